import type { ContractRow, PersonRow } from '@faena/contracts';

/** Read models of the catalog projections (people.v1, contracts.v1). */
export const PEOPLE_COLLECTION = 'people_v1';
export const CONTRACTS_COLLECTION = 'contracts_v1';
/** Rows as read-store documents (an interface has no index signature; a mapped type does). */
export type PersonDoc = { [K in keyof PersonRow]: PersonRow[K] };
export type ContractDoc = { [K in keyof ContractRow]: ContractRow[K] };
