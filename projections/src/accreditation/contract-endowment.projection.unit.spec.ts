import { projectionSpec, type GivenEvent } from '@faena/test-kit';
import {
  contractEndowmentProjection,
  ENDOWMENT_PEOPLE_COLLECTION,
} from './contract-endowment.projection';

const spec = projectionSpec(contractEndowmentProjection);
const meta = { occurredAt: '2026-03-02T10:00:00.000Z', userId: 'APROBADOR', profileId: 'PF1' };
const slot = { personId: 'P1', clientId: 'C1', requestId: 'R1' };
const PERSON_STREAM = 'accreditation.person-P1-C1';

const event = (type: string, stream: string, data: Record<string, unknown>): GivenEvent => ({
  type,
  stream,
  data,
  metadata: meta,
});
const opened = (contractId = 'K1') =>
  event('accreditation.PersonRequestOpened', PERSON_STREAM, { ...slot, contractId });
const accredited = (contractId: string | null = 'K1', requestId = 'R1') =>
  event('accreditation.PersonAccredited', PERSON_STREAM, {
    ...slot,
    requestId,
    startDate: '2026-03-01',
    endDate: '2026-12-31',
    contractId,
  });
const mark = (type: string, extra: Record<string, unknown> = {}) =>
  event(type, 'access.person-P1', {
    markId: 'M1',
    personId: 'P1',
    clientId: 'C1',
    zoneId: 'Z1',
    direction: 'E',
    markedAt: '2026-03-02T11:00:00.000Z',
    ...extra,
  });
const notice = (contractId: string, change: string, position: number) => ({
  room: `endowment:${contractId}`,
  kind: 'endowment.changed',
  position,
  payload: { contractId, change },
});

describe('contract-endowment.v1', () => {
  describe('when a worker is accredited on a contract', () => {
    it("tells the contract's endowment room that its accredited count moved", () =>
      spec.given([opened(), accredited()]).thenNotices([notice('K1', 'accredited', 2)]));

    it('remembers the contract of the person (a v1 approval names it through the open request)', () =>
      spec
        .given([opened('K9'), accredited(null)])
        .thenDocument(ENDOWMENT_PEOPLE_COLLECTION, 'P1|C1', {
          personId: 'P1',
          clientId: 'C1',
          open: [],
          accredited: [{ requestId: 'R1', contractId: 'K9' }],
        })
        .thenNotices([notice('K9', 'accredited', 2)])
        .thenSameOnReplay());
  });

  describe('when a door marks the worker in or out', () => {
    it('tells each contract the person is accredited on, once per contract', () =>
      spec
        .given([
          accredited('K1'),
          accredited('K2', 'R2'),
          accredited('K1', 'R3'),
          mark('access.MarkGranted'),
        ])
        .outcome()
        .then(({ notices }) =>
          expect(notices.slice(3)).toEqual([notice('K1', 'onSite', 4), notice('K2', 'onSite', 4)]),
        ));

    it('tells nothing for a person accredited on no contract', () =>
      spec.given([mark('access.MarkGranted')]).thenNotices([]));

    it('tells nothing when a denied mark is voided (it never counted)', () =>
      spec
        .given([accredited(), mark('access.MarkVoided', { granted: false })])
        .thenNotices([notice('K1', 'accredited', 1)]));

    it('tells the contract when a granted mark is voided', () =>
      spec
        .given([accredited(), mark('access.MarkVoided', { granted: true })])
        .thenNotices([notice('K1', 'accredited', 1), notice('K1', 'onSite', 2)]));
  });

  describe('when a demobilization ends the accreditation', () => {
    it("records the end and tells the request's contract", () =>
      spec
        .given([
          accredited('K1'),
          event('accreditation.PersonAccreditationEnded', PERSON_STREAM, {
            ...slot,
            demobilizationId: 'D1',
            endDate: '2026-03-02',
          }),
        ])
        .thenDocument(ENDOWMENT_PEOPLE_COLLECTION, 'P1|C1', {
          personId: 'P1',
          clientId: 'C1',
          open: [],
          accredited: [{ requestId: 'R1', contractId: 'K1', ended: '2026-03-02' }],
        })
        .thenNotices([notice('K1', 'accredited', 1), notice('K1', 'accredited', 2)]));
  });

  describe("when a request takes or frees a slot of the contract's quota", () => {
    const quota = { contractId: 'K1', requestId: 'R1', personId: 'P1' };
    it('tells the contract that its held count moved', () =>
      spec
        .given([
          event('accreditation.QuotaSlotTaken', 'accreditation.contract-quota-K1', quota),
          event('accreditation.QuotaSlotReleased', 'accreditation.contract-quota-K1', quota),
        ])
        .thenNotices([notice('K1', 'held', 1), notice('K1', 'held', 2)]));
  });

  describe('when the contract gets an addendum', () => {
    it('tells the contract that its quota moved', () =>
      spec
        .given([
          event('catalog.ContractAddendumAdded', 'catalog.contract-K1', {
            contractId: 'K1',
            newEndDate: '2027-12-31',
            newQuota: 20,
          }),
        ])
        .thenNotices([notice('K1', 'quota', 1)]));
  });
});
