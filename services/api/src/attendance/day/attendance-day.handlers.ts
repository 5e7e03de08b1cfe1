import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  ATTENDANCE_DAY_TYPES,
  DomainError,
  type AttendanceDayRow,
  type AttendanceDayType,
  type AttendanceMonthAnswer,
  type AttendanceOptionsAnswer,
  type AttendancePayrollAnswer,
  type AttendancePayrollRow,
  type PersonRow,
} from '@faena/contracts';
import { Clock, ReadStore, SiteCalendar } from '@faena/core';
import {
  ATTENDANCE_DAYS_COLLECTION,
  ATTENDANCE_INPUT_KEYS,
  ATTENDANCE_INPUTS_COLLECTION,
  attendanceDayOf,
  plusDays,
  type AttendanceDayDoc,
  type AttendanceHolidaysDoc,
  type AttendanceScheduleDoc,
  type PersonAttendance,
} from '@faena/projections';
import { ReadWaiter } from '../../platform/storage/read-waiter';
import { PEOPLE_COLLECTION } from '../../administration/administration.read-models';
import {
  AttendanceMonthQuery,
  AttendanceOptionsQuery,
  AttendancePayrollQuery,
} from './attendance-day.queries';

type PersonDoc = PersonRow & Record<string, unknown>;
const MAX_PEOPLE = 20_000;
/** a payroll group's month: people × days */
const MAX_PAYROLL_DAYS = 400_000;

/** The row without the stored month. */
const rowOf = ({ month: _month, ...row }: AttendanceDayDoc): AttendanceDayRow => row;
const overtime = (r: AttendanceDayRow) => r.overtimeBeforeMinutes + r.overtimeAfterMinutes;
const weekOf = (date: string) => {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return plusDays(date, -weekday);
};

/** The dates of a month up to today (none when the month has not begun). */
function datesOf(month: string, today: string): string[] {
  const dates: string[] = [];
  for (let d = `${month}-01`; d.startsWith(month) && d <= today; d = plusDays(d, 1)) dates.push(d);
  return dates;
}

type Inputs = Map<string, Record<string, unknown>>;

/** The schedules and holidays the people's planned days read, in one getMany. */
async function inputsOf(store: ReadStore, people: readonly PersonAttendance[]): Promise<Inputs> {
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
function daysOfMonth(
  person: PersonAttendance,
  inputs: Inputs,
  stored: ReadonlyMap<string, AttendanceDayDoc>,
  dates: readonly string[],
): AttendanceDayRow[] {
  const holidays = person.countryId
    ? ((inputs.get(ATTENDANCE_INPUT_KEYS.holidays(person.countryId)) ??
        null) as AttendanceHolidaysDoc | null)
    : null;
  const days: AttendanceDayRow[] = [];
  for (const date of dates) {
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

async function peopleByIds(store: ReadStore, ids: string[]) {
  return ids.length
    ? store.getMany<PersonDoc>(PEOPLE_COLLECTION, ids)
    : new Map<string, PersonDoc>();
}

@QueryHandler(AttendanceOptionsQuery)
export class AttendanceOptionsHandler implements IQueryHandler<AttendanceOptionsQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({ user, afterPosition }: AttendanceOptionsQuery): Promise<AttendanceOptionsAnswer> {
    await this.waiter.waitFor(afterPosition);
    const assigned = await this.readStore.find<PersonAttendance>(
      ATTENDANCE_INPUTS_COLLECTION,
      { kind: 'person', clientId: user.cid },
      MAX_PEOPLE,
    );
    const people = await peopleByIds(
      this.readStore,
      assigned.map((a) => a.personId),
    );
    const groups = new Map<string, AttendanceOptionsAnswer['payrollGroups'][number]>();
    const rows = assigned.map((a) => {
      const p = people.get(a.personId);
      const companyName = p?.companyName ?? '';
      for (const s of a.assignments)
        groups.set(`${a.companyId}|${s.payrollGroupCode}`, {
          companyId: a.companyId,
          companyName,
          payrollGroupCode: s.payrollGroupCode,
        });
      return {
        personId: a.personId,
        fullName: p?.fullName ?? a.personId,
        documentNumber: p?.documentNumber ?? '',
        companyId: a.companyId,
        companyName,
      };
    });
    return {
      people: rows.sort((a, b) => a.fullName.localeCompare(b.fullName)),
      payrollGroups: [...groups.values()].sort(
        (a, b) =>
          a.companyName.localeCompare(b.companyName) ||
          a.payrollGroupCode.localeCompare(b.payrollGroupCode),
      ),
    };
  }
}

@QueryHandler(AttendanceMonthQuery)
export class AttendanceMonthHandler implements IQueryHandler<AttendanceMonthQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
    private readonly clock: Clock,
    private readonly site: SiteCalendar,
  ) {}

  async execute({
    user,
    params,
    afterPosition,
  }: AttendanceMonthQuery): Promise<AttendanceMonthAnswer> {
    await this.waiter.waitFor(afterPosition);
    const assigned = await this.readStore.get<PersonAttendance>(
      ATTENDANCE_INPUTS_COLLECTION,
      `person:${params.personId}`,
    );
    // another client's person (or one without attendance) is not found
    if (!assigned || assigned.clientId !== user.cid)
      throw new DomainError('catalog.personNotFound');
    const today = this.site.dateOf(this.clock.now());
    const [docs, person] = await Promise.all([
      this.readStore.find<AttendanceDayDoc>(
        ATTENDANCE_DAYS_COLLECTION,
        { personId: params.personId, month: params.month },
        40,
      ),
      this.readStore.get<PersonDoc>(PEOPLE_COLLECTION, params.personId),
    ]);
    const days = daysOfMonth(
      assigned,
      await inputsOf(this.readStore, [assigned]),
      new Map(docs.map((d) => [d.date, d])),
      datesOf(params.month, today),
    );
    const types = Object.fromEntries(ATTENDANCE_DAY_TYPES.map((t) => [t, 0])) as Record<
      AttendanceDayType,
      number
    >;
    const sum = (f: (r: AttendanceDayRow) => number) => days.reduce((n, r) => n + f(r), 0);
    for (const d of days) types[d.type] += 1;
    return {
      personId: params.personId,
      fullName: person?.fullName ?? params.personId,
      documentNumber: person?.documentNumber ?? '',
      companyName: person?.companyName ?? '',
      month: params.month,
      days,
      totals: {
        workedMinutes: sum((r) => r.workedMinutes),
        lateMinutes: sum((r) => r.lateMinutes),
        earlyLeaveMinutes: sum((r) => r.earlyLeaveMinutes),
        overtimeMinutes: sum(overtime),
        overtimeBeforeMinutes: sum((r) => r.overtimeBeforeMinutes),
        overtimeAfterMinutes: sum((r) => r.overtimeAfterMinutes),
        justifiedMinutes: sum((r) => r.justifiedMinutes),
        types,
      },
    };
  }
}

