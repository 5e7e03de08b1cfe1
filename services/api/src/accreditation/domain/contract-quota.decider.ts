import {
  DomainError,
  type ContractQuotaEvent,
  type DomainEvent,
  type QuotaSlotReleased,
  type QuotaSlotTaken,
} from '@faena/contracts';

/**
 * accreditation.contract-quota-<contractId> owns the contract's headcount quota (endowment): every
 * request holds a slot from submission until it is rejected.
 */
export interface ContractQuota {
  held: ReadonlyArray<string>;
}

export const initialContractQuota = (): ContractQuota => ({ held: [] });

export const evolveContractQuota = (state: ContractQuota, event: DomainEvent): ContractQuota => {
  const e = event as ContractQuotaEvent;
  switch (e.type) {
    case 'accreditation.QuotaSlotTaken':
      return { held: [...state.held, e.data.requestId] };
    case 'accreditation.QuotaSlotReleased':
      return { held: state.held.filter((id) => id !== e.data.requestId) };
    default:
      return state;
  }
};

type Slot = { contractId: string; requestId: string; personId: string };

/**
 * Takes a slot; refused when every slot is held. A quota of 0 means the contract has no endowment
 * to validate against (the spec's "Sin dotación para validar"), so it does not limit.
 */
export const takeQuotaSlot = (input: Slot & { quota: number }, state: ContractQuota): QuotaSlotTaken[] => {
  if (input.quota > 0 && state.held.length >= input.quota) throw new DomainError('accreditation.quotaExceeded');
  const { contractId, requestId, personId } = input;
  return [{ type: 'accreditation.QuotaSlotTaken', data: { contractId, requestId, personId } }];
};

export const releaseQuotaSlot = (input: Slot, state: ContractQuota): QuotaSlotReleased[] => {
  if (!state.held.includes(input.requestId)) return [];
  const { contractId, requestId, personId } = input;
  return [{ type: 'accreditation.QuotaSlotReleased', data: { contractId, requestId, personId } }];
};
