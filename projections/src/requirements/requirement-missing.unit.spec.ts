import { projectionSpec, type GivenEvent } from '@faena/test-kit';
import {
  REQUIREMENT_STATUS_COLLECTION,
  requirementStatusProjection,
} from './requirement-status.projection';

const applicability = { clientIds: [], contractIds: [], positionTypeIds: [], zoneIds: [] };
const typeDefined = (code: string, over: Record<string, unknown> = {}): GivenEvent => ({
  type: 'requirements.RequirementTypeDefined',
  data: {
    code,
    description: `Tipo ${code}`,
    entity: 'P',
    kind: 'S',
    notifyDaysBefore: 15,
    active: true,
    applicability: { ...applicability, clientIds: ['C1'] },
    changedBy: 'ADMIN',
    ...over,
  },
});
const personRegistered = (position = 'OPERARIO'): GivenEvent => ({
  type: 'catalog.PersonRegistered',
  data: {
    personId: 'P1',
    documentType: 'DNI',
    documentNumber: '12345678',
    names: 'Ana',
    surnames: 'Rojas',
    companyId: 'CO1',
    companyName: 'Servicios Mineros',
    position,
    condition: 'ACTIVO',
  },
});
const opened: GivenEvent = {
  type: 'accreditation.PersonRequestOpened',
  data: { personId: 'P1', clientId: 'C1', requestId: 'R1', contractId: 'K1' },
};
const accredited = (contractId: string | null = 'K1'): GivenEvent => ({
  type: 'accreditation.PersonAccredited',
  data: {
    personId: 'P1',
    clientId: 'C1',
    requestId: 'R1',
    startDate: '2026-03-01',
    endDate: '2026-12-31',
    contractId,
  },
});
const submitted = (typeCode: string): GivenEvent => ({
  type: 'requirements.RequirementDocumentSubmitted',
  data: {
    docId: 'D1',
    subject: { entity: 'P', id: 'P1' },
    clientId: 'C1',
    typeCode,
    fileHash: 'h',
    fileName: 'd1.pdf',
    size: 10,
    issuedOn: '2026-01-10',
    expiresOn: '2026-12-31',
    submittedBy: 'SOLICITANTE',
    replaces: null,
  },
});
const missingRow = (code: string) =>
  expect.objectContaining({
    subjectId: 'P1',
    subjectName: 'Ana Rojas',
    companyId: 'CO1',
    companyName: 'Servicios Mineros',
    clientId: 'C1',
    typeCode: code,
    typeDescription: `Tipo ${code}`,
    status: 'missing',
    docId: '',
    expiresOn: '',
    reviewerName: null,
  });
const spec = projectionSpec(requirementStatusProjection);
const key = (code: string) => `P:P1:C1:${code}`;

describe('requirement-status.v1 missing rows', () => {
  it('writes a missing row for a type of the client an accredited person has no document of', () =>
    spec
      .given([typeDefined('EMO'), personRegistered(), opened, accredited()])
      .thenDocument(REQUIREMENT_STATUS_COLLECTION, key('EMO'), missingRow('EMO'))
      .thenNotices([
        expect.objectContaining({ room: 'requirements:C1', payload: missingRow('EMO') }),
      ]));

  it('writes none for a person never accredited', () =>
    spec
      .given([typeDefined('EMO'), personRegistered()])
      .thenNoDocument(REQUIREMENT_STATUS_COLLECTION, key('EMO')));

  it('follows the contract (a v1 accreditation takes it from the opened request)', () =>
    spec
      .given([
        typeDefined('SCTR', { applicability: { ...applicability, contractIds: ['K1'] } }),
        typeDefined('OTRO', { applicability: { ...applicability, contractIds: ['K9'] } }),
        personRegistered(),
        opened,
        accredited(null),
      ])
      .thenDocument(REQUIREMENT_STATUS_COLLECTION, key('SCTR'), missingRow('SCTR'))
      .thenNoDocument(REQUIREMENT_STATUS_COLLECTION, key('OTRO')));

  it('follows the position type, and a type defined after the accreditation', () =>
    spec
      .given([
        personRegistered('SOLDADOR'),
        opened,
        accredited(),
        typeDefined('ALT', { applicability: { ...applicability, positionTypeIds: ['SOLDADOR'] } }),
      ])
      .thenDocument(REQUIREMENT_STATUS_COLLECTION, key('ALT'), missingRow('ALT')));

  it('leaves zone-only and inactive types and other entities out', () =>
    spec
      .given([
        typeDefined('PIT', { applicability: { ...applicability, zoneIds: ['Z1'] } }),
        typeDefined('OFF', { active: false }),
        typeDefined('SOAT', { entity: 'V' }),
        personRegistered(),
        opened,
        accredited(),
      ])
      .thenDocuments(expect.objectContaining({ [REQUIREMENT_STATUS_COLLECTION]: {} })));

  it('a submitted document replaces the missing row', () =>
    spec
      .given([typeDefined('EMO'), personRegistered(), opened, accredited(), submitted('EMO')])
      .thenDocument(
        REQUIREMENT_STATUS_COLLECTION,
        key('EMO'),
        expect.objectContaining({ status: 'pending', docId: 'D1' }),
      ));

  it('removes the missing row when the type stops applying', () =>
    spec
      .given([
        typeDefined('EMO'),
        personRegistered(),
        opened,
        accredited(),
        { ...typeDefined('EMO'), type: 'requirements.RequirementTypeUpdated' },
        typeDefined('EMO', { active: false }),
      ])
      .thenNoDocument(REQUIREMENT_STATUS_COLLECTION, key('EMO')));

  it('gives identical documents on replay', () =>
    spec
      .given([typeDefined('EMO'), personRegistered(), opened, accredited(), submitted('EMO')])
      .thenSameOnReplay());
});
