import { Injectable } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type {
  AttendanceAssignment,
  AttendanceCompanyRow,
  AttendanceScheduleRow,
  CompanyAttendanceDoc,
  CompanyRow,
  JustificationTypeRow,
  PersonAttendanceDoc,
  PersonRow,
} from '@faena/contracts';
import { Clock, ReadStore, SiteCalendar } from '@faena/core';
import type { AuthUser } from '../../platform/auth/auth-user';
import { ReadWaiter } from '../../platform/storage/read-waiter';
import { PeopleScope } from '../../administration/queries/people-scope/people-scope';
import {
  ATTENDANCE_COMPANIES_COLLECTION,
  ATTENDANCE_PEOPLE_COLLECTION,
  ATTENDANCE_SCHEDULES_COLLECTION,
  COMPANIES_COLLECTION,
  JUSTIFICATION_TYPES_COLLECTION,
  PEOPLE_COLLECTION,
} from '../attendance.read-models';
import {
  ListAttendanceCompaniesQuery,
  ListAttendancePeopleQuery,
  ListAttendanceSchedulesQuery,
  ListJustificationTypesQuery,
} from './attendance.queries';

type Doc<T> = T & { [k: string]: unknown };
const MAX_ROWS = 2000;
/** the people of the controlled companies read at most (a client's attendance population) */
const MAX_PEOPLE = 20_000;
const byCode = (a: { code: string }, b: { code: string }) => a.code.localeCompare(b.code);

@QueryHandler(ListAttendanceSchedulesQuery)
export class ListAttendanceSchedulesHandler implements IQueryHandler<ListAttendanceSchedulesQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({ user, afterPosition }: ListAttendanceSchedulesQuery) {
    await this.waiter.waitFor(afterPosition);
    const rows = await this.readStore.find<Doc<AttendanceScheduleRow>>(
      ATTENDANCE_SCHEDULES_COLLECTION,
      { clientId: user.cid },
      MAX_ROWS,
    );
    return rows.sort(byCode);
  }
}

@QueryHandler(ListJustificationTypesQuery)
export class ListJustificationTypesHandler implements IQueryHandler<ListJustificationTypesQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({ user, afterPosition }: ListJustificationTypesQuery) {
    await this.waiter.waitFor(afterPosition);
    const rows = await this.readStore.find<Doc<JustificationTypeRow>>(
      JUSTIFICATION_TYPES_COLLECTION,
      { clientId: user.cid },
      MAX_ROWS,
    );
    return rows.sort(byCode);
  }
}

/**
 * The companies with control attendance that the caller reaches (the people rule: a company
 * serving its client, a contractor its own), with their configuration.
 */
@Injectable()
export class AttendanceCompanies {
  constructor(
    private readonly readStore: ReadStore,
    private readonly people: PeopleScope,
  ) {}

  async of(user: AuthUser): Promise<AttendanceCompanyRow[]> {
    const all = await this.readStore.find<Doc<CompanyRow>>(
      COMPANIES_COLLECTION,
      { controlAttendance: true },
      MAX_ROWS,
    );
    const reached: CompanyRow[] = [];
    for (const c of all) if (await this.people.reaches(user, c.companyId)) reached.push(c);
    const configs = await this.readStore.getMany<Doc<CompanyAttendanceDoc>>(
      ATTENDANCE_COMPANIES_COLLECTION,
      reached.map((c) => c.companyId),
    );
    return reached
      .map((c) => {
        const config = configs.get(c.companyId);
        const payrollGroups = config?.payrollGroups ?? [];
        const specialConditions = config?.specialConditions ?? [];
        return {
          companyId: c.companyId,
          name: c.name,
          documentType: c.documentType,
          documentNumber: c.documentNumber,
          payrollGroups,
          specialConditions,
          configured: payrollGroups.length > 0 && specialConditions.length > 0,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name));
  }
}

@QueryHandler(ListAttendanceCompaniesQuery)
export class ListAttendanceCompaniesHandler implements IQueryHandler<ListAttendanceCompaniesQuery> {
  constructor(
    private readonly companies: AttendanceCompanies,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({ user, afterPosition }: ListAttendanceCompaniesQuery) {
    await this.waiter.waitFor(afterPosition);
    return this.companies.of(user);
  }
}

/**
 * The people of the companies that control attendance (filtered by company and by name or
 * document), by name, with their assignments at the caller's client: the current one is the one
 * whose dates hold the site's today, else the latest.
 */
@QueryHandler(ListAttendancePeopleQuery)
export class ListAttendancePeopleHandler implements IQueryHandler<ListAttendancePeopleQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
    private readonly companies: AttendanceCompanies,
    private readonly clock: Clock,
    private readonly site: SiteCalendar,
  ) {}

  async execute({ user, query, afterPosition }: ListAttendancePeopleQuery) {
    await this.waiter.waitFor(afterPosition);
    const today = this.site.dateOf(this.clock.now());
    const companies = (await this.companies.of(user)).filter(
      (c) => !query.companyId || c.companyId === query.companyId,
    );
    const configured = new Map(companies.map((c) => [c.companyId, c.configured]));
    const people: PersonRow[] = [];
    for (const c of companies)
      people.push(
        ...(await this.readStore.find<Doc<PersonRow>>(
          PEOPLE_COLLECTION,
          { companyId: c.companyId },
          MAX_PEOPLE,
        )),
      );
    const text = query.text?.toLocaleLowerCase() ?? '';
    const matching = people
      .filter(
        (p) =>
          p.state !== 'terminated' &&
          (text === '' || `${p.fullName} ${p.documentNumber}`.toLocaleLowerCase().includes(text)),
      )
      .sort((a, b) => a.fullName.localeCompare(b.fullName));
    const page = matching.slice(query.skip, query.skip + query.take);
    const docs = await this.readStore.getMany<Doc<PersonAttendanceDoc>>(
      ATTENDANCE_PEOPLE_COLLECTION,
      page.map((p) => `${p.personId}-${user.cid}`),
    );
    return {
      totalCount: matching.length,
      data: page.map((p) => {
        const doc = docs.get(`${p.personId}-${user.cid}`);
        const assignments = doc?.assignments ?? [];
        return {
          personId: p.personId,
          fullName: p.fullName,
          documentType: p.documentType,
          documentNumber: p.documentNumber,
          companyId: p.companyId,
          companyName: p.companyName,
          companyConfigured: configured.get(p.companyId) ?? false,
          current: currentOf(assignments, today),
          assignments,
          justifications: doc?.justifications ?? [],
        };
      }),
    };
  }
}

/** The assignment in force on a date (the latest started one), else the latest one. */
export function currentOf(
  assignments: readonly AttendanceAssignment[],
  today: string,
): AttendanceAssignment | null {
  const started = assignments.filter((a) => a.startDate <= today && today <= a.endDate);
  return started.at(-1) ?? assignments.at(-1) ?? null;
}