@QueryHandler(AttendancePayrollQuery)
export class AttendancePayrollHandler implements IQueryHandler<AttendancePayrollQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
    private readonly clock: Clock,
    private readonly site: SiteCalendar,
  ) {}

  async execute({
    user,
    params,
    afterPosition,
  }: AttendancePayrollQuery): Promise<AttendancePayrollAnswer> {
    await this.waiter.waitFor(afterPosition);
    const today = this.site.dateOf(this.clock.now());
    const [docs, assigned] = await Promise.all([
      this.readStore.find<AttendanceDayDoc>(
        ATTENDANCE_DAYS_COLLECTION,
        {
          clientId: user.cid,
          companyId: params.companyId,
          payrollGroupCode: params.payrollGroupCode,
          month: params.month,
        },
        MAX_PAYROLL_DAYS,
      ),
      this.readStore.find<PersonAttendance>(
        ATTENDANCE_INPUTS_COLLECTION,
        { kind: 'person', clientId: user.cid },
        MAX_PEOPLE,
      ),
    ]);
    // the group's people: an assignment of the company and group that overlaps the month
    const members = assigned.filter(
      (p) =>
        p.companyId === params.companyId &&
        p.assignments.some(
          (a) =>
            a.payrollGroupCode === params.payrollGroupCode &&
            a.startDate.slice(0, 7) <= params.month &&
            a.endDate.slice(0, 7) >= params.month,
        ),
    );
    const stored = new Map<string, Map<string, AttendanceDayDoc>>();
    for (const d of docs) {
      const own = stored.get(d.personId) ?? new Map<string, AttendanceDayDoc>();
      own.set(d.date, d);
      stored.set(d.personId, own);
    }
    const inputs = await inputsOf(this.readStore, members);
    const dates = datesOf(params.month, today);
    const days = members
      .flatMap((p) => daysOfMonth(p, inputs, stored.get(p.personId) ?? new Map(), dates))
      .filter(
        (d) => d.companyId === params.companyId && d.payrollGroupCode === params.payrollGroupCode,
      );
    const byKey = new Map<string, AttendancePayrollRow>();
    const weeks = new Map<string, { week: string; absences: number; overtimeMinutes: number }>();
    for (const d of days) {
      const key = `${d.personId}|${d.type}`;
      const row = byKey.get(key) ?? {
        personId: d.personId,
        fullName: d.personId,
        documentNumber: '',
        type: d.type,
        days: 0,
        workedMinutes: 0,
        lateMinutes: 0,
        earlyLeaveMinutes: 0,
        overtimeMinutes: 0,
      };
      row.days += 1;
      row.workedMinutes += d.workedMinutes;
      row.lateMinutes += d.lateMinutes;
      row.earlyLeaveMinutes += d.earlyLeaveMinutes;
      row.overtimeMinutes += overtime(d);
      byKey.set(key, row);
      const week = weekOf(d.date);
      const w = weeks.get(week) ?? { week, absences: 0, overtimeMinutes: 0 };
      if (d.type === 'A') w.absences += 1;
      w.overtimeMinutes += overtime(d);
      weeks.set(week, w);
    }
    const people = await peopleByIds(this.readStore, [...new Set(days.map((d) => d.personId))]);
    const order = (t: AttendanceDayType) => ATTENDANCE_DAY_TYPES.indexOf(t);
    const rows = [...byKey.values()]
      .map((r) => {
        const p = people.get(r.personId);
        return {
          ...r,
          fullName: p?.fullName ?? r.personId,
          documentNumber: p?.documentNumber ?? '',
        };
      })
      .sort((a, b) => a.fullName.localeCompare(b.fullName) || order(a.type) - order(b.type));
    const company = [...people.values()].find((p) => p.companyId === params.companyId);
    return {
      companyId: params.companyId,
      companyName: company?.companyName ?? '',
      payrollGroupCode: params.payrollGroupCode,
      month: params.month,
      rows,
      weeks: [...weeks.values()].sort((a, b) => a.week.localeCompare(b.week)),
    };
  }
}
