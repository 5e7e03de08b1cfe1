import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AttendanceAssignment, PersonAttendanceDoc, PersonRow } from '@faena/contracts';
import { Clock, ReadStore, SiteCalendar } from '@faena/core';
import { ReadWaiter } from '../../platform/storage/read-waiter';
import { ATTENDANCE_PEOPLE_COLLECTION, PEOPLE_COLLECTION } from '../attendance.read-models';
import { AttendanceCompanies } from './attendance.handlers';
import { ListAttendancePeopleQuery } from './attendance.queries';

type Doc<T> = T & { [k: string]: unknown };
/** the people of the controlled companies read at most (a client's attendance population) */
const MAX_PEOPLE = 20_000;

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
    const matching = matchingPeople(await this.peopleOf(companies), query.text);
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
          ...personFields(p),
          companyConfigured: configured.get(p.companyId) ?? false,
          current: currentOf(assignments, today),
          assignments,
          justifications: doc?.justifications ?? [],
        };
      }),
    };
  }

  /** The people of the companies, company by company. */
  private async peopleOf(companies: ReadonlyArray<{ companyId: string }>): Promise<PersonRow[]> {
    const people: PersonRow[] = [];
    for (const c of companies)
      people.push(
        ...(await this.readStore.find<Doc<PersonRow>>(
          PEOPLE_COLLECTION,
          { companyId: c.companyId },
          MAX_PEOPLE,
        )),
      );
    return people;
  }
}

/** The people not terminated whose name or document holds the text, by name. */
const matchingPeople = (people: PersonRow[], text: string | undefined) => {
  const needle = text?.toLocaleLowerCase() ?? '';
  return people
    .filter(
      (p) =>
        p.state !== 'terminated' &&
        (needle === '' || `${p.fullName} ${p.documentNumber}`.toLocaleLowerCase().includes(needle)),
    )
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
};

const personFields = (p: PersonRow) => ({
  personId: p.personId,
  fullName: p.fullName,
  documentType: p.documentType,
  documentNumber: p.documentNumber,
  companyId: p.companyId,
  companyName: p.companyName,
});

/** The assignment in force on a date (the latest started one), else the latest one. */
export function currentOf(
  assignments: readonly AttendanceAssignment[],
  today: string,
): AttendanceAssignment | null {
  const started = assignments.filter((a) => a.startDate <= today && today <= a.endDate);
  return started.at(-1) ?? assignments.at(-1) ?? null;
}
