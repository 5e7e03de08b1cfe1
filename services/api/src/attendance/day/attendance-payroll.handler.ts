import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  ATTENDANCE_DAY_TYPES,
  type AttendanceDayRow,
  type AttendanceDayType,
  type AttendancePayrollAnswer,
  type AttendancePayrollRow,
} from '@faena/contracts';
import { Clock, ReadStore, SiteCalendar } from '@faena/core';
import {
  ATTENDANCE_DAYS_COLLECTION,
  ATTENDANCE_INPUTS_COLLECTION,
  type AttendanceDayDoc,
  type PersonAttendance,
} from '@faena/projections';
import { ReadWaiter } from '../../platform/storage/read-waiter';
import {
  datesOf,
  daysOfMonth,
  inputsOf,
  MAX_PEOPLE,
  overtime,
  peopleByIds,
  weekOf,
  type PersonDoc,
} from './attendance-days';
import { AttendancePayrollQuery } from './attendance-day.queries';

/** a payroll group's month: people × days */
const MAX_PAYROLL_DAYS = 400_000;

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
    const [docs, assigned] = await this.load(user.cid, params);
    const members = membersOf(assigned, params);
    const inputs = await inputsOf(this.readStore, members);
    const month = { inputs, dates: datesOf(params.month, today) };
    const stored = storedByPerson(docs);
    const days = members
      .flatMap((p) => daysOfMonth(p, { ...month, stored: stored.get(p.personId) ?? new Map() }))
      .filter(
        (d) => d.companyId === params.companyId && d.payrollGroupCode === params.payrollGroupCode,
      );
    const people = await peopleByIds(this.readStore, [...new Set(days.map((d) => d.personId))]);
    const company = [...people.values()].find((p) => p.companyId === params.companyId);
    return {
      companyId: params.companyId,
      companyName: company?.companyName ?? '',
      payrollGroupCode: params.payrollGroupCode,
      month: params.month,
      rows: withNames(payrollRows(days), people),
      weeks: weekTotals(days),
    };
  }

  /** The group's stored days of the month, and the client's people with attendance. */
  private load(clientId: string, params: PayrollParams) {
    return Promise.all([
      this.readStore.find<AttendanceDayDoc>(
        ATTENDANCE_DAYS_COLLECTION,
        {
          clientId,
          companyId: params.companyId,
          payrollGroupCode: params.payrollGroupCode,
          month: params.month,
        },
        MAX_PAYROLL_DAYS,
      ),
      this.readStore.find<PersonAttendance>(
        ATTENDANCE_INPUTS_COLLECTION,
        { kind: 'person', clientId },
        MAX_PEOPLE,
      ),
    ]);
  }
}

type PayrollParams = AttendancePayrollQuery['params'];

/** The group's people: an assignment of the company and group that overlaps the month. */
const membersOf = (assigned: PersonAttendance[], params: PayrollParams) =>
  assigned.filter(
    (p) =>
      p.companyId === params.companyId &&
      p.assignments.some(
        (a) =>
          a.payrollGroupCode === params.payrollGroupCode &&
          a.startDate.slice(0, 7) <= params.month &&
          a.endDate.slice(0, 7) >= params.month,
      ),
  );

/** The stored days by person, then by date. */
function storedByPerson(docs: AttendanceDayDoc[]) {
  const stored = new Map<string, Map<string, AttendanceDayDoc>>();
  for (const d of docs) {
    const own = stored.get(d.personId) ?? new Map<string, AttendanceDayDoc>();
    own.set(d.date, d);
    stored.set(d.personId, own);
  }
  return stored;
}

/** One row per person and day type: days and minutes summed (names filled in by withNames). */
function payrollRows(days: AttendanceDayRow[]): AttendancePayrollRow[] {
  const byKey = new Map<string, AttendancePayrollRow>();
  for (const d of days) {
    const key = `${d.personId}|${d.type}`;
    const row = byKey.get(key) ?? emptyRow(d);
    row.days += 1;
    row.workedMinutes += d.workedMinutes;
    row.lateMinutes += d.lateMinutes;
    row.earlyLeaveMinutes += d.earlyLeaveMinutes;
    row.overtimeMinutes += overtime(d);
    byKey.set(key, row);
  }
  return [...byKey.values()];
}

const emptyRow = (d: AttendanceDayRow): AttendancePayrollRow => ({
  personId: d.personId,
  fullName: d.personId,
  documentNumber: '',
  type: d.type,
  days: 0,
  workedMinutes: 0,
  lateMinutes: 0,
  earlyLeaveMinutes: 0,
  overtimeMinutes: 0,
});

/** The rows with the people's names and documents, by name and then by day type. */
function withNames(rows: AttendancePayrollRow[], people: ReadonlyMap<string, PersonDoc>) {
  const order = (t: AttendanceDayType) => ATTENDANCE_DAY_TYPES.indexOf(t);
  return rows
    .map((r) => {
      const p = people.get(r.personId);
      return { ...r, fullName: p?.fullName ?? r.personId, documentNumber: p?.documentNumber ?? '' };
    })
    .sort((a, b) => a.fullName.localeCompare(b.fullName) || order(a.type) - order(b.type));
}

/** Each ISO week's absences and overtime, in date order. */
function weekTotals(days: AttendanceDayRow[]) {
  const weeks = new Map<string, { week: string; absences: number; overtimeMinutes: number }>();
  for (const d of days) {
    const week = weekOf(d.date);
    const w = weeks.get(week) ?? { week, absences: 0, overtimeMinutes: 0 };
    if (d.type === 'A') w.absences += 1;
    w.overtimeMinutes += overtime(d);
    weeks.set(week, w);
  }
  return [...weeks.values()].sort((a, b) => a.week.localeCompare(b.week));
}
