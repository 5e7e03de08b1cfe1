/** A stay occupies the nights from checkIn up to, not including, checkOut (yyyy-MM-dd). */
export interface Stay {
  checkIn: string;
  checkOut: string;
}

/** Two stays share a night when each starts before the other ends. */
export const overlaps = (a: Stay, b: Stay): boolean =>
  a.checkIn < b.checkOut && b.checkIn < a.checkOut;

export const nightsBetween = ({ checkIn, checkOut }: Stay): number =>
  Math.round(
    (Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000,
  );

/**
 * The stays with the nights from `from` on of one assignment given back: it now checks out at
 * `from`, or is gone when `from` is not after its check-in.
 */
export const cutStay = <T extends Stay & { assignmentId: string }>(
  stays: ReadonlyArray<T>,
  assignmentId: string,
  from: string,
): T[] =>
  stays.flatMap((s) => {
    if (s.assignmentId !== assignmentId) return [s];
    if (from <= s.checkIn) return [];
    return [{ ...s, checkOut: from < s.checkOut ? from : s.checkOut }];
  });
