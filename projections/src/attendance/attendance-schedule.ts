import type { ScheduleDay } from '@faena/contracts';
import {
  clock,
  dayNumber,
  isoWeekday,
  minutesOf,
  mod,
  plusDays,
  atOf,
} from './attendance-calendar';
import type {
  AttendanceAssignment,
  AttendanceDayInput,
  AttendanceSchedule,
} from './attendance-day-input';

/**
 * Which schedule day applies on a date, and where the date's window of marks opens (the rules in
 * compute-attendance-day.ts).
 */

/** a night turn's gap after its exit before the next day's window opens */
const AFTER_NIGHT_MINUTES = 4 * 60;

/** The day of the schedule that applies on the date (null: a rest day), before marks decide (automatic). */
export function scheduledDays(
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

export function isRegimeRest(date: string, assignment: AttendanceAssignment): boolean {
  const r = assignment.regime;
  if (!r || r.workDays + r.restDays <= 0) return false;
  return (
    mod(dayNumber(date) - dayNumber(assignment.startDate), r.workDays + r.restDays) >= r.workDays
  );
}

export const holidayOn = (date: string, holidays: AttendanceDayInput['holidays']) => {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  return holidays.find((h) => h.day === day && h.month === month) ?? null;
};

export type Plan = Pick<AttendanceDayInput, 'assignment' | 'schedule'>;

/** Whether the date is a night work day (its window runs into the next date). */
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

export function windowStart(input: Plan, date: string): number {
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

export function pickAutomatic(candidates: ScheduleDay[], firstEntry: number | null, date: string) {
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

/** A date inside its assignment, with the schedule that applies. */
export interface Planned {
  date: string;
  assignment: AttendanceAssignment;
  schedule: AttendanceSchedule;
}

/** Whether the date falls inside an assignment with a schedule (no copy: the hot path). */
export function isPlanned(input: AttendanceDayInput): input is AttendanceDayInput & Planned {
  const { date, assignment, schedule } = input;
  return !!assignment && !!schedule && date >= assignment.startDate && date <= assignment.endDate;
}

/** The schedule day of a date inside its assignment (null: a rest day); automatic: by the marks. */
export function dayOf(
  { date, assignment, schedule }: Planned,
  firstEntry: number | null,
): ScheduleDay | null {
  const candidates = isRegimeRest(date, assignment)
    ? []
    : scheduledDays(date, assignment, schedule);
  return schedule.kind === 'automatic'
    ? pickAutomatic(candidates, firstEntry, date)
    : (candidates[0] ?? null);
}
