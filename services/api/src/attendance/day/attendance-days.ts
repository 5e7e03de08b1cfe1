import type { AttendanceDayRow, PersonRow } from '@faena/contracts';
import type { ReadStore } from '@faena/core';
import {
  ATTENDANCE_INPUT_KEYS,
  ATTENDANCE_INPUTS_COLLECTION,
  attendanceDayOf,
  plusDays,
  type AttendanceDayDoc,
  type AttendanceHolidaysDoc,
  type AttendanceScheduleDoc,
  type PersonAttendance,
} from '@faena/projections';
import { PEOPLE_COLLECTION } from '../../administration/administration.read-models';

// The days of a person's month as the attendance-day queries answer them: the stored days of
// attendance-days.v1 and, for the other dates of an assignment, the planned day.

export type PersonDoc = PersonRow & Record<string, unknown>;
export const MAX_PEOPLE = 20_000;

/** The row without the stored month. */
const rowOf = ({ month: _month, ...row }: AttendanceDayDoc): AttendanceDayRow => row;
export const overtime = (r: AttendanceDayRow) => r.overtimeBeforeMinutes + r.overtimeAfterMinutes;
export const weekOf = (date: string) => {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return plusDays(date, -weekday);
};

/** The dates of a month up to today (none when the month has not begun). */
export function datesOf(month: string, today: string): string[] {
  const dates: string[] = [];
  for (let d = `${month}-01`; d.startsWith(month) && d <= today; d = plusDays(d, 1)) dates.push(d);
  return dates;
}

type Inputs = Map<string, Record<string, unknown>>;

/** The schedules and holidays the people's planned days read, in one getMany. */
export async function inputsOf(
  store: ReadStore,
  people: readonly PersonAttendance[],
): Promise<Inputs> {
  const keys = new Set<string>();
  for (const person of people) {
    for (const a of person.assignments)
      keys.add(ATTENDANCE_INPUT_KEYS.schedule(person.clientId, a.scheduleCode));
    if (person.countryId) keys.add(ATTENDANCE_INPUT_KEYS.holidays(person.countryId));
  }
  return keys.size ? store.getMany(ATTENDANCE_INPUTS_COLLECTION, [...keys]) : new Map();
}

/**
 * The person's days of the month: the stored ones (marks, justifications) and, for the other
 * dates of an assignment, the planned day computed from the same inputs (absent, rest, holiday).
 */
export function daysOfMonth(
  person: PersonAttendance,
  month: {
    inputs: Inputs;
    stored: ReadonlyMap<string, AttendanceDayDoc>;
    dates: readonly string[];
  },
): AttendanceDayRow[] {
  const { inputs, stored } = month;
  const holidays = person.countryId
    ? ((inputs.get(ATTENDANCE_INPUT_KEYS.holidays(person.countryId)) ??
        null) as AttendanceHolidaysDoc | null)
    : null;
  const days: AttendanceDayRow[] = [];
  for (const date of month.dates) {
    const kept = stored.get(date);
    if (kept) {
      days.push(rowOf(kept));
      continue;
    }
    const assignment = assignmentOf(person, date);
    if (!assignment) continue;
    const schedule = (inputs.get(
      ATTENDANCE_INPUT_KEYS.schedule(person.clientId, assignment.scheduleCode),
    ) ?? null) as AttendanceScheduleDoc | null;
    const row = attendanceDayOf(person, date, { schedule, holidays, marks: [] });
    if (row.type !== 'N') days.push(row);
  }
  return days;
}

const assignmentOf = (person: PersonAttendance, date: string) =>
  [...person.assignments].reverse().find((a) => a.startDate <= date && date <= a.endDate) ?? null;

export async function peopleByIds(store: ReadStore, ids: string[]) {
  return ids.length
    ? store.getMany<PersonDoc>(PEOPLE_COLLECTION, ids)
    : new Map<string, PersonDoc>();
}
