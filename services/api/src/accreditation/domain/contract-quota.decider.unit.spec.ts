import { deciderSpec, IDS, quotaSlotReleased, quotaSlotTaken } from '@faena/test-kit';
import { evolveContractQuota, initialContractQuota, releaseQuotaSlot, takeQuotaSlot, type ContractQuota } from './contract-quota.decider';

const given = deciderSpec({ evolve: evolveContractQuota, initialState: initialContractQuota });
const slot = (requestId: string) => ({ contractId: IDS.contract, requestId, personId: `P-${requestId}` });
const take = (requestId: string, quota = 2) => (s: ContractQuota) => takeQuotaSlot({ ...slot(requestId), quota }, s);
const taken = (requestId: string) => quotaSlotTaken(slot(requestId));

describe('Contract quota', () => {
  describe('when slots are free', () => {
    it('takes a slot', () => given([taken('R1')]).when(take('R2')).then([taken('R2')]));
  });
  describe('when every slot is held', () => {
    it('refuses another request', () => given([taken('R1'), taken('R2')]).when(take('R3')).thenFailsWith('accreditation.quotaExceeded'));
    it('takes a slot again once one was released', () =>
      given([taken('R1'), taken('R2'), quotaSlotReleased(slot('R1'))]).when(take('R3')).then([taken('R3')]));
  });
  describe('when the contract has no quota (0)', () => {
    it('does not limit', () => given([taken('R1'), taken('R2')]).when(take('R3', 0)).then([taken('R3')]));
  });
  describe('when releasing', () => {
    it('releases a held slot', () => given([taken('R1')]).when((s) => releaseQuotaSlot(slot('R1'), s)).then([quotaSlotReleased(slot('R1'))]));
    it('does nothing for a slot not held', () => given([taken('R1')]).when((s) => releaseQuotaSlot(slot('R9'), s)).thenNothingHappens());
  });
});
