import type { AttendanceDayRow, ScheduleDay, ScheduleKind, Turn } from '@faena/contracts';

/**
 * The attendance day (issue 21, spec §1 Attendance): one person's date computed from the
 * assignment that applies, its schedule, the regime's rotation, the country's holidays, the
 * person's door marks and the justifications of the date. Pure: the projection `attendance-days`
 * and the bench call it; nothing here reads a clock.
 *
 * Times are the site's wall clock, `yyyy-MM-ddTHH:mm` (a mark's `date` and `hour`).
 *
 * Rules (documented choices where the spec is silent):
 * - Marks: every granted mark of the person at any zone of the assignment's client counts (zones
 *   carry no "main" flag; the first entry and the last exit of the day's window are the day's
 *   bounds, so moves between inner zones in between change nothing).
 * - The day's window: a day starts at 00:00, or at 12:00 when it is a night turn (N); a day that
 *   follows a night work day starts 4 h after that night's scheduled exit. It ends where the next
 *   day starts. So a night turn's entry at 20:00 on D and its exit at 08:00 on D+1 belong to D.
 * - Order of the day types: no assignment → N; holiday → H; rest of the regime's rotation or of
 *   the schedule (a day the schedule does not list is a rest day) → R; else a work day: no marks →
 *   J with a whole-day justification, else A; only an entry or only an exit → I; else W.
 * - Worked minutes: last exit − first entry − the refreshment (when the stay covers it).
 * - Late: past the tolerance the whole delay counts. Flexible kind: a delay up to the day's
 *   flexible minutes shifts the expected exit instead (late only past tolerance + flexible
 *   minutes, by the delay beyond the flexible minutes).
 * - Early leave: the expected exit minus the last exit, past the exit tolerance.
 * - Overtime before: an arrival at least `overtimeBefore` minutes before the entry counts whole
 *   (0: never); after: a leave at least `overtimeAfter` minutes after the expected exit.
 * - Holiday and rest days with marks: the worked minutes count as overtime after.
 * - A partial justification (hours) takes off late minutes first, then early leave, up to its
 *   hours; a whole-day one takes them all off (justifiedMinutes tells how many).
 * - Cycle kind: day = (date − assignment start) mod cycleLength + 1; weekly and flexible: the ISO
 *   weekday; automatic: the candidate whose entry is nearest the first entry mark of the date.
 */
export interface AttendanceAssignment {
  payrollGroupCode: string;
  scheduleCode: string;
  startDate: string;
  endDate: string;
  regime: { workDays: number; restDays: number } | null;
}

export interface AttendanceSchedule {
  kind: ScheduleKind;
  cycleLength: number | null;
  days: readonly ScheduleDay[];
}

export interface AttendanceMark {
  /** the site's wall clock, yyyy-MM-ddTHH:mm */
  at: string;
  direction: 'E' | 'S';
}

export interface AttendanceJustification {
  code: string;
  /** null: the whole day */
  hours: number | null;
}

export interface AttendanceDayInput {
  personId: string;
  clientId: string;
  companyId: string;
  date: string;
  assignment: AttendanceAssignment | null;
  schedule: AttendanceSchedule | null;
  holidays: ReadonlyArray<{ day: number; month: number; name: string }>;
  /** the person's marks of the date and the next (others are ignored) */
  marks: readonly AttendanceMark[];
  justifications: readonly AttendanceJustification[];
}

/** minutes since the epoch of a wall-clock time (read as UTC: only differences matter) */
/**
 * Calendar arithmetic on yyyy-MM-dd strings, memoised both ways: a month of thousands of people
 * asks for the same few dates millions of times (Date parsing was a fifth of the recompute).
 */
const dayNumbers = new Map<string, number>();
const dates = new Map<number, string>();
const MAX_MEMO = 20_000;
const dayNumber = (date: string): number => {
  let n = dayNumbers.get(date);
  if (n === undefined) {
    n = Date.parse(`${date}T00:00:00Z`) / 86_400_000;
    if (dayNumbers.size < MAX_MEMO) dayNumbers.set(date, n);
  }
  return n;
};
const dateOf = (n: number): string => {
  let d = dates.get(n);
  if (d === undefined) {
    d = new Date(n * 86_400_000).toISOString().slice(0, 10);
    if (dates.size < MAX_MEMO) dates.set(n, d);
  }
  return d;
};
const clock = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** minutes since the epoch of a wall-clock time (read as UTC: only differences matter) */
const minutesOf = (at: string): number =>
  dayNumber(at.slice(0, 10)) * 1440 + clock(at.slice(11, 16));
