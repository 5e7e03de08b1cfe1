import { minutesOf, plusDays } from './attendance-calendar';
import type { AttendanceDayInput } from './attendance-day-input';
import { windowStart } from './attendance-schedule';

/** The day's marks: the bounds of its window, and the stay between them. */

/** The first entry and the last exit of the day's window, in minutes (null: none). */
export interface Bounds {
  firstEntry: number | null;
  lastExit: number | null;
}
const earliest = (best: number | null, t: number) => (best === null || t < best ? t : best);
const latest = (best: number | null, t: number) => (best === null || t > best ? t : best);
/** an exit before the first entry is not the day's last exit */
const exitAfter = (firstEntry: number | null, lastExit: number | null) =>
  firstEntry !== null && lastExit !== null && lastExit < firstEntry ? null : lastExit;

export function windowBounds(input: AttendanceDayInput): Bounds {
  const from = windowStart(input, input.date);
  const to = windowStart(input, plusDays(input.date, 1));
  let firstEntry: number | null = null;
  let lastExit: number | null = null;
  for (const m of input.marks) {
    const t = minutesOf(m.at);
    if (t < from || t >= to) continue;
    if (m.direction === 'E') firstEntry = earliest(firstEntry, t);
    else lastExit = latest(lastExit, t);
  }
  return { firstEntry, lastExit: exitAfter(firstEntry, lastExit) };
}

/** Worked minutes: last exit − first entry − the refreshment when the stay covers it. */
export function stayMinutes({ firstEntry, lastExit }: Bounds, refreshment: number): number {
  if (firstEntry === null || lastExit === null) return 0;
  const stay = lastExit - firstEntry;
  return Math.max(0, stay - (stay > refreshment ? refreshment : 0));
}
