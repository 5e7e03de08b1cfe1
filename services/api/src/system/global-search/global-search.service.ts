import { Injectable } from '@nestjs/common';
import {
  SEARCH_LIMIT_PER_KIND,
  type Permission,
  type SearchHit,
  type SearchKind,
} from '@faena/contracts';
import { ReadStore, type Doc, type ScopeFilter } from '@faena/core';
import { hasPermission, type AuthUser } from '../../platform/auth/auth-user';
import { REQUESTS_COLLECTION } from '../../accreditation/accreditation.read-models';
import { requestScope } from '../../accreditation/queries/list-requests/list-requests.handler';
import { PEOPLE_COLLECTION } from '../../administration/administration.read-models';
import { ADMIN_GRIDS } from '../../administration/queries/admin/admin-queries';
import { PeopleScope } from '../../administration/queries/people-scope/people-scope';
import { RecordScope } from '../../administration/queries/record-scope/record-scope';

interface KindSpec {
  collection: string;
  /** the permissions that open the kind's screen (any of them) */
  opens: readonly Permission[];
  hitOf: (doc: Doc) => Omit<SearchHit, 'kind'>;
}

const text = (doc: Doc, key: string): string => {
  const value = doc[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};
const joined = (...parts: string[]) => parts.filter((p) => p !== '').join(' · ');

/**
 * Where each kind is searched (the collection's declared `search` fields: people by name or
 * document, requests by code, vehicles by plate, companies by name or RUC), who may open it and
 * how a row reads as a hit.
 */
export const SEARCH_SPECS: Record<SearchKind, KindSpec> = {
  person: {
    collection: PEOPLE_COLLECTION,
    opens: ['catalog.read'],
    hitOf: (d) => ({
      id: text(d, 'personId'),
      title: text(d, 'fullName'),
      detail: joined(text(d, 'documentNumber'), text(d, 'companyName')),
    }),
  },
  request: {
    collection: REQUESTS_COLLECTION,
    opens: ['audit.read', 'request.readAll', 'request.submit'],
    hitOf: (d) => ({
      id: text(d, 'requestId'),
      title: text(d, 'code'),
      detail: joined(text(d, 'personName'), text(d, 'companyName')),
    }),
  },
  vehicle: {
    collection: ADMIN_GRIDS.vehicles.collection,
    opens: ['catalog.read'],
    hitOf: (d) => ({
      id: text(d, 'vehicleId'),
      title: text(d, 'plate'),
      detail: joined(text(d, 'brand'), text(d, 'model'), text(d, 'companyName')),
    }),
  },
  company: {
    collection: ADMIN_GRIDS.companies.collection,
    opens: ['catalog.read'],
    hitOf: (d) => ({
      id: text(d, 'companyId'),
      title: text(d, 'name'),
      detail: text(d, 'documentNumber'),
    }),
  },
};

/**
 * The global search: each kind the caller may open, read with the same scope as its grid (people:
 * PeopleScope; requests: the requests grid's; vehicles and companies: the administration tenancy),
 * through the read store's words index (every word of q begins a word of the row, accents and
 * case ignored), at most SEARCH_LIMIT_PER_KIND hits per kind.
 */
@Injectable()
export class GlobalSearch {
  constructor(
    private readonly readStore: ReadStore,
    private readonly people: PeopleScope,
    private readonly records: RecordScope,
  ) {}

  async search(user: AuthUser, q: string): Promise<SearchHit[]> {
    const hits: SearchHit[] = [];
    for (const [kind, spec] of Object.entries(SEARCH_SPECS) as Array<[SearchKind, KindSpec]>) {
      if (!spec.opens.some((p) => hasPermission(user, p))) continue;
      const scope = await this.scopeOf(kind, user);
      if (scope) hits.push(...(await this.find(spec, scope, q)).map((h) => ({ kind, ...h })));
    }
    return hits;
  }

  private scopeOf(kind: SearchKind, user: AuthUser): Promise<ScopeFilter | null> {
    switch (kind) {
      case 'person':
        return this.people.gridScope(user);
      case 'request':
        return Promise.resolve(requestScope(user));
      case 'vehicle':
        return this.records.gridScope(user, ADMIN_GRIDS.vehicles.tenancy);
      case 'company':
        return this.records.gridScope(user, ADMIN_GRIDS.companies.tenancy);
    }
  }

  private async find(spec: KindSpec, scope: ScopeFilter, q: string) {
    const docs = await this.readStore.search<Doc>(spec.collection, q, {
      scope,
      limit: SEARCH_LIMIT_PER_KIND,
    });
    return docs.map(spec.hitOf);
  }
}
