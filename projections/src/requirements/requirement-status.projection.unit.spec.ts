import { projectionSpec, type GivenEvent } from '@faena/test-kit';
import {
  REQUIREMENT_DOCUMENTS_COLLECTION,
  REQUIREMENT_STATUS_COLLECTION,
  requirementStatusProjection,
} from './requirement-status.projection';
import {
  REQUIREMENT_TYPES_COLLECTION,
  requirementTypesProjection,
} from './requirement-types.projection';

const at = (occurredAt: string) => ({ occurredAt, userId: 'TESTER' });
const typeData = {
  code: 'EMO',
  description: 'Examen médico',
  entity: 'P',
  kind: 'S',
  notifyDaysBefore: 15,
  active: true,
  applicability: { clientIds: ['C1'], contractIds: [], positionTypeIds: [], zoneIds: [] },
  changedBy: 'ADMIN',
};
const typeDefined = (over: Record<string, unknown> = {}): GivenEvent => ({
  type: 'requirements.RequirementTypeDefined',
  data: { ...typeData, ...over },
});
const personRegistered: GivenEvent = {
  type: 'catalog.PersonRegistered',
  data: {
    personId: 'P1',
    documentType: 'DNI',
    documentNumber: '12345678',
    names: 'Ana',
    surnames: 'Rojas',
    companyId: 'CO1',
    companyName: 'Servicios Mineros',
    position: 'OPERARIO',
    condition: 'ACTIVO',
  },
};
const subject = { entity: 'P', id: 'P1' };
const submitted = (docId: string, expiresOn: string, replaces: string | null = null) => ({
  type: 'requirements.RequirementDocumentSubmitted',
  data: {
    docId,
    subject,
    clientId: 'C1',
    typeCode: 'EMO',
    fileHash: 'h',
    fileName: `${docId}.pdf`,
    size: 10,
    issuedOn: '2026-01-10',
    expiresOn,
    submittedBy: 'SOLICITANTE',
    replaces,
  },
  metadata: at('2026-03-02T10:00:00.000Z'),
});
const approved = (docId: string): GivenEvent => ({
  type: 'requirements.RequirementDocumentApproved',
  data: { docId, subject, typeCode: 'EMO', reviewedBy: 'APROBADOR' },
  metadata: at('2026-03-03T09:00:00.000Z'),
});
const rejected = (docId: string): GivenEvent => ({
  type: 'requirements.RequirementDocumentRejected',
  data: { docId, subject, typeCode: 'EMO', reviewedBy: 'APROBADOR', reason: 'ilegible' },
  metadata: at('2026-03-03T09:00:00.000Z'),
});

const reviewer: GivenEvent = {
  type: 'identity.UserRegistered',
  data: {
    username: 'APROBADOR',
    firstName: 'Rosa',
    lastName: 'Huamán Torres',
    email: 'rosa@example.com',
    phone: '',
    passwordHash: 'x',
    profiles: [],
  },
};

const statusRow = {
  subjectEntity: 'P',
  subjectId: 'P1',
  subjectName: 'Ana Rojas',
  companyId: 'CO1',
  companyName: 'Servicios Mineros',
  clientId: 'C1',
  typeCode: 'EMO',
  typeDescription: 'Examen médico',
  docId: 'D1',
  status: 'pending',
  issuedOn: '2026-01-10',
  expiresOn: '2026-12-31',
  expiryMonth: '2026-12',
  reviewedBy: null,
  reviewerName: null,
  rejectReason: null,
  submittedAt: '2026-03-02T10:00:00.000Z',
  version: 3,
};
const KEY = 'P:P1:C1:EMO';
const spec = projectionSpec(requirementStatusProjection);
const base = [typeDefined(), personRegistered, submitted('D1', '2026-12-31')];

describe('requirement-types.v1', () => {
  it('keeps the catalogue row by code, replaced by an update', () =>
    projectionSpec(requirementTypesProjection)
      .given([
        typeDefined(),
        { type: 'requirements.RequirementTypeUpdated', data: { ...typeData, active: false } },
      ])
      .thenDocument(REQUIREMENT_TYPES_COLLECTION, 'EMO', {
        code: 'EMO',
        description: 'Examen médico',
        entity: 'P',
        kind: 'S',
        notifyDaysBefore: 15,
        active: false,
        applicability: typeData.applicability,
        version: 2,
      }));
});

