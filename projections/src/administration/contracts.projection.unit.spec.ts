import { projectionSpec } from '@faena/test-kit';
import { CONTRACTS_COLLECTION, contractsProjection } from './contracts.projection';

const contract = {
  contractId: 'K1',
  code: 'CT-001',
  companyId: 'CO1',
  companyName: 'Servicios Mineros SpA',
  clientId: 'C1',
  divisionId: 'D1',
  subject: 'Mantención',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  quota: 3,
};
const registered = (data = contract) => ({ type: 'catalog.ContractRegistered', data });
const taken = (requestId: string) => ({
  type: 'accreditation.QuotaSlotTaken',
  data: { contractId: 'K1', requestId, personId: `P-${requestId}` },
});
const released = (requestId: string) => ({
  type: 'accreditation.QuotaSlotReleased',
  data: { contractId: 'K1', requestId, personId: `P-${requestId}` },
});

describe('contracts.v1', () => {
  it('writes the contract row with no active accreditations', () =>
    projectionSpec(contractsProjection)
      .given([registered()])
      .thenDocument(CONTRACTS_COLLECTION, 'K1', { ...contract, active: 0 }));

  it('counts every quota slot taken', () =>
    projectionSpec(contractsProjection)
      .given([registered(), taken('R1'), taken('R2')])
      .thenDocument(CONTRACTS_COLLECTION, 'K1', expect.objectContaining({ active: 2 })));

  it('gives back a released slot', () =>
    projectionSpec(contractsProjection)
      .given([registered(), taken('R1'), taken('R2'), released('R1')])
      .thenDocument(CONTRACTS_COLLECTION, 'K1', expect.objectContaining({ active: 1 })));

  it('never counts below zero', () =>
    projectionSpec(contractsProjection)
      .given([registered(), released('R1')])
      .thenDocument(CONTRACTS_COLLECTION, 'K1', expect.objectContaining({ active: 0 })));

  it('keeps the count when the contract is registered again', () =>
    projectionSpec(contractsProjection)
      .given([registered(), taken('R1'), registered({ ...contract, quota: 10 })])
      .thenDocument(CONTRACTS_COLLECTION, 'K1', expect.objectContaining({ quota: 10, active: 1 })));

  it('ignores slots of an unknown contract', () =>
    projectionSpec(contractsProjection)
      .given([taken('R1')])
      .thenDocuments({ [CONTRACTS_COLLECTION]: {} }));

  it('gives identical documents on replay', () =>
    projectionSpec(contractsProjection)
      .given([registered(), taken('R1'), taken('R2'), released('R2')])
      .thenSameOnReplay());
});
