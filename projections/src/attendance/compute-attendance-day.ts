import type { AttendanceDayRow, ScheduleDay } from '@faena/contracts';
import { atOf, clock, minutesOf, span } from './attendance-calendar';
import type { AttendanceDayInput, AttendanceJustification } from './attendance-day-input';
import { stayMinutes, windowBounds, type Bounds } from './attendance-marks';
import { dayOf, holidayOn, isPlanned, type Planned } from './attendance-schedule';

export type {
  AttendanceAssignment,
  AttendanceDayInput,
  AttendanceJustification,
  AttendanceMark,
  AttendanceSchedule,
} from './attendance-day-input';
export { plusDays } from './attendance-calendar';
export { windowOpens } from './attendance-schedule';

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
function emptyRow(input: AttendanceDayInput): AttendanceDayRow {
  return {
    personId: input.personId,
    clientId: input.clientId,
    companyId: input.companyId,
    payrollGroupCode: null,
    date: input.date,
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
}

/** A holiday (H) or a rest day (R): whatever was worked counts as overtime after. */
interface OffDay {
  holiday: { name: string } | null;
  day: ScheduleDay | null;
  worked: number;
}
function offDay(row: AttendanceDayRow, { holiday, day, worked }: OffDay): AttendanceDayRow {
  row.type = holiday ? 'H' : 'R';
  row.holidayName = holiday?.name ?? null;
  row.turn = day?.turn ?? null;
  row.workedMinutes = worked;
  row.overtimeAfterMinutes = worked;
  return row;
}

/** The scheduled entry and exit (minutes) of the date, and the refreshment's length. */
interface Times {
  entry: number;
  exit: number;
  refreshment: number;
}
function scheduledTimes(day: ScheduleDay, date: string): Times {
  const entry = minutesOf(`${date}T00:00`) + clock(day.entry ?? '00:00');
  const exit = entry + (span(day.entry ?? '00:00', day.exit ?? '00:00') || 24 * 60);
  const refreshment =
    day.refreshmentStart && day.refreshmentEnd ? span(day.refreshmentStart, day.refreshmentEnd) : 0;
  return { entry, exit, refreshment };
}

/** A work day without marks: justified for the whole day (J) or absent (A). */
function markless(
  row: AttendanceDayRow,
  times: Times,
  justification: AttendanceJustification | null,
): AttendanceDayRow {
  row.type = justification && justification.hours === null ? 'J' : 'A';
  if (row.type === 'J') row.justifiedMinutes = times.exit - times.entry - times.refreshment;
  return row;
}

/** Late minutes and overtime before; answers the shift of the expected exit (flexible kind). */
function arrival(
  row: AttendanceDayRow,
  day: ScheduleDay,
  at: { entry: number; firstEntry: number; flexible: number },
): number {
  const { entry, firstEntry, flexible } = at;
  const delay = Math.max(0, firstEntry - entry);
  const shift = Math.min(delay, flexible);
  if (delay > day.entryTolerance + flexible) row.lateMinutes = delay - shift;
  if (day.overtimeBefore > 0 && entry - firstEntry >= day.overtimeBefore)
    row.overtimeBeforeMinutes = entry - firstEntry;
  return shift;
}

/** Early leave and overtime after, against the expected exit. */
function departure(
  row: AttendanceDayRow,
  day: ScheduleDay,
  at: { expectedExit: number; lastExit: number },
): void {
  const { expectedExit, lastExit } = at;
  if (expectedExit - lastExit > day.exitTolerance) row.earlyLeaveMinutes = expectedExit - lastExit;
  if (day.overtimeAfter > 0 && lastExit - expectedExit >= day.overtimeAfter)
    row.overtimeAfterMinutes = lastExit - expectedExit;
}

/** A justification takes off late minutes first, then early leave, up to its hours (all: whole day). */
function justify(row: AttendanceDayRow, justification: AttendanceJustification): void {
  let budget = justification.hours === null ? Infinity : Math.round(justification.hours * 60);
  const late = Math.min(row.lateMinutes, budget);
  budget -= late;
  const early = Math.min(row.earlyLeaveMinutes, budget);
  row.lateMinutes -= late;
  row.earlyLeaveMinutes -= early;
  row.justifiedMinutes = late + early;
}

interface WorkDay {
  day: ScheduleDay;
  plan: Planned;
  bounds: Bounds;
  justification: AttendanceJustification | null;
}
function workDay(row: AttendanceDayRow, { day, plan, bounds, justification }: WorkDay) {
  row.turn = day.turn;
  const times = scheduledTimes(day, plan.date);
  row.scheduledEntry = atOf(times.entry);
  row.scheduledExit = atOf(times.exit);
  const { firstEntry, lastExit } = bounds;
  if (firstEntry === null && lastExit === null) return markless(row, times, justification);
  row.type = firstEntry === null || lastExit === null ? 'I' : 'W';
  row.workedMinutes = stayMinutes(bounds, times.refreshment);
  const flexible = plan.schedule.kind === 'flexible' ? day.flexibleMinutes : 0;
  const shift =
    firstEntry === null ? 0 : arrival(row, day, { entry: times.entry, firstEntry, flexible });
  if (lastExit !== null) departure(row, day, { expectedExit: times.exit + shift, lastExit });
  if (justification) justify(row, justification);
  return row;
}

export function computeAttendanceDay(input: AttendanceDayInput): AttendanceDayRow {
  const row = emptyRow(input);
  if (!isPlanned(input)) return row;
  row.payrollGroupCode = input.assignment.payrollGroupCode;
  row.scheduleCode = input.assignment.scheduleCode;
  const justification = input.justifications[0] ?? null;
  row.justificationCode = justification?.code ?? null;
  const bounds = windowBounds(input);
  row.firstEntry = bounds.firstEntry === null ? null : atOf(bounds.firstEntry);
  row.lastExit = bounds.lastExit === null ? null : atOf(bounds.lastExit);
  const holiday = holidayOn(input.date, input.holidays);
  const day = dayOf(input, bounds.firstEntry);
  if (holiday || !day) return offDay(row, { holiday, day, worked: stayMinutes(bounds, 0) });
  return workDay(row, { day, plan: input, bounds, justification });
}
