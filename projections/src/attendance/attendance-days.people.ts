import type { DocKey, ProjectionContext } from '../runner/projection';
import { plusDays } from './compute-attendance-day';
import {
  IN,
  ISO_DATE,
  companyKey,
  getPerson,
  holidaysKey,
  marksKey,
  personKey,
  scheduleKey,
  withPerson,
  type DataOf,
  type HolidaysDoc,
  type On,
  type PersonAttendance,
  type ScheduleDoc,
} from './attendance-days.inputs';
import { recompute, recomputeRange } from './attendance-days.recompute';

/** an assignment announces the marks of at most this many days (a longer one reads the rest one by one) */
const PREFETCH_DAYS = 62;

type Assigned = DataOf<'attendance.PersonAssigned'>;

/** The days of the person's assignments on the schedule from `from` on, computed again. */
async function rescheduled(
  ctx: ProjectionContext,
  person: PersonAttendance,
  { code, from }: { code: string; from: string },
) {
  for (const a of person.assignments)
    if (a.scheduleCode === code && a.endDate >= from)
      await recomputeRange(ctx, person, [a.startDate > from ? a.startDate : from, a.endDate]);
}

export const scheduleSaved: On<'attendance.ScheduleSaved'> = async ({ data, metadata }, ctx) => {
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
    if (person) await rescheduled(ctx, person, { code: data.code, from });
  }
};

/**
 * The person's assignments with the new one (a later one ends the earlier the day before its
 * start; one starting on or after it goes), and the last day whose row may change.
 */
function reassigned(before: PersonAttendance | null, data: Assigned) {
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
  return { assignments, to };
}

/** The person's schedule knows the person (its edits recompute the person's days). */
async function joinSchedule(ctx: ProjectionContext, data: Assigned) {
  const sKey = scheduleKey(data.clientId, data.scheduleCode);
  const schedule = await ctx.get<ScheduleDoc>(IN, sKey);
  if (schedule && !schedule.people.includes(data.personId))
    ctx.put(IN, sKey, { ...schedule, people: withPerson(schedule.people, data.personId) });
}

/** The country's holidays know the person (their changes recompute the person's days). */
async function joinHolidays(ctx: ProjectionContext, countryId: string, personId: string) {
  const hKey = holidaysKey(countryId);
  const h = await ctx.get<HolidaysDoc>(IN, hKey);
  if (!h?.people.includes(personId))
    ctx.put(IN, hKey, {
      holidays: h?.holidays ?? [],
      people: withPerson(h?.people ?? [], personId),
    });
}

export const personAssigned: On<'attendance.PersonAssigned'> = async ({ data }, ctx) => {
  if (!ISO_DATE.test(data.startDate) || !ISO_DATE.test(data.endDate)) return;
  const before = await getPerson(ctx, data.personId);
  const companyDoc = await ctx.get<{ countryId: string }>(IN, companyKey(data.companyId));
  const countryId = companyDoc?.countryId ?? null;
  const { assignments, to } = reassigned(before, data);
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
  await joinSchedule(ctx, data);
  if (countryId) await joinHolidays(ctx, countryId, data.personId);
  await recomputeRange(ctx, person, [data.startDate, to]);
};

export const justificationApplied: On<'attendance.JustificationApplied'> = async (
  { data },
  ctx,
) => {
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
};

export const justificationWithdrawn: On<'attendance.JustificationWithdrawn'> = async (
  { data },
  ctx,
) => {
  const person = await getPerson(ctx, data.personId);
  if (!person) return;
  const next: PersonAttendance = {
    ...person,
    justifications: person.justifications.filter((j) => j.justificationId !== data.justificationId),
  };
  ctx.put(IN, personKey(data.personId), next);
  await recompute(ctx, { person: next, date: data.date }, true);
};

/** What an assignment reads: the person, its company, and the marks of its days (one getMany). */
export function assignmentReads(data: {
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
