import type { CatalogEvent, ContractRow, DomainEvent, PersonRegistered } from '@faena/contracts';

/**
 * The catalog's master data as the request rules need it, folded from the catalog's own streams
 * (catalog.person-<id>, catalog.contract-<id>): the source of truth, never a lagging read model.
 */
export type PersonFacts = PersonRegistered['data'];

export const personFactsSpec = {
  initial: (): PersonFacts | null => null,
  evolve: (state: PersonFacts | null, event: DomainEvent): PersonFacts | null => {
    const e = event as CatalogEvent;
    return e.type === 'catalog.PersonRegistered' || e.type === 'catalog.PersonUpdated'
      ? e.data
      : state;
  },
};

export const contractFactsSpec = {
  initial: (): ContractRow | null => null,
  evolve: (state: ContractRow | null, event: DomainEvent): ContractRow | null => {
    const e = event as CatalogEvent;
    if (e.type === 'catalog.ContractRegistered' || e.type === 'catalog.ContractUpdated')
      return e.data;
    // an addendum extends the end date and/or the endowment: the quota rule reads the new quota
    if (e.type === 'catalog.ContractAddendumAdded' && state)
      return { ...state, endDate: e.data.newEndDate, quota: e.data.newQuota };
    return state;
  },
};

/** The name rows and events show (same order as the people read model). */
export const personNameOf = (p: Pick<PersonFacts, 'names' | 'surnames'>): string =>
  `${p.names} ${p.surnames}`.trim();
