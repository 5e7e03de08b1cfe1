import {
  exhaustive,
  DomainError,
  type ContractQuotaEvent,
  type QuotaSlotReleased,
  type QuotaSlotTaken,
} from '@faena/contracts';
import { HeldSlots } from './held-slots';

/**
 * accreditation.contract-quota-<contractId> owns the contract's headcount quota (endowment): every
 * request holds a slot from submission until it is rejected. `held` counts the slots held; the
 * requests holding them are in `slots` (a persistent log: folding one more event costs O(1), not a
 * copy of every slot held, so a long quota stream folds in linear time).
 */
export interface ContractQuota {
  held: number;
  slots: HeldSlots;
}

export const initialContractQuota = (): ContractQuota => ({ held: 0, slots: HeldSlots.empty() });

export const evolveContractQuota = (state: ContractQuota, e: ContractQuotaEvent): ContractQuota => {
  switch (e.type) {
    case 'accreditation.QuotaSlotTaken':
    case 'accreditation.QuotaSlotReleased': {
      const slots = state.slots.with(
        e.type === 'accreditation.QuotaSlotTaken' ? 'take' : 'release',
        e.data.requestId,
      );
      return { held: slots.size, slots };
    }
    default:
      return exhaustive(e, state);
  }
};

type Slot = { contractId: string; requestId: string; personId: string };

/**
 * Takes a slot; refused when every slot is held. A quota of 0 means the contract has no endowment
 * to validate against (the spec's "Sin dotación para validar"), so it does not limit.
 */
export const takeQuotaSlot = (
  input: Slot & { quota: number },
  state: ContractQuota,
): QuotaSlotTaken[] => {
  if (input.quota > 0 && state.held >= input.quota)
    throw new DomainError('accreditation.quotaExceeded');
  const { contractId, requestId, personId } = input;
  return [{ type: 'accreditation.QuotaSlotTaken', data: { contractId, requestId, personId } }];
};

export const releaseQuotaSlot = (input: Slot, state: ContractQuota): QuotaSlotReleased[] => {
  if (!state.slots.holds(input.requestId)) return [];
  const { contractId, requestId, personId } = input;
  return [{ type: 'accreditation.QuotaSlotReleased', data: { contractId, requestId, personId } }];
};
