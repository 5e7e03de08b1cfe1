import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { GridPage, PersonStatusRow } from '@faena/contracts';
import { Clock, EventStore, ReadStore, SiteCalendar } from '@faena/core';
import { ZONE_PRESENCE_COLLECTION } from '../../../access/access.read-models';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { CommandRunner, StreamReader } from '../../../platform/commands/command-runner';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import { loadPersonRequirements } from '../../../requirements/compliance.reader';
import { REQUESTS_COLLECTION, type RequestDoc } from '../../accreditation.read-models';
import { personStatus } from './person-status';
import { PeopleStatusQuery } from './people-status.query';

const MAX_PEOPLE = 10_000;
type Params = PeopleStatusQuery['params'];

/** Each person's latest approved request (the latest end date) in the caller's scope. */
function latestPerPerson(rows: RequestDoc[]): RequestDoc[] {
  const byPerson = new Map<string, RequestDoc>();
  for (const row of rows) {
    const seen = byPerson.get(row.personId);
    if (!seen || seen.endDate < row.endDate) byPerson.set(row.personId, row);
  }
  return [...byPerson.values()];
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function matches(row: RequestDoc, params: Params): boolean {
  if (params.contractId && row.contractId !== params.contractId) return false;
  if (params.companyId && row.companyId !== params.companyId) return false;
  if (!params.text) return true;
  const text = fold(params.text);
  return [row.personName, row.documentNumber, row.personId].some((f) => fold(f).includes(text));
}

/**
 * Folds each person's requirement streams as the door does (the command runner's cache keeps them
 * warm), then filters by status and pages, sorted by name.
 */
@QueryHandler(PeopleStatusQuery)
export class PeopleStatusHandler implements IQueryHandler<PeopleStatusQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
    private readonly store: EventStore,
    private readonly runner: CommandRunner,
    private readonly clock: Clock,
    private readonly calendar: SiteCalendar,
  ) {}

  async execute({
    user,
    params,
    afterPosition,
  }: PeopleStatusQuery): Promise<GridPage<PersonStatusRow>> {
    await this.waiter.waitFor(afterPosition);
    const approved = await this.readStore.find<RequestDoc>(
      REQUESTS_COLLECTION,
      scopeOf(user),
      MAX_PEOPLE,
    );
    const people = latestPerPerson(approved).filter((r) => matches(r, params));
    const rows = await this.statusRows(people);
    const wanted = rows
      .filter((r) => !params.status || r.status === params.status)
      .sort((a, b) => a.personName.localeCompare(b.personName));
    const page = wanted.slice(params.skip, params.skip + params.take);
    return {
      data: page.map((r, i) => ({ ...r, RowIndex: params.skip + i + 1 })),
      totalCount: wanted.length,
    };
  }

  private async statusRows(people: RequestDoc[]): Promise<PersonStatusRow[]> {
    const reader = new StreamReader(this.store, this.runner.cache);
    const today = this.calendar.dateOf(this.clock.now());
    const ids = people.map((p) => p.personId);
    const present = await this.readStore.getMany(ZONE_PRESENCE_COLLECTION, ids);
    const rows: PersonStatusRow[] = [];
    for (const r of people) {
      const facts = await loadPersonRequirements(reader, r.personId, r.clientId);
      rows.push({
        personId: r.personId,
        personName: r.personName,
        documentNumber: r.documentNumber,
        companyId: r.companyId,
        companyName: r.companyName,
        clientId: r.clientId,
        contractId: r.contractId,
        contractCode: r.contractCode,
        startDate: r.startDate,
        endDate: r.endDate,
        ...personStatus(r, facts, today),
        onSite: present.has(r.personId),
      });
    }
    return rows;
  }
}

/** The client's approved requests; a contractor (a profile with a company) only its company's. */
function scopeOf(user: AuthUser) {
  const base = { clientId: user.cid, status: 'A' };
  return user.coid === null ? base : { ...base, companyId: user.coid };
}
