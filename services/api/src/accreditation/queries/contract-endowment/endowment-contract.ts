import { DomainError, STREAMS, type ContractRow } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { StreamReader } from '../../../platform/commands/command-runner';
import { contractFactsSpec } from '../../accreditation.streams';

/**
 * The contract whose endowment the user reads: one of the user's client, and, for a contractor
 * scoped to a company, one of that company. The same rule for the call (GET
 * /api/AcreditacionContrato/dotacion) and for its live room endowment:<contractId>.
 */
export async function endowmentContract(
  reader: StreamReader,
  user: AuthUser,
  contractId: string,
): Promise<ContractRow> {
  const contract = await reader.load(STREAMS.contract(contractId), contractFactsSpec);
  if (!contract || contract.clientId !== user.cid)
    throw new DomainError('catalog.contractNotFound');
  if (user.coid !== null && contract.companyId !== user.coid)
    throw new DomainError('accreditation.otherCompany');
  return contract;
}

/** Whether endowmentContract lets the user read this contract's endowment (no error thrown). */
export async function mayReadEndowment(
  reader: StreamReader,
  user: AuthUser,
  contractId: string,
): Promise<boolean> {
  try {
    await endowmentContract(reader, user, contractId);
    return true;
  } catch (err) {
    if (err instanceof DomainError) return false;
    throw err;
  }
}
