import type {
  ACCESS_EVENTS,
  ADMINISTRATION_EVENTS,
  ATTENDANCE_EVENTS,
  AttendanceDayChangedPayload,
  AttendanceDayRow,
  EventsOf,
  ScheduleDay,
} from '@faena/contracts';
import type { CollectionSpec } from '@faena/core';
import { handlersOf } from '../runner/handlers';
import { defineProjection, type DocKey, type ProjectionContext } from '../runner/projection';
import {
  computeAttendanceDay,
  plusDays,
  windowOpens,
  type AttendanceAssignment,
  type AttendanceMark,
  type AttendanceSchedule,
} from './compute-attendance-day';

/**
 * attendance-days.v1 (issue 21): the rows of the attendance days with marks or justifications, kept
 * current as its inputs arrive. The inputs live in the projection's own helper collection (a
 * projection reads nothing else):
 * - `person:<personId>`: the person's assignments (a later one ends the earlier the day before
 *   its start) and applied justifications, with the country of the company when assigned;
 * - `schedule:<clientId>:<code>`: the schedule and the people assigned to it;
 * - `company:<companyId>`: the company's country; `holidays:<countryId>`: the holidays and the
 *   people whose days they touch;
 * - `marks:<personId>:<date>`: the person's granted marks of a site date (every person's: an
 *   assignment may start in the past).
 *
 * What recomputes what (bounded):
 * - a mark on date D (also one synced late, offline): the days D−1 and D (D−1 when a night turn
 *   ends on D); a correction or a void: the same around the old and the new moment;
 * - an assignment: every day of it, and the days it takes from an earlier one;
 * - a justification applied or withdrawn: its date;
 * - a holiday set or removed: that day and month in each year of the affected people's
 *   assignments;
 * - a schedule saved: the days of its people from the day before it was saved (event time) on;
 *   past days keep what they were computed with (a schedule edit is not retroactive).
 * Only days where something happened are stored (a mark in the day's window, a justification);
 * the other days of an assignment are its plan (absent, rest, holiday), which the read side
 * computes with the same function (attendanceDayOf) for dates up to its today: no rows for the
 * future, and an assignment alone writes nothing. A row is written only when it changed, and
 * removed when its marks are voided or no assignment covers its date any more.
 * Everything comes from the events (occurredAt included): rebuilds give the same documents.
 */
export const ATTENDANCE_DAYS_COLLECTION = 'attendance_days_v1';
export const ATTENDANCE_INPUTS_COLLECTION = 'attendance_inputs_v1';

/** A stored day: the row and its month (yyyy-MM), the month screens' and the payroll's filter. */
export type AttendanceDayDoc = AttendanceDayRow & { [key: string]: unknown; month: string };

export interface PersonAttendance {
  [key: string]: unknown;
  /** 'person': the pickers find the client's people with an assignment by it */
  kind: 'person';
  personId: string;
  clientId: string;
  companyId: string;
  countryId: string | null;
  assignments: Array<AttendanceAssignment & { assignmentId: string }>;
  justifications: Array<{
    justificationId: string;
    date: string;
    code: string;
    hours: number | null;
  }>;
}
interface ScheduleDoc extends AttendanceSchedule {
  [key: string]: unknown;
  days: ScheduleDay[];
  people: string[];
}
interface HolidaysDoc {
  [key: string]: unknown;
  holidays: Array<{ day: number; month: number; name: string }>;
  people: string[];
}
export type StoredMark = AttendanceMark & { markId: string; clientId: string };
interface MarksDoc {
  [key: string]: unknown;
  marks: StoredMark[];
}

export const ATTENDANCE_DAYS_COLLECTION_SPEC: CollectionSpec = {
  name: ATTENDANCE_DAYS_COLLECTION,
  indexes: [
    ['personId', 'month'],
    ['clientId', 'companyId', 'payrollGroupCode', 'month'],
  ],
};
export const ATTENDANCE_INPUTS_SPEC: CollectionSpec = {
  name: ATTENDANCE_INPUTS_COLLECTION,
  indexes: [['kind', 'clientId']],
};

