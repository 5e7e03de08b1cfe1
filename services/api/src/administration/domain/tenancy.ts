/**
 * How the administration records are shared between clients (README, security notes):
 * - `global`: one record for every client (countries' holidays, repository paths): read as before,
 *   changed by the platform operator only (platform.operate);
 * - `company`: the record follows its company (people, vehicles, companies themselves): a client
 *   reaches it when the company holds a contract with that client or none at all (PeopleScope);
 * - `client`: the record is one client's (contracts, positions, customers): only that client's
 *   users reach it, and an update never changes whose it is.
 * Another client's record answers as a missing one (404, or the kind's not-found code).
 */
export type Tenancy = 'global' | 'company' | 'client';

/** Who acts: the caller's client, and its company when its profile is a contractor's. */
export interface Caller {
  clientId: string;
  companyId: string | null;
}

export const callerOf = (user: { cid: string; coid: string | null }): Caller => ({
  clientId: user.cid,
  companyId: user.coid,
});

/**
 * Whether a `client` record is the caller's: it names the caller's client (a record that names no
 * client is nobody's) and, for a contractor, the contractor's company where it names a company.
 */
export function ownedBy(
  record: { clientId?: unknown; companyId?: unknown } | null | undefined,
  caller: Caller,
): boolean {
  if (!record || typeof record.clientId !== 'string' || record.clientId !== caller.clientId)
    return false;
  return (
    caller.companyId === null ||
    typeof record.companyId !== 'string' ||
    record.companyId === caller.companyId
  );
}
