/**
 * Calendar arithmetic on yyyy-MM-dd strings, memoised both ways: a month of thousands of people
 * asks for the same few dates millions of times (Date parsing was a fifth of the recompute).
 */
const dayNumbers = new Map<string, number>();
const dates = new Map<number, string>();
const MAX_MEMO = 20_000;
export const dayNumber = (date: string): number => {
  let n = dayNumbers.get(date);
  if (n === undefined) {
    n = Date.parse(`${date}T00:00:00Z`) / 86_400_000;
    if (dayNumbers.size < MAX_MEMO) dayNumbers.set(date, n);
  }
  return n;
};
export const dateOf = (n: number): string => {
  let d = dates.get(n);
  if (d === undefined) {
    d = new Date(n * 86_400_000).toISOString().slice(0, 10);
    if (dates.size < MAX_MEMO) dates.set(n, d);
  }
  return d;
};
export const clock = (hhmm: string): number =>
  Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** minutes since the epoch of a wall-clock time (read as UTC: only differences matter) */
export const minutesOf = (at: string): number =>
  dayNumber(at.slice(0, 10)) * 1440 + clock(at.slice(11, 16));
const pad = (n: number) => (n < 10 ? `0${n}` : String(n));
export const atOf = (minutes: number): string => {
  const day = Math.floor(minutes / 1440);
  const m = minutes - day * 1440;
  return `${dateOf(day)}T${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
};
/** Adds whole days to a yyyy-MM-dd date. */
export const plusDays = (date: string, days: number): string => dateOf(dayNumber(date) + days);
/** ISO weekday, 1 Monday … 7 Sunday (day 0, 1970-01-01, was a Thursday) */
export const isoWeekday = (date: string): number => mod(dayNumber(date) + 3, 7) + 1;
export const mod = (a: number, n: number): number => ((a % n) + n) % n;

/** The whole-minute span between two wall-clock times of a day (a night's end on the next day). */
export const span = (from: string, to: string): number => mod(clock(to) - clock(from), 24 * 60);
