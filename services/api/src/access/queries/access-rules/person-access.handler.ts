import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  GROUP_TEXTS,
  type GroupRow,
  type PersonAccessDoc,
  type PersonAccessRow,
  type PersonRow,
} from '@faena/contracts';
import { Clock, ReadStore, SiteCalendar, type ScopeFilter } from '@faena/core';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import { PeopleScope } from '../../../administration/queries/people-scope/people-scope';
import { ACCESS_GROUPS_COLLECTION, PERSON_ACCESS_COLLECTION } from '../../access.read-models';
import { ListPersonAccessQuery } from './access-rules.query';

/** people read model (administration's people.v1), read for names and documents */
const PEOPLE_COLLECTION = 'people_v1';
/** the listing reads at most this many people of the caller's scope (sorted by name) */
const MAX_PEOPLE = 1000;
type Doc<T> = T & { [k: string]: unknown };
type Status = 'current' | 'expired' | 'none';

/**
 * The person access listing with the spec's group filter (1 all, 2 with a current group, 3 with an
 * expired group only, 4 without group). The group column is the current group's name, VENCIDO when
 * every membership (or its group) is over on the site's today, SINASIG with none. Filters 2 and 3
 * start from the client's person-access rows; 1 and 4 from the people the caller may see.
 */
@QueryHandler(ListPersonAccessQuery)
export class ListPersonAccessHandler implements IQueryHandler<ListPersonAccessQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
    private readonly people: PeopleScope,
    private readonly clock: Clock,
    private readonly site: SiteCalendar,
  ) {}

  async execute({ user, query, afterPosition }: ListPersonAccessQuery) {
    await this.waiter.waitFor(afterPosition);
    const today = this.site.dateOf(this.clock.now());
    const [groups, access] = await Promise.all([
      this.readStore.find<Doc<GroupRow>>(ACCESS_GROUPS_COLLECTION, { clientId: user.cid }, 2000),
      this.readStore.find<Doc<PersonAccessDoc>>(
        PERSON_ACCESS_COLLECTION,
        { clientId: user.cid },
        100_000,
      ),
    ]);
    const groupByCode = new Map(groups.map((g) => [g.code, g]));
    const accessOf = new Map(access.map((a) => [a.personId, a]));
    const people = await this.candidates(user, query.groupFilter, access);
    const text = query.text?.toLocaleLowerCase() ?? '';
    const rows = people
      .filter(
        (p) =>
          text === '' || `${p.fullName} ${p.documentNumber}`.toLocaleLowerCase().includes(text),
      )
      .map((p) => rowOf(p, accessOf.get(p.personId), { groups: groupByCode, today }))
      .filter((r) => matches(query.groupFilter, r.status))
      .sort((a, b) => a.row.fullName.localeCompare(b.row.fullName));
    return {
      totalCount: rows.length,
      data: rows.slice(query.skip, query.skip + query.take).map((r) => r.row),
    };
  }

  private async candidates(
    user: ListPersonAccessQuery['user'],
    filter: string,
    access: PersonAccessDoc[],
  ): Promise<PersonRow[]> {
    const scope = await this.people.gridScope(user);
    if (!scope) return [];
    if (filter === '2' || filter === '3') {
      const ids = access.filter((a) => a.groups.length > 0).map((a) => a.personId);
      const found = await this.readStore.getMany<Doc<PersonRow>>(PEOPLE_COLLECTION, ids);
      return [...found.values()].filter((p) => inScope(p, scope));
    }
    const page = await this.readStore.query<Doc<PersonRow>>(
      PEOPLE_COLLECTION,
      { skip: 0, take: MAX_PEOPLE, sort: [{ selector: 'fullName', desc: false }], filter: [] },
      scope,
    );
    return page.data;
  }
}

/** the people scope's conditions (equal to a value, or none of a list) on a row */
const inScope = (p: PersonRow, scope: ScopeFilter) =>
  Object.entries(scope).every(([field, cond]) => {
    const value = (p as unknown as Record<string, unknown>)[field];
    return cond !== null && typeof cond === 'object' && 'notIn' in cond
      ? !cond.notIn.includes(value as never)
      : value === cond;
  });

const matches = (filter: string, status: Status) =>
  filter === '1' ||
  (filter === '2' && status === 'current') ||
  (filter === '3' && status === 'expired') ||
  (filter === '4' && status === 'none');

type GroupsOn = { groups: Map<string, GroupRow>; today: string };
type Membership = PersonAccessDoc['groups'][number];

function rowOf(
  p: PersonRow,
  access: PersonAccessDoc | undefined,
  on: GroupsOn,
): { row: PersonAccessRow; status: Status } {
  const rules = rulesOf(access);
  const memberships = rules.groups;
  const current = memberships.find((m) => isCurrent(m, on));
  const status: Status = current ? 'current' : memberships.length > 0 ? 'expired' : 'none';
  return {
    status,
    row: {
      personId: p.personId,
      fullName: p.fullName,
      documentType: p.documentType,
      documentNumber: p.documentNumber,
      companyName: p.companyName,
      group: groupText(current, status, on.groups),
      ...rules,
    },
  };
}

/** The person's memberships, profile, restrictions and exemptions at the client (none: empty). */
const rulesOf = (access: PersonAccessDoc | undefined) => ({
  groups: access?.groups ?? [],
  profile: access?.profile ?? null,
  restrictions: access?.restrictions ?? [],
  exemptions: access?.exemptions ?? [],
});

/** The membership and its group are both current on the site's today. */
const isCurrent = (m: Membership, { groups, today }: GroupsOn): boolean => {
  const g = groups.get(m.groupCode);
  return (
    m.startDate <= today &&
    today <= m.endDate &&
    g !== undefined &&
    g.startDate <= today &&
    today <= g.endDate
  );
};

/** The current group's name (its code if the group is gone), else VENCIDO or SINASIG. */
const groupText = (
  current: Membership | undefined,
  status: Status,
  groups: Map<string, GroupRow>,
): string => {
  if (current) return groups.get(current.groupCode)?.name ?? current.groupCode;
  return status === 'expired' ? GROUP_TEXTS.expired : GROUP_TEXTS.none;
};