const dayId = (personId: string, date: string) => `${personId}|${date}`;
const personKey = (personId: string) => `person:${personId}`;
const scheduleKey = (clientId: string, code: string) => `schedule:${clientId}:${code}`;
const marksKey = (personId: string, date: string) => `marks:${personId}:${date}`;
const holidaysKey = (countryId: string) => `holidays:${countryId}`;
const companyKey = (companyId: string) => `company:${companyId}`;
const IN = ATTENDANCE_INPUTS_COLLECTION;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HOUR = /^\d{2}:\d{2}$/;
/** A mark's site date and hour (a v1 mark not upcast has neither: its UTC ones). */
const siteMoment = (data: { date?: unknown; hour?: unknown; markedAt: string }) => ({
  date: typeof data.date === 'string' ? data.date : data.markedAt.slice(0, 10),
  hour: typeof data.hour === 'string' ? data.hour : data.markedAt.slice(11, 16),
});
const MAX_DAYS = 3 * 366;
/** an assignment announces the marks of at most this many days (a longer one reads the rest one by one) */
const PREFETCH_DAYS = 62;

/** The assignment that applies on the date: the last one whose dates hold it. */
export function assignmentOn(person: PersonAttendance, date: string) {
  for (let i = person.assignments.length - 1; i >= 0; i--) {
    const a = person.assignments[i];
    if (a && a.startDate <= date && date <= a.endDate) return a;
  }
  return null;
}

/** The documents of the helper collection the read side reads too (planned days). */
export const ATTENDANCE_INPUT_KEYS = {
  person: personKey,
  schedule: scheduleKey,
  holidays: holidaysKey,
} as const;
export type AttendanceScheduleDoc = ScheduleDoc;
export type AttendanceHolidaysDoc = HolidaysDoc;

/**
 * A day's row from its inputs. With no marks: the planned day (absent, rest, holiday, or justified)
 * that the read side shows for a date the projection did not store.
 */
export function attendanceDayOf(
  person: PersonAttendance,
  date: string,
  inputs: {
    schedule: AttendanceSchedule | null;
    holidays: HolidaysDoc | null;
    marks: readonly StoredMark[];
  },
): AttendanceDayRow {
  return computeAttendanceDay({
    personId: person.personId,
    clientId: person.clientId,
    companyId: person.companyId,
    date,
    assignment: assignmentOn(person, date),
    schedule: inputs.schedule,
    holidays: inputs.holidays?.holidays ?? [],
    // marks at any zone of the assignment's client (see computeAttendanceDay)
    marks: inputs.marks.filter((m) => m.clientId === person.clientId),
    justifications: person.justifications
      .filter((j) => j.date === date)
      .map((j) => ({ code: j.code, hours: j.hours })),
  });
}

/**
 * Stores the day when something happened on it (a mark in its window or a justification);
 * otherwise the day is the plan, which the read side computes, and a stored row goes away. So a
 * date without marks (D or D+1) nor justification has no row, unless one was just taken away.
 */