const pad = (n: number) => (n < 10 ? `0${n}` : String(n));
const atOf = (minutes: number): string => {
  const day = Math.floor(minutes / 1440);
  const m = minutes - day * 1440;
  return `${dateOf(day)}T${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
};
/** Adds whole days to a yyyy-MM-dd date. */
export const plusDays = (date: string, days: number): string => dateOf(dayNumber(date) + days);
/** ISO weekday, 1 Monday … 7 Sunday (day 0, 1970-01-01, was a Thursday) */
const isoWeekday = (date: string): number => mod(dayNumber(date) + 3, 7) + 1;
const mod = (a: number, n: number): number => ((a % n) + n) % n;
/** a night turn's gap after its exit before the next day's window opens */
const AFTER_NIGHT_MINUTES = 4 * 60;

/** The day of the schedule that applies on the date (null: a rest day), before marks decide (automatic). */
function scheduledDays(
  date: string,
  assignment: AttendanceAssignment,
  schedule: AttendanceSchedule,
): ScheduleDay[] {
  const work = schedule.days.filter((d) => !d.rest && d.entry !== null && d.exit !== null);
  switch (schedule.kind) {
    case 'automatic':
      return work;
    case 'cycle': {
      const length = schedule.cycleLength ?? schedule.days.length;
      const n = mod(dayNumber(date) - dayNumber(assignment.startDate), Math.max(1, length)) + 1;
      return work.filter((d) => d.day === n);
    }
    default:
      return work.filter((d) => d.day === isoWeekday(date));
  }
}

function isRegimeRest(date: string, assignment: AttendanceAssignment): boolean {
  const r = assignment.regime;
  if (!r || r.workDays + r.restDays <= 0) return false;
  return (
    mod(dayNumber(date) - dayNumber(assignment.startDate), r.workDays + r.restDays) >= r.workDays
  );
}

const holidayOn = (date: string, holidays: AttendanceDayInput['holidays']) => {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  return holidays.find((h) => h.day === day && h.month === month) ?? null;
};

/** Whether the date is a night work day (its window runs into the next date). */
type Plan = Pick<AttendanceDayInput, 'assignment' | 'schedule'>;

function isNightWorkDay(input: Plan, date: string): ScheduleDay | null {
  const { assignment, schedule } = input;
  if (!assignment || !schedule || date < assignment.startDate || date > assignment.endDate)
    return null;
  if (isRegimeRest(date, assignment)) return null;
  const days = scheduledDays(date, assignment, schedule);
  // automatic: a night only when every candidate is one
  if (days.length === 0 || days.some((d) => d.turn !== 'N')) return null;
  return days[0] ?? null;
}

function windowStart(input: Plan, date: string): number {
  const base = minutesOf(`${date}T00:00`);
  const before = isNightWorkDay(input, plusDays(date, -1));
  if (before?.exit) return Math.max(base + clock(before.exit) + AFTER_NIGHT_MINUTES, base);
  return isNightWorkDay(input, date) ? base + 12 * 60 : base;
}

/**
 * Where the window of the date opens (yyyy-MM-ddTHH:mm): a mark on the date before it belongs to
 * the day before (a night turn's end). The projection recomputes the day before only then.
 */
export const windowOpens = (plan: Plan, date: string): string => atOf(windowStart(plan, date));

/** The whole-minute span between two wall-clock times of a day (a night's end on the next day). */
const span = (from: string, to: string): number => mod(clock(to) - clock(from), 24 * 60);

function pickAutomatic(candidates: ScheduleDay[], firstEntry: number | null, date: string) {
  if (firstEntry === null) return candidates[0] ?? null;
  const base = minutesOf(`${date}T00:00`);
  let best: ScheduleDay | null = null;
  let bestGap = Infinity;
  for (const c of candidates) {
    const gap = Math.abs(base + clock(c.entry ?? '00:00') - firstEntry);
    if (gap < bestGap) {
      best = c;
      bestGap = gap;
    }
  }
  return best;
}

export function computeAttendanceDay(input: AttendanceDayInput): AttendanceDayRow {
  const { date, assignment, schedule } = input;
  const row: AttendanceDayRow = {
    personId: input.personId,
    clientId: input.clientId,
    companyId: input.companyId,
    payrollGroupCode: null,
    date,
    type: 'N',
    turn: null,
    scheduleCode: null,
    scheduledEntry: null,
    scheduledExit: null,
    firstEntry: null,
    lastExit: null,
    workedMinutes: 0,
    lateMinutes: 0,
    earlyLeaveMinutes: 0,
    overtimeBeforeMinutes: 0,
    overtimeAfterMinutes: 0,
    justificationCode: null,
    justifiedMinutes: 0,
    holidayName: null,
  };
  if (!assignment || !schedule || date < assignment.startDate || date > assignment.endDate)
    return row;
  row.payrollGroupCode = assignment.payrollGroupCode;
  row.scheduleCode = assignment.scheduleCode;
  const justification = input.justifications[0] ?? null;
  row.justificationCode = justification?.code ?? null;

  // the marks of the window: first entry, last exit
  const from = windowStart(input, date);
  const to = windowStart(input, plusDays(date, 1));
  let firstEntry: number | null = null;
  let lastExit: number | null = null;
  for (const m of input.marks) {
    const t = minutesOf(m.at);
    if (t < from || t >= to) continue;
    if (m.direction === 'E' && (firstEntry === null || t < firstEntry)) firstEntry = t;
    if (m.direction === 'S' && (lastExit === null || t > lastExit)) lastExit = t;
  }
  if (firstEntry !== null && lastExit !== null && lastExit < firstEntry) lastExit = null;
  row.firstEntry = firstEntry === null ? null : atOf(firstEntry);
  row.lastExit = lastExit === null ? null : atOf(lastExit);

  const holiday = holidayOn(date, input.holidays);
  const candidates = isRegimeRest(date, assignment)
    ? []
    : scheduledDays(date, assignment, schedule);
  const day =
    schedule.kind === 'automatic'
      ? pickAutomatic(candidates, firstEntry, date)
      : (candidates[0] ?? null);
  const stay = (refreshment: number) =>
    firstEntry !== null && lastExit !== null
      ? Math.max(0, lastExit - firstEntry - (lastExit - firstEntry > refreshment ? refreshment : 0))
      : 0;

  if (holiday || !day) {
    row.type = holiday ? 'H' : 'R';
    row.holidayName = holiday?.name ?? null;
    row.turn = day?.turn ?? null;
    row.workedMinutes = stay(0);
    row.overtimeAfterMinutes = row.workedMinutes;
    return row;
  }

  const turn: Turn = day.turn;
  row.turn = turn;
  const base = minutesOf(`${date}T00:00`);
  const entry = base + clock(day.entry ?? '00:00');
  const exit = entry + (span(day.entry ?? '00:00', day.exit ?? '00:00') || 24 * 60);
  row.scheduledEntry = atOf(entry);
  row.scheduledExit = atOf(exit);
  const refreshment =
    day.refreshmentStart && day.refreshmentEnd ? span(day.refreshmentStart, day.refreshmentEnd) : 0;

  if (firstEntry === null && lastExit === null) {
    row.type = justification && justification.hours === null ? 'J' : 'A';
    if (row.type === 'J') row.justifiedMinutes = exit - entry - refreshment;
    return row;
  }
  row.type = firstEntry === null || lastExit === null ? 'I' : 'W';
  row.workedMinutes = stay(refreshment);

  let shift = 0;
  if (firstEntry !== null) {
    const delay = Math.max(0, firstEntry - entry);
    const flexible = schedule.kind === 'flexible' ? day.flexibleMinutes : 0;
    shift = Math.min(delay, flexible);
    if (delay > day.entryTolerance + flexible) row.lateMinutes = delay - shift;
    if (day.overtimeBefore > 0 && entry - firstEntry >= day.overtimeBefore)
      row.overtimeBeforeMinutes = entry - firstEntry;
  }
  const expectedExit = exit + shift;
  if (lastExit !== null) {
    if (expectedExit - lastExit > day.exitTolerance)
      row.earlyLeaveMinutes = expectedExit - lastExit;
    if (day.overtimeAfter > 0 && lastExit - expectedExit >= day.overtimeAfter)
      row.overtimeAfterMinutes = lastExit - expectedExit;
  }

  if (justification) {
    let budget = justification.hours === null ? Infinity : Math.round(justification.hours * 60);
    const late = Math.min(row.lateMinutes, budget);
    budget -= late;
    const early = Math.min(row.earlyLeaveMinutes, budget);
    row.lateMinutes -= late;
    row.earlyLeaveMinutes -= early;
    row.justifiedMinutes = late + early;
  }
  return row;
}
