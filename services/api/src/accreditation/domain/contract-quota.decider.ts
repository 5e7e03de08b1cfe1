import {
  exhaustive,
  DomainError,
  type ContractQuotaEvent,
  type EndowmentPolicy,
  type QuotaExceededAccepted,
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
    case 'accreditation.QuotaExceededAccepted':
      return state;
    default:
      return exhaustive(e, state);
  }
};

type Slot = { contractId: string; requestId: string; personId: string };

/**
 * Takes a slot. A quota of 0 means the contract has no endowment to validate against (the spec's
 * "Sin dotación para validar"), so it does not limit. When every slot is held, the client's
 * endowment policy decides: 'refuse' (the default) refuses the request, 'warn' takes the slot and
 * records that the request went over the endowment.
 */
export const takeQuotaSlot = (
  input: Slot & { quota: number; policy?: EndowmentPolicy },
  state: ContractQuota,
): Array<QuotaSlotTaken | QuotaExceededAccepted> => {
  const { contractId, requestId, personId, quota } = input;
  const taken: QuotaSlotTaken = {
    type: 'accreditation.QuotaSlotTaken',
    data: { contractId, requestId, personId },
  };
  if (quota === 0 || state.held < quota) return [taken];
  if ((input.policy ?? 'refuse') === 'refuse') throw new DomainError('accreditation.quotaExceeded');
  const held = state.held + 1;
  const over: QuotaExceededAccepted = {
    type: 'accreditation.QuotaExceededAccepted',
    data: { contractId, requestId, personId, quota, held },
  };
  return [taken, over];
};

export const releaseQuotaSlot = (input: Slot, state: ContractQuota): QuotaSlotReleased[] => {
  if (!state.slots.holds(input.requestId)) return [];
  const { contractId, requestId, personId } = input;
  return [{ type: 'accreditation.QuotaSlotReleased', data: { contractId, requestId, personId } }];
};
