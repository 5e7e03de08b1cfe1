import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CredentialDoc, CredentialRow, CredentialStatus, PersonRow } from '@faena/contracts';
import { Clock, ReadStore, SiteCalendar } from '@faena/core';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import { PeopleScope } from '../../../administration/queries/people-scope/people-scope';
import { CREDENTIALS_COLLECTION, PEOPLE_COLLECTION } from '../../identification.read-models';
import { ListCredentialsQuery } from '../identification.queries';
import { inScope, peopleInScope } from '../people-rows';

type Doc<T> = T & { [k: string]: unknown };
const MAX_CREDENTIALS = 100_000;

/** A credential's status on the site's today: inactivated, expired (its end passed) or active. */
export const statusOf = (c: CredentialDoc, today: string): CredentialStatus =>
  !c.active ? 'I' : c.endDate < today ? 'V' : 'A';

/**
 * The credentials grid: the caller's client's credentials of the people the caller may see (a
 * contractor profile its own company's), with the person's name, document and company; filtered by
 * company, person (name or document), type, status on the site's today and printed flag.
 */
@QueryHandler(ListCredentialsQuery)
export class ListCredentialsHandler implements IQueryHandler<ListCredentialsQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
    private readonly people: PeopleScope,
    private readonly clock: Clock,
    private readonly site: SiteCalendar,
  ) {}

  async execute({ user, query, afterPosition }: ListCredentialsQuery) {
    await this.waiter.waitFor(afterPosition);
    const scope = await this.people.gridScope(user);
    if (!scope) return { totalCount: 0, data: [] };
    const today = this.site.dateOf(this.clock.now());
    const filter: Record<string, string> = query.companyId
      ? { clientId: user.cid, companyId: query.companyId }
      : { clientId: user.cid };
    const credentials = await this.readStore.find<Doc<CredentialDoc>>(
      CREDENTIALS_COLLECTION,
      filter,
      MAX_CREDENTIALS,
    );
    const people = await this.peopleOf(credentials, query.text);
    const rows = credentials
      .flatMap((c): CredentialRow[] => {
        const p = people.get(c.personId);
        return p && inScope(p, scope) ? [rowOf(c, p, today)] : [];
      })
      .filter(matches(query))
      .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt) || a.fullName.localeCompare(b.fullName));
    return {
      totalCount: rows.length,
      data: rows.slice(query.skip, query.skip + query.take),
    };
  }

  /** The people of the credentials; with a text, only those whose name or document matches it. */
  private async peopleOf(credentials: CredentialDoc[], text: string | undefined) {
    const ids = [...new Set(credentials.map((c) => c.personId))];
    const found = await this.readStore.getMany<Doc<PersonRow>>(PEOPLE_COLLECTION, ids);
    if (!text || text.trim() === '') return found;
    const matching = new Set(
      (await peopleInScope(this.readStore, {}, text)).map((p) => p.personId),
    );
    return new Map([...found].filter(([id]) => matching.has(id)));
  }
}

const withoutExtras = (c: Doc<CredentialDoc>): CredentialDoc => ({
  credentialId: c.credentialId,
  personId: c.personId,
  clientId: c.clientId,
  companyId: c.companyId,
  credentialType: c.credentialType,
  startDate: c.startDate,
  endDate: c.endDate,
  referenceCode1: c.referenceCode1,
  referenceCode2: c.referenceCode2,
  issueReason: c.issueReason,
  active: c.active,
  inactivationReason: c.inactivationReason,
  inactivatedOn: c.inactivatedOn,
  printed: c.printed,
  issuedAt: c.issuedAt,
  version: c.version,
});

/** A credential's row: the credential with its person's name, document and company, and its status today. */
const rowOf = (c: Doc<CredentialDoc>, p: Doc<PersonRow>, today: string): CredentialRow => ({
  ...withoutExtras(c),
  fullName: p.fullName,
  documentType: p.documentType,
  documentNumber: p.documentNumber,
  companyName: p.companyName,
  status: statusOf(c, today),
});

/** The grid's filters: credential type, status and printed (S/N), each when given. */
const matches =
  (query: ListCredentialsQuery['query']) =>
  (r: CredentialRow): boolean =>
    (!query.credentialType || r.credentialType === query.credentialType.toUpperCase()) &&
    (!query.status || r.status === query.status) &&
    (!query.printed || r.printed === (query.printed === 'S'));
