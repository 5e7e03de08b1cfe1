import {
  exhaustive,
  type ContractRow,
  type ContractStreamEvent,
  type PersonRegistered,
  type PositionRegistered,
  type PositionUpdated,
  type PersonStreamEvent,
} from '@faena/contracts';
import type { StreamSpec } from '../../platform/commands/stream-reader';

/**
 * The catalog's master data as the request rules need it, folded from the catalog's own streams
 * (catalog.person-<id>, catalog.contract-<id>): the source of truth, never a lagging read model.
 * Only the registration and its snapshots matter here; the person's other events leave it as is.
 */
export type PersonFacts = PersonRegistered['data'];

export const personFactsSpec: StreamSpec<PersonFacts | null, PersonStreamEvent> = {
  initial: () => null,
  evolve: (state, e) =>
    e.type === 'catalog.PersonRegistered' || e.type === 'catalog.PersonUpdated' ? e.data : state,
};

export const contractFactsSpec: StreamSpec<ContractRow | null, ContractStreamEvent> = {
  initial: () => null,
  evolve: (state, e) => {
    switch (e.type) {
      case 'catalog.ContractRegistered':
      case 'catalog.ContractUpdated':
        return e.data;
      // an addendum extends the end date and/or the endowment: the quota rule reads the new quota
      case 'catalog.ContractAddendumAdded':
        return state && { ...state, endDate: e.data.newEndDate, quota: e.data.newQuota };
      default:
        return exhaustive(e, state);
    }
  },
};

/** A position as a request names it (catalog.position-<id>): its client and its name. */
export type PositionFacts = Pick<PositionRegistered['data'], 'positionId' | 'name' | 'clientId'>;

export const positionFactsSpec: StreamSpec<
  PositionFacts | null,
  PositionRegistered | PositionUpdated
> = {
  initial: () => null,
  evolve: (_state, e) => ({
    positionId: e.data.positionId,
    name: e.data.name,
    clientId: e.data.clientId,
  }),
};

/** The name rows and events show (same order as the people read model). */
export const personNameOf = (p: Pick<PersonFacts, 'names' | 'surnames'>): string =>
  `${p.names} ${p.surnames}`.trim();
