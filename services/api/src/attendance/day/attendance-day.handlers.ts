import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  ATTENDANCE_DAY_TYPES,
  DomainError,
  type AttendanceDayRow,
  type AttendanceDayType,
  type AttendanceMonthAnswer,
  type AttendanceOptionsAnswer,
} from '@faena/contracts';
import { Clock, ReadStore, SiteCalendar } from '@faena/core';
import {
  ATTENDANCE_DAYS_COLLECTION,
  ATTENDANCE_INPUTS_COLLECTION,
  type AttendanceDayDoc,
  type PersonAttendance,
} from '@faena/projections';
import { ReadWaiter } from '../../platform/storage/read-waiter';
import { PEOPLE_COLLECTION } from '../../administration/administration.read-models';
import {
  datesOf,
  daysOfMonth,
  inputsOf,
  MAX_PEOPLE,
  overtime,
  peopleByIds,
  type PersonDoc,
} from './attendance-days';
import { AttendanceMonthQuery, AttendanceOptionsQuery } from './attendance-day.queries';

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
    return optionsOf(assigned, people);
  }
}

type PayrollGroupOption = AttendanceOptionsAnswer['payrollGroups'][number];

/** The assigned people by name, and their companies' payroll groups by company and code. */
function optionsOf(
  assigned: PersonAttendance[],
  people: ReadonlyMap<string, PersonDoc>,
): AttendanceOptionsAnswer {
  const groups = new Map<string, PayrollGroupOption>();
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
    payrollGroups: [...groups.values()].sort(byCompanyAndCode),
  };
}

const byCompanyAndCode = (a: PayrollGroupOption, b: PayrollGroupOption) =>
  a.companyName.localeCompare(b.companyName) ||
  a.payrollGroupCode.localeCompare(b.payrollGroupCode);

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
    const assigned = await this.assignedOf(user.cid, params.personId);
    const today = this.site.dateOf(this.clock.now());
    const [docs, person] = await Promise.all([
      this.readStore.find<AttendanceDayDoc>(
        ATTENDANCE_DAYS_COLLECTION,
        { personId: params.personId, month: params.month },
        40,
      ),
      this.readStore.get<PersonDoc>(PEOPLE_COLLECTION, params.personId),
    ]);
    const inputs = await inputsOf(this.readStore, [assigned]);
    const stored = new Map(docs.map((d) => [d.date, d]));
    const days = daysOfMonth(assigned, { inputs, stored, dates: datesOf(params.month, today) });
    return {
      personId: params.personId,
      fullName: person?.fullName ?? params.personId,
      documentNumber: person?.documentNumber ?? '',
      companyName: person?.companyName ?? '',
      month: params.month,
      days,
      totals: totalsOf(days),
    };
  }

  /** The person's attendance inputs; another client's person (or one without attendance) is not found. */
  private async assignedOf(clientId: string, personId: string): Promise<PersonAttendance> {
    const assigned = await this.readStore.get<PersonAttendance>(
      ATTENDANCE_INPUTS_COLLECTION,
      `person:${personId}`,
    );
    if (!assigned || assigned.clientId !== clientId)
      throw new DomainError('catalog.personNotFound');
    return assigned;
  }
}

/** The month's minutes summed, and its days counted by type. */
function totalsOf(days: AttendanceDayRow[]): AttendanceMonthAnswer['totals'] {
  const types = Object.fromEntries(ATTENDANCE_DAY_TYPES.map((t) => [t, 0])) as Record<
    AttendanceDayType,
    number
  >;
  const sum = (f: (r: AttendanceDayRow) => number) => days.reduce((n, r) => n + f(r), 0);
  for (const d of days) types[d.type] += 1;
  return {
    workedMinutes: sum((r) => r.workedMinutes),
    lateMinutes: sum((r) => r.lateMinutes),
    earlyLeaveMinutes: sum((r) => r.earlyLeaveMinutes),
    overtimeMinutes: sum(overtime),
    overtimeBeforeMinutes: sum((r) => r.overtimeBeforeMinutes),
    overtimeAfterMinutes: sum((r) => r.overtimeAfterMinutes),
    justifiedMinutes: sum((r) => r.justifiedMinutes),
    types,
  };
}
