import type { AttendanceDayChangedPayload, AttendanceDayRow } from '@faena/contracts';
import type { ProjectionContext } from '../runner/projection';
import { plusDays, windowOpens } from './compute-attendance-day';
import {
  ATTENDANCE_DAYS_COLLECTION,
  IN,
  assignmentOn,
  attendanceDayOf,
  dayId,
  getPerson,
  marksKey,
  scheduleKey,
  type AttendanceDayDoc,
  type HolidaysDoc,
  type MarksDoc,
  type PersonAttendance,
  type ScheduleDoc,
  holidaysKey,
} from './attendance-days.inputs';

const MAX_DAYS = 3 * 366;

/** A person's date. */
export interface PersonDay {
  person: PersonAttendance;
  date: string;
}

/**
 * Stores the day when something happened on it (a mark in its window or a justification);
 * otherwise the day is the plan, which the read side computes, and a stored row goes away. So a
 * date without marks (D or D+1) nor justification has no row, unless one was just taken away.
 */
export async function recompute(
  ctx: ProjectionContext,
  { person, date }: PersonDay,
  /** a mark or a justification of the date just went away: its row may be left */
  taken = false,
) {
  const marks = await marksAround(ctx, person.personId, date);
  const justified = person.justifications.some((j) => j.date === date);
  if (marks.length === 0 && !justified && !taken) return;
  const id = dayId(person.personId, date);
  const existing = await ctx.get<AttendanceDayDoc>(ATTENDANCE_DAYS_COLLECTION, id);
  const { schedule, holidays } = await planOf(ctx, person, date);
  const row = attendanceDayOf(person, date, { schedule, holidays, marks });
  saveDay(ctx, { person, date, id, existing }, row);
}

/** The person's marks of the date and the next (a night turn's exit). */
async function marksAround(ctx: ProjectionContext, personId: string, date: string) {
  const today = await ctx.get<MarksDoc>(IN, marksKey(personId, date));
  const next = await ctx.get<MarksDoc>(IN, marksKey(personId, plusDays(date, 1)));
  return [...(today?.marks ?? []), ...(next?.marks ?? [])];
}

/** The schedule of the assignment on the date, and the holidays of the person's country. */
async function planOf(ctx: ProjectionContext, person: PersonAttendance, date: string) {
  const assignment = assignmentOn(person, date);
  const schedule = assignment
    ? await ctx.get<ScheduleDoc>(IN, scheduleKey(person.clientId, assignment.scheduleCode))
    : null;
  const holidays = person.countryId
    ? await ctx.get<HolidaysDoc>(IN, holidaysKey(person.countryId))
    : null;
  return { schedule, holidays };
}

/** Stores a day where something happened; a stored day where nothing did any more goes away. */
function saveDay(
  ctx: ProjectionContext,
  day: PersonDay & { id: string; existing: AttendanceDayDoc | null },
  row: AttendanceDayRow,
): void {
  const { person, date, id, existing } = day;
  const happened = row.firstEntry !== null || row.lastExit !== null || row.justificationCode;
  if (row.type === 'N' || !happened) {
    if (!existing) return;
    ctx.remove(ATTENDANCE_DAYS_COLLECTION, id);
    changed(ctx, person, date);
    return;
  }
  const doc: AttendanceDayDoc = { ...row, month: date.slice(0, 7) };
  if (existing && sameDoc(existing, doc)) return;
  ctx.put(ATTENDANCE_DAYS_COLLECTION, id, doc);
  changed(ctx, person, date);
}

/** Tells the client's attendance screens whose day changed (they read it again). */
function changed(ctx: ProjectionContext, person: PersonAttendance, date: string): void {
  const payload: AttendanceDayChangedPayload = {
    personId: person.personId,
    date,
    month: date.slice(0, 7),
  };
  ctx.notify(`attendance-days:${person.clientId}`, 'attendanceDay.changed', payload);
}

/** Field by field: a day's fields are all strings, numbers or null. */
function sameDoc(a: AttendanceDayDoc, b: AttendanceDayDoc): boolean {
  const keys = Object.keys(b);
  if (Object.keys(a).length !== keys.length) return false;
  return keys.every((k) => a[k] === b[k]);
}

export async function recomputeRange(
  ctx: ProjectionContext,
  person: PersonAttendance,
  [from, to]: [string, string],
) {
  let date = from;
  for (let n = 0; date <= to && n < MAX_DAYS; n++, date = plusDays(date, 1))
    await recompute(ctx, { person, date });
}

/** A mark of the date came (`at`) or went (`taken`): its day, and the day before when it may be its. */
export async function markChanged(
  ctx: ProjectionContext,
  { personId, date }: { personId: string; date: string },
  { taken = false, at = null }: { taken?: boolean; at?: string | null } = {},
) {
  const person = await getPerson(ctx, personId);
  if (!person || person.assignments.length === 0) return;
  if (taken || at === null || (await beforeWindow(ctx, { person, date }, at)))
    await recompute(ctx, { person, date: plusDays(date, -1) }, taken);
  await recompute(ctx, { person, date }, taken);
}

/** Whether a moment of the date falls before the date's window (so in the day before's). */
async function beforeWindow(
  ctx: ProjectionContext,
  { person, date }: PersonDay,
  at: string,
): Promise<boolean> {
  const assignment = assignmentOn(person, date) ?? assignmentOn(person, plusDays(date, -1));
  if (!assignment) return false;
  const schedule = await ctx.get<ScheduleDoc>(
    IN,
    scheduleKey(person.clientId, assignment.scheduleCode),
  );
  return at < windowOpens({ assignment, schedule }, date);
}
