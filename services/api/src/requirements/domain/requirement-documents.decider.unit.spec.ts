import type { RequirementDocumentEvent } from '@faena/contracts';
import { deciderSpec } from '@faena/test-kit';
import type { TypeFact } from '../facts/compliance';
import {
  approveDocument,
  evolveSubjectDocuments,
  initialSubjectDocuments,
  rejectDocument,
  submitDocument,
  type SubmitInput,
} from './requirement-documents.decider';

const given = deciderSpec({
  evolve: evolveSubjectDocuments,
  initialState: initialSubjectDocuments,
});
const subject = { entity: 'P' as const, id: 'person-1' };
const type: TypeFact = {
  code: 'EMO',
  description: 'Examen médico ocupacional',
  entity: 'P',
  active: true,
  kind: 'S',
  applicability: { clientIds: ['client-1'], contractIds: [], positionTypeIds: [], zoneIds: [] },
};
const file = { fileHash: 'sha-1', fileName: 'emo.pdf', size: 1200 };
const input = (over: Partial<SubmitInput> = {}): SubmitInput => ({
  docId: 'doc-1',
  subject,
  clientId: 'client-1',
  subjectCompanyId: 'company-1',
  submitterCompanyId: 'company-1',
  type,
  issuedOn: '2026-01-10',
  expiresOn: '2026-12-31',
  file,
  submittedBy: 'contractor',
  ...over,
});
const submitted = (docId = 'doc-1', replaces: string | null = null): RequirementDocumentEvent => ({
  type: 'requirements.RequirementDocumentSubmitted',
  data: {
    docId,
    subject,
    clientId: 'client-1',
    typeCode: 'EMO',
    ...file,
    issuedOn: '2026-01-10',
    expiresOn: '2026-12-31',
    submittedBy: 'contractor',
    replaces,
  },
});
const review = { docId: 'doc-1', subject, reviewedBy: 'approver' };
const approved: RequirementDocumentEvent = {
  type: 'requirements.RequirementDocumentApproved',
  data: { ...review, typeCode: 'EMO' },
};
const rejected: RequirementDocumentEvent = {
  type: 'requirements.RequirementDocumentRejected',
  data: { ...review, typeCode: 'EMO', reason: 'Ilegible' },
};

describe('Requirement documents of a subject', () => {
  describe('submitting', () => {
    it('records the first document of a type, pending review', () =>
      given([])
        .when((s) => submitDocument(input(), s))
        .then([submitted()]));
    it('replaces the current document and names it (the old one stays in the stream)', () =>
      given([submitted(), approved])
        .when((s) => submitDocument(input({ docId: 'doc-2' }), s))
        .then([submitted('doc-2', 'doc-1')]));
    it('accepts an expiry on the issue date', () =>
      given([])
        .when((s) => submitDocument(input({ expiresOn: '2026-01-10' }), s))
        .then([{ ...submitted(), data: { ...submitted().data, expiresOn: '2026-01-10' } }]));
    it('refuses an expiry before the issue date', () =>
      given([])
        .when((s) => submitDocument(input({ expiresOn: '2026-01-09' }), s))
        .thenFailsWith('requirements.dateRange'));
    it('lets a requester who is not a contractor submit for any company', () =>
      given([])
        .when((s) => submitDocument(input({ submitterCompanyId: null }), s))
        .then([submitted()]));
    it("refuses a contractor another company's worker", () =>
      given([])
        .when((s) => submitDocument(input({ submitterCompanyId: 'company-2' }), s))
        .thenFailsWith('requirements.otherCompany'));
    it('refuses an unknown subject', () =>
      given([])
        .when((s) => submitDocument(input({ subjectCompanyId: null }), s))
        .thenFailsWith('requirements.subjectNotFound'));
    it('refuses an unknown type', () =>
      given([])
        .when((s) => submitDocument(input({ type: null }), s))
        .thenFailsWith('requirements.typeNotFound'));
    it('refuses an inactive type', () =>
      given([])
        .when((s) => submitDocument(input({ type: { ...type, active: false } }), s))
        .thenFailsWith('requirements.typeInactive'));
    it("refuses a vehicle's type for a person", () =>
      given([])
        .when((s) => submitDocument(input({ type: { ...type, entity: 'V' } }), s))
        .thenFailsWith('requirements.wrongEntity'));
  });

  describe('reviewing', () => {
    it('approves a pending document', () =>
      given([submitted()])
        .when((s) => approveDocument(review, s))
        .then([approved]));
    it('rejects a pending document with the reason', () =>
      given([submitted()])
        .when((s) => rejectDocument({ ...review, reason: 'Ilegible' }, s))
        .then([rejected]));
    it('refuses to approve an already approved document', () =>
      given([submitted(), approved])
        .when((s) => approveDocument(review, s))
        .thenFailsWith('requirements.notPending'));
    it('refuses to reject a rejected document', () =>
      given([submitted(), rejected])
        .when((s) => rejectDocument({ ...review, reason: 'x' }, s))
        .thenFailsWith('requirements.notPending'));
    it('refuses an unknown document', () =>
      given([])
        .when((s) => approveDocument(review, s))
        .thenFailsWith('requirements.documentNotFound'));
  });
});
