import type {
  RequirementApplicability,
  RequirementDocumentEvent,
  RequirementTypeEvent,
} from '@faena/contracts';
import {
  deciderSpec,
  identificationTypeAssigned,
  IDS,
  markDenied,
  markGranted,
  personAccredited,
  personRegistered,
  personRequestOpened,
  zoneRegistered,
} from '@faena/test-kit';
import { evolveDoorFacts, initialDoorFacts } from './door-facts';
import { markDoor } from './door-mark.decider';

// issue 18: the door asks the requirements context's compliance function
const given = deciderSpec({ evolve: evolveDoorFacts, initialState: initialDoorFacts });
const none: RequirementApplicability = {
  clientIds: [],
  contractIds: [],
  positionTypeIds: [],
  zoneIds: [],
};
const typeOf = (code: string, applicability = none): RequirementTypeEvent => ({
  type: 'requirements.RequirementTypeDefined',
  data: {
    code,
    description: `Requisito ${code}`,
    entity: 'P',
    kind: 'S',
    notifyDaysBefore: 10,
    active: true,
    applicability,
    changedBy: 'admin',
  },
});
const subject = { entity: 'P' as const, id: IDS.person };
const approvedDoc = (
  docId: string,
  typeCode: string,
  expiresOn: string,
): RequirementDocumentEvent[] => [
  {
    type: 'requirements.RequirementDocumentSubmitted',
    data: {
      docId,
      subject,
      clientId: IDS.client,
      typeCode,
      fileHash: 'h',
      fileName: 'f.pdf',
      size: 1,
      issuedOn: '2026-01-01',
      expiresOn,
      submittedBy: 'u',
      replaces: null,
    },
  },
  {
    type: 'requirements.RequirementDocumentApproved',
    data: { docId, subject, typeCode, reviewedBy: 'a' },
  },
];
const mark = (markedOn: string) => (facts: ReturnType<typeof initialDoorFacts>) =>
  markDoor(
    {
      markId: 'MARK-001',
      clientId: IDS.client,
      personId: IDS.person,
      doorId: IDS.doorIn,
      markedAt: `${markedOn}T08:00:00.000Z`,
      markedOn,
      hour: '08:00',
      weekday: 2,
      automatic: false,
    },
    facts,
  );
const at = (markedOn: string) => ({ markedAt: `${markedOn}T08:00:00.000Z` });
const base = [
  zoneRegistered(),
  personRegistered(),
  identificationTypeAssigned(),
  personRequestOpened(),
  personAccredited({ startDate: '2026-03-01', endDate: '2026-12-31' }),
];
const forClient = typeOf('EMO', { ...none, clientIds: [IDS.client] });

describe('Door mark and requirements', () => {
  it('grants someone no requirement type applies to', () =>
    given([...base, typeOf('OTHER', { ...none, clientIds: [IDS.otherClient] })])
      .when(mark('2026-03-10'))
      .then([markGranted(at('2026-03-10'))]));
  it('grants with an approved document in force, on its last day too', () =>
    given([...base, forClient, ...approvedDoc('d1', 'EMO', '2026-06-30')])
      .when(mark('2026-06-30'))
      .then([markGranted(at('2026-06-30'))]));
  it('denies the day after expiry, naming the document and its expiry', () =>
    given([...base, forClient, ...approvedDoc('d1', 'EMO', '2026-06-30')])
      .when(mark('2026-07-01'))
      .then([
        markDenied({
          ...at('2026-07-01'),
          reason: 'requirementExpired',
          requirement: { code: 'EMO', description: 'Requisito EMO', expiresOn: '2026-06-30' },
        }),
      ]));
  it("denies a missing document of the zone's own type", () =>
    given([...base, typeOf('ALTURA', { ...none, zoneIds: [IDS.zone] })])
      .when(mark('2026-03-10'))
      .then([
        markDenied({
          ...at('2026-03-10'),
          reason: 'requirementMissing',
          requirement: { code: 'ALTURA', description: 'Requisito ALTURA' },
        }),
      ]));
  it("asks the types of the person's position", () =>
    given([...base, typeOf('MANEJO', { ...none, positionTypeIds: ['Operador'] })])
      .when(mark('2026-03-10'))
      .then([
        markDenied({
          ...at('2026-03-10'),
          reason: 'requirementMissing',
          requirement: { code: 'MANEJO', description: 'Requisito MANEJO' },
        }),
      ]));
  it('asks the types of the contract the person is accredited under that day', () =>
    given([...base, typeOf('CTR', { ...none, contractIds: [IDS.contract] })])
      .when(mark('2026-03-10'))
      .then([
        markDenied({
          ...at('2026-03-10'),
          reason: 'requirementMissing',
          requirement: { code: 'CTR', description: 'Requisito CTR' },
        }),
      ]));
  it('takes the contract of a v1 accreditation (no contractId) from its opened request', () =>
    given([
      zoneRegistered(),
      personRegistered(),
      personRequestOpened({ contractId: 'CTR-OLD' }),
      personAccredited({ startDate: '2026-03-01', endDate: '2026-12-31', contractId: null }),
      typeOf('CTR', { ...none, contractIds: ['CTR-OLD'] }),
    ])
      .when(mark('2026-03-10'))
      .then([
        markDenied({
          ...at('2026-03-10'),
          reason: 'requirementMissing',
          requirement: { code: 'CTR', description: 'Requisito CTR' },
        }),
      ]));
  it("ignores another contract's types", () =>
    given([...base, typeOf('CTR', { ...none, contractIds: ['CTR-OTHER'] })])
      .when(mark('2026-03-10'))
      .then([markGranted(at('2026-03-10'))]));
  it('checks the accreditation first', () =>
    given([zoneRegistered(), personRegistered(), forClient])
      .when(mark('2026-03-10'))
      .then([markDenied({ ...at('2026-03-10'), reason: 'noAccreditation' })]));
});