async function recompute(
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

/** A person's date. */
interface PersonDay {
  person: PersonAttendance;
  date: string;
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

async function recomputeRange(
  ctx: ProjectionContext,
  person: PersonAttendance,
  [from, to]: [string, string],
) {
  let date = from;
  for (let n = 0; date <= to && n < MAX_DAYS; n++, date = plusDays(date, 1))
    await recompute(ctx, { person, date });
}

const getPerson = (ctx: ProjectionContext, personId: string) =>
  ctx.get<PersonAttendance>(IN, personKey(personId));

/** Adds a person to a sorted list (a new array: read documents are not changed in place). */
const withPerson = (people: readonly string[], personId: string) =>
  people.includes(personId) ? [...people] : [...people, personId].sort();

/** A mark of the date came (`at`) or went (`taken`): its day, and the day before when it may be its. */
async function markChanged(
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

async function addMark(
  ctx: ProjectionContext,
  { personId, date }: { personId: string; date: string },
  mark: StoredMark,
) {
  const key = marksKey(personId, date);
  const doc = await ctx.get<MarksDoc>(IN, key);
  const marks = (doc?.marks ?? []).filter((m) => m.markId !== mark.markId);
  marks.push(mark);
  marks.sort((a, b) => (a.at === b.at ? a.markId.localeCompare(b.markId) : a.at < b.at ? -1 : 1));
  ctx.put(IN, key, { marks });
  await markChanged(ctx, { personId, date }, { at: mark.at });
}

/** Takes a mark out of its date (looked up around its UTC day); answers the mark and its date. */
async function takeMark(
  ctx: ProjectionContext,
  personId: string,
  { markId, utc }: { markId: string; utc: string },
) {
  const around = utc.slice(0, 10);
  if (!ISO_DATE.test(around)) return null;
  for (const date of [around, plusDays(around, -1), plusDays(around, 1)]) {
    const key = marksKey(personId, date);
    const doc = await ctx.get<MarksDoc>(IN, key);
    const mark = doc?.marks.find((m) => m.markId === markId);
    if (!doc || !mark) continue;
    ctx.put(IN, key, { marks: doc.marks.filter((m) => m.markId !== markId) });
    await markChanged(ctx, { personId, date }, { taken: true });
    return { mark, date };
  }
  return null;
}

const minutes = (at: string) => Date.parse(`${at}:00Z`) / 60_000;
const wall = (m: number) => new Date(m * 60_000).toISOString().slice(0, 16);

/** Each year the person's assignments cover, with the holiday's date in it. */
function holidayDates(person: PersonAttendance, day: number, month: number): string[] {
  const years = new Set<number>();
  for (const a of person.assignments)
    for (let y = Number(a.startDate.slice(0, 4)); y <= Number(a.endDate.slice(0, 4)); y++)
      years.add(y);
  const mmdd = `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return [...years].sort().map((y) => `${y}-${mmdd}`);
}

async function holidaysChanged(
  ctx: ProjectionContext,
  { countryId, holidays }: { countryId: string; holidays: HolidaysDoc['holidays'] },
  touched: Array<{ day: number; month: number }>,
) {
  const doc = await ctx.get<HolidaysDoc>(IN, holidaysKey(countryId));
  const people = doc?.people ?? [];
  ctx.put(IN, holidaysKey(countryId), { holidays, people: [...people] });
  for (const personId of people) {
    const person = await getPerson(ctx, personId);
    if (!person) continue;
    for (const t of touched)
      for (const date of holidayDates(person, t.day, t.month))
        await recompute(ctx, { person, date });
  }
}

type Admin = typeof ADMINISTRATION_EVENTS;
type Access = typeof ACCESS_EVENTS;
type Handled =
  | EventsOf<
      typeof ATTENDANCE_EVENTS,
      | 'attendance.ScheduleSaved'
      | 'attendance.PersonAssigned'
      | 'attendance.JustificationApplied'
      | 'attendance.JustificationWithdrawn'
    >
  | EventsOf<
      Admin,
      | 'catalog.CompanyRegistered'
      | 'catalog.CompanyUpdated'
      | 'catalog.CountryHolidaysRegistered'
      | 'catalog.HolidaySet'
      | 'catalog.HolidayRemoved'
    >
  | EventsOf<Access, 'access.MarkGranted' | 'access.MarkCorrected' | 'access.MarkVoided'>;

const sameDay = (a: { day: number; month: number }, b: { day: number; month: number }) =>
  a.day === b.day && a.month === b.month;

const company = ({ data }: { data: { country: string } }) => ({ countryId: data.country });

/** attendance-days.v1: the attendance day of each person and date of an assignment. */
export const attendanceDaysProjection = defineProjection({
  name: 'attendance-days.v1',
  collections: [ATTENDANCE_DAYS_COLLECTION_SPEC, ATTENDANCE_INPUTS_SPEC],
  ...handlersOf<Handled>(
    {
      'catalog.CompanyRegistered': (event, ctx) => {
        ctx.put(IN, companyKey(event.data.companyId), company(event));
      },
      'catalog.CompanyUpdated': (event, ctx) => {
        ctx.put(IN, companyKey(event.data.companyId), company(event));
      },
      'catalog.CountryHolidaysRegistered': async ({ data }, ctx) => {
        const before = await ctx.get<HolidaysDoc>(IN, holidaysKey(data.countryId));
        const now = data.holidays.map((h) => ({ day: h.day, month: h.month, name: h.name }));
        const old = before?.holidays ?? [];
        const touched = [
          ...now.filter((h) => !old.some((o) => sameDay(o, h) && o.name === h.name)),
          ...old.filter((o) => !now.some((h) => sameDay(o, h))),
        ];
        await holidaysChanged(ctx, { countryId: data.countryId, holidays: now }, touched);
      },
      'catalog.HolidaySet': async ({ data }, ctx) => {
        const before = await ctx.get<HolidaysDoc>(IN, holidaysKey(data.countryId));
        const set = { day: data.holiday.day, month: data.holiday.month, name: data.holiday.name };
        const gone = data.previous ?? set;
        const holidays = (before?.holidays ?? []).filter(
          (h) => !sameDay(h, gone) && !sameDay(h, set),
        );
        holidays.push(set);
        holidays.sort((a, b) => a.month - b.month || a.day - b.day);
        await holidaysChanged(ctx, { countryId: data.countryId, holidays }, [set, gone]);
      },
      'catalog.HolidayRemoved': async ({ data }, ctx) => {
        const before = await ctx.get<HolidaysDoc>(IN, holidaysKey(data.countryId));
        const holidays = (before?.holidays ?? []).filter((h) => !sameDay(h, data));
        await holidaysChanged(ctx, { countryId: data.countryId, holidays }, [data]);
      },
      'attendance.ScheduleSaved': async ({ data, metadata }, ctx) => {
        const key = scheduleKey(data.clientId, data.code);
        const before = await ctx.get<ScheduleDoc>(IN, key);
        const people = before?.people ?? [];
        ctx.put(IN, key, {
          kind: data.kind,
          cycleLength: data.cycleLength,
          days: data.days,
          people: [...people],
        });
        if (!before) return;
        const from = plusDays(metadata.occurredAt.slice(0, 10), -1);
        for (const personId of people) {
          const person = await getPerson(ctx, personId);
          if (!person) continue;
          for (const a of person.assignments)
            if (a.scheduleCode === data.code && a.endDate >= from)
              await recomputeRange(ctx, person, [
                a.startDate > from ? a.startDate : from,
                a.endDate,
              ]);
        }
      },
      'attendance.PersonAssigned': async ({ data }, ctx) => {
        if (!ISO_DATE.test(data.startDate) || !ISO_DATE.test(data.endDate)) return;
        const before = await getPerson(ctx, data.personId);
        const companyDoc = await ctx.get<{ countryId: string }>(IN, companyKey(data.companyId));
        const countryId = companyDoc?.countryId ?? null;
        const dayBefore = plusDays(data.startDate, -1);
        let to = data.endDate;
        const assignments: PersonAttendance['assignments'] = [];
        for (const a of before?.assignments ?? []) {
          if (a.endDate >= data.startDate && a.endDate > to) to = a.endDate;
          if (a.startDate >= data.startDate) continue;
          assignments.push(a.endDate < data.startDate ? a : { ...a, endDate: dayBefore });
        }
        assignments.push({
          assignmentId: data.assignmentId,
          payrollGroupCode: data.payrollGroupCode,
          scheduleCode: data.scheduleCode,
          startDate: data.startDate,
          endDate: data.endDate,
          regime: data.regime,
        });
        const person: PersonAttendance = {
          kind: 'person',
          personId: data.personId,
          clientId: data.clientId,
          companyId: data.companyId,
          countryId,
          assignments,
          justifications: before?.justifications ?? [],
        };
        ctx.put(IN, personKey(data.personId), person);
        const sKey = scheduleKey(data.clientId, data.scheduleCode);
        const schedule = await ctx.get<ScheduleDoc>(IN, sKey);
        if (schedule && !schedule.people.includes(data.personId))
          ctx.put(IN, sKey, { ...schedule, people: withPerson(schedule.people, data.personId) });
        if (countryId) {
          const hKey = holidaysKey(countryId);
          const h = await ctx.get<HolidaysDoc>(IN, hKey);
          if (!h?.people.includes(data.personId))
            ctx.put(IN, hKey, {
              holidays: h?.holidays ?? [],
              people: withPerson(h?.people ?? [], data.personId),
            });
        }
        await recomputeRange(ctx, person, [data.startDate, to]);
      },
      'attendance.JustificationApplied': async ({ data }, ctx) => {
        const person = await getPerson(ctx, data.personId);
        if (!person) return;
        const next: PersonAttendance = {
          ...person,
          justifications: [
            ...person.justifications.filter((j) => j.justificationId !== data.justificationId),
            {
              justificationId: data.justificationId,
              date: data.date,
              code: data.justificationCode,
              hours: data.hours,
            },
          ],
        };
        ctx.put(IN, personKey(data.personId), next);
        await recompute(ctx, { person: next, date: data.date });
      },
      'attendance.JustificationWithdrawn': async ({ data }, ctx) => {
        const person = await getPerson(ctx, data.personId);
        if (!person) return;
        const next: PersonAttendance = {
          ...person,
          justifications: person.justifications.filter(
            (j) => j.justificationId !== data.justificationId,
          ),
        };
        ctx.put(IN, personKey(data.personId), next);
        await recompute(ctx, { person: next, date: data.date }, true);
      },
      'access.MarkGranted': async ({ data }, ctx) => {
        // a v1 mark read without its upcast knew no site date and hour: its UTC ones, as the upcast
        const { date, hour } = siteMoment(data);
        if (!ISO_DATE.test(date) || !HOUR.test(hour)) return;
        await addMark(
          ctx,
          { personId: data.personId, date },
          {
            markId: data.markId,
            clientId: data.clientId,
            at: `${date}T${hour}`,
            direction: data.direction,
          },
        );
      },
      'access.MarkCorrected': async ({ data }, ctx) => {
        if (!data.granted) return;
        // the new wall-clock moment: the old one moved as much as the instant moved
        const moved = (Date.parse(data.markedAt) - Date.parse(data.previous.markedAt)) / 60_000;
        if (!Number.isFinite(moved)) return;
        const taken = await takeMark(ctx, data.personId, {
          markId: data.markId,
          utc: data.previous.markedAt,
        });
        if (!taken) return;
        const at = wall(minutes(taken.mark.at) + Math.round(moved));
        await addMark(
          ctx,
          { personId: data.personId, date: at.slice(0, 10) },
          {
            markId: data.markId,
            clientId: data.clientId,
            at,
            direction: data.direction,
          },
        );
      },
      'access.MarkVoided': async ({ data }, ctx) => {
        if (data.granted)
          await takeMark(ctx, data.personId, { markId: data.markId, utc: data.markedAt });
      },
    },
    {
      'access.MarkGranted': ({ data }) => markReads(data.personId, siteMoment(data).date),
      'attendance.PersonAssigned': ({ data }) => assignmentReads(data),
    },
  ),
});

/** What a mark reads: the person, the date's marks and the days it recomputes (D−1, D). */
function markReads(personId: string, date: string): DocKey[] {
  if (!ISO_DATE.test(date)) return [];
  const before = plusDays(date, -1);
  return [
    [IN, personKey(personId)],
    [IN, marksKey(personId, date)],
    [IN, marksKey(personId, before)],
    [IN, marksKey(personId, plusDays(date, 1))],
    [ATTENDANCE_DAYS_COLLECTION, dayId(personId, before)],
    [ATTENDANCE_DAYS_COLLECTION, dayId(personId, date)],
  ];
}

/** What an assignment reads: the person, its company, and the marks of its days (one getMany). */
function assignmentReads(data: {
  personId: string;
  companyId: string;
  startDate: string;
  endDate: string;
}): DocKey[] {
  if (!ISO_DATE.test(data.startDate) || !ISO_DATE.test(data.endDate)) return [];
  const keys: DocKey[] = [
    [IN, personKey(data.personId)],
    [IN, companyKey(data.companyId)],
  ];
  let date = data.startDate;
  const last = plusDays(data.endDate, 1);
  for (let n = 0; date <= last && n < PREFETCH_DAYS; n++, date = plusDays(date, 1))
    keys.push([IN, marksKey(data.personId, date)]);
  return keys;
}
