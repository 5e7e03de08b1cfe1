import { STREAMS, type DomainEvent } from '@faena/contracts';
import type { StreamReader } from '../../platform/commands/command-runner';
import { contractQuotaSpec, personAccreditationSpec } from '../accreditation.streams';
import { releaseQuotaSlot } from '../domain/contract-quota.decider';
import { closePersonRequest } from '../domain/person-accreditation.decider';
import type { Request } from '../domain/request.decider';

export type Write = { stream: string; events: DomainEvent[] };

type Held = Extract<Request, { requestId: string }>;

/**
 * What a request that ends without an accreditation (rejected, or removed by its applicant) gives
 * back: the person's slot for the client and the contract's quota slot. Each decider answers
 * nothing when the request no longer holds its slot.
 */
export async function releaseSlots(reader: StreamReader, request: Held): Promise<Write[]> {
  const { personId, clientId, requestId, contractId } = request;
  const personStream = STREAMS.personAccreditation(personId, clientId);
  const quotaStream = STREAMS.contractQuota(contractId);
  const person = await reader.load(personStream, personAccreditationSpec);
  const quota = await reader.load(quotaStream, contractQuotaSpec);
  return [
    { stream: personStream, events: closePersonRequest({ personId, clientId, requestId }, person) },
    { stream: quotaStream, events: releaseQuotaSlot({ contractId, requestId, personId }, quota) },
  ];
}
