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
  ATTENDANCE_INPUTS_COLLECTION,
  plusDays,
  type AttendanceDayDoc,
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
    const days = docs
      .filter((d) => d.date <= today)
      .map(rowOf)
      .sort((a, b) => a.date.localeCompare(b.date));
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
    const docs = await this.readStore.find<AttendanceDayDoc>(
      ATTENDANCE_DAYS_COLLECTION,
      {
        clientId: user.cid,
        companyId: params.companyId,
        payrollGroupCode: params.payrollGroupCode,
        month: params.month,
      },
      MAX_PAYROLL_DAYS,
    );
    const days = docs.filter((d) => d.date <= today);
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
