/**
 * The value, or an Error naming what is missing: for values the code's own invariants hold
 * (the row an aggregate query always answers, the last item of a list known to be non-empty),
 * so a broken invariant fails loudly where it breaks instead of as a TypeError further on.
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