describe('requirement-status.v1', () => {
  it('writes a pending status row with the subject name, company and type description', () =>
    spec.given(base).thenDocument(REQUIREMENT_STATUS_COLLECTION, KEY, statusRow));

  it('tells the client room', () =>
    spec
      .given(base)
      .thenNotices([
        { room: 'requirements:C1', kind: 'requirement.changed', position: 3, payload: statusRow },
      ]));

  it('records who approved the current document, by their username when unknown', () =>
    spec.given([...base, approved('D1')]).thenDocument(REQUIREMENT_STATUS_COLLECTION, KEY, {
      ...statusRow,
      status: 'approved',
      reviewedBy: 'APROBADOR',
      reviewerName: 'APROBADOR',
      version: 4,
    }));

  it('names the reviewer by their full name', () =>
    spec
      .given([reviewer, ...base, approved('D1')])
      .thenDocument(
        REQUIREMENT_STATUS_COLLECTION,
        KEY,
        expect.objectContaining({ reviewedBy: 'APROBADOR', reviewerName: 'Rosa Huamán Torres' }),
      ));

  it('keeps the reject reason', () =>
    spec
      .given([...base, rejected('D1')])
      .thenDocument(
        REQUIREMENT_STATUS_COLLECTION,
        KEY,
        expect.objectContaining({ status: 'rejected', rejectReason: 'ilegible' }),
      ));

  it('a new document replaces the row and the old one stays in the history', () =>
    spec
      .given([...base, approved('D1'), submitted('D2', '2027-06-30', 'D1')])
      .thenDocument(
        REQUIREMENT_STATUS_COLLECTION,
        KEY,
        expect.objectContaining({ docId: 'D2', status: 'pending', expiryMonth: '2027-06' }),
      )
      .thenDocument(
        REQUIREMENT_DOCUMENTS_COLLECTION,
        'D1',
        expect.objectContaining({ status: 'approved', reviewedAt: '2026-03-03T09:00:00.000Z' }),
      ));

  it('a late review of a replaced document leaves the current row alone', () =>
    spec
      .given([...base, submitted('D2', '2027-06-30', 'D1'), rejected('D1')])
      .thenDocument(
        REQUIREMENT_STATUS_COLLECTION,
        KEY,
        expect.objectContaining({ docId: 'D2', status: 'pending' }),
      ));

  it('ignores a review of an unknown document', () =>
    spec
      .given([approved('NOPE')])
      .thenDocuments({
        [REQUIREMENT_STATUS_COLLECTION]: {},
        [REQUIREMENT_DOCUMENTS_COLLECTION]: {},
        requirement_subjects_v1: {},
      })
      .thenNotices([]));

  it('shows that the expiry notice of the current document went out, and keeps it', async () => {
    const notice = (docId: string): GivenEvent => ({
      type: 'requirements.RequirementExpiryNoticeSent',
      data: {
        docId,
        subject,
        clientId: 'C1',
        typeCode: 'EMO',
        expiresOn: '2026-12-31',
        sentOn: '2026-12-16',
        recipients: ['solicitante@faena.test'],
      },
    });
    await spec
      .given([...base, approved('D1'), notice('D1'), notice('NOPE')])
      .thenDocument(REQUIREMENT_STATUS_COLLECTION, KEY, {
        ...statusRow,
        status: 'approved',
        reviewedBy: 'APROBADOR',
        reviewerName: 'APROBADOR',
        noticeSentOn: '2026-12-16',
        version: 5,
      });
    await spec
      .given([...base, approved('D1'), notice('D1'), submitted('D2', '2027-06-30', 'D1')])
      .thenDocument(
        REQUIREMENT_STATUS_COLLECTION,
        KEY,
        expect.not.objectContaining({ noticeSentOn: expect.anything() }),
      )
      .thenDocument(
        REQUIREMENT_DOCUMENTS_COLLECTION,
        'D1',
        expect.objectContaining({ noticeSentOn: '2026-12-16' }),
      );
  });

  it('gives identical documents on replay', () =>
    spec.given([...base, approved('D1'), submitted('D2', '2027-06-30', 'D1')]).thenSameOnReplay());
});
