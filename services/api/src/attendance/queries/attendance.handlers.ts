import { Injectable } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type {
  AttendanceCompanyRow,
  AttendanceScheduleRow,
  CompanyAttendanceDoc,
  CompanyRow,
  JustificationTypeRow,
} from '@faena/contracts';
import { ReadStore } from '@faena/core';
import type { AuthUser } from '../../platform/auth/auth-user';
import { ReadWaiter } from '../../platform/storage/read-waiter';
import { PeopleScope } from '../../administration/queries/people-scope/people-scope';
import {
  ATTENDANCE_COMPANIES_COLLECTION,
  ATTENDANCE_SCHEDULES_COLLECTION,
  COMPANIES_COLLECTION,
  JUSTIFICATION_TYPES_COLLECTION,
} from '../attendance.read-models';
import {
  ListAttendanceCompaniesQuery,
  ListAttendanceSchedulesQuery,
  ListJustificationTypesQuery,
} from './attendance.queries';

type Doc<T> = T & { [k: string]: unknown };
const MAX_ROWS = 2000;
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
