import type { RequirementDocumentEvent } from '@faena/contracts';
import { deciderSpec } from '@faena/test-kit';
import type { TypeFact } from '../facts/compliance';
import { evolveSubjectDocuments, initialSubjectDocuments } from './requirement-documents.decider';
import { updateWorkerRequirement, type WorkerUpdateInput } from './requirement-update.decider';

const given = deciderSpec({
  evolve: evolveSubjectDocuments,
  initialState: initialSubjectDocuments,
});
const subject = { entity: 'P' as const, id: 'person-1' };
const type: TypeFact = {
  code: 'EMO',
  description: 'Examen médico ocupacional',
  entity: 'P',
  kind: 'S',
  active: true,
  applicability: { clientIds: ['client-1'], contractIds: [], positionTypeIds: [], zoneIds: [] },
};
const file = { fileHash: 'sha-1', fileName: 'emo.pdf', size: 1200 };
const update =
  (over: Partial<WorkerUpdateInput> = {}) =>
  (state: Parameters<typeof updateWorkerRequirement>[1]) =>
    updateWorkerRequirement(
      {
        docId: 'doc-2',
        personId: 'person-1',
        clientId: 'client-1',
        companyIds: ['company-1', 'company-2'],
        workerCompanyId: 'company-1',
        actorCompanyId: null,
        inReach: true,
        type,
        issuedOn: '2026-12-01',
        expiresOn: '2027-11-30',
        file,
        approvedBy: 'APROBADOR',
        ...over,
      },
      state,
    );
const submitted = (
  docId: string,
  replaces: string | null,
  by: string,
): RequirementDocumentEvent => ({
  type: 'requirements.RequirementDocumentSubmitted',
  data: {
    docId,
    subject,
    clientId: 'client-1',
    typeCode: 'EMO',
    ...file,
    issuedOn: docId === 'doc-1' ? '2026-01-10' : '2026-12-01',
    expiresOn: docId === 'doc-1' ? '2026-12-31' : '2027-11-30',
    submittedBy: by,
    replaces,
  },
});
const approved = (docId: string, by: string): RequirementDocumentEvent => ({
  type: 'requirements.RequirementDocumentApproved',
  data: { docId, subject, typeCode: 'EMO', reviewedBy: by },
});

describe('Requirements update (one worker of the bulk command)', () => {
  it('given a current document, when updating, then a new approved one replaces it (history kept)', () =>
    given([submitted('doc-1', null, 'u'), approved('doc-1', 'a')])
      .when(update())
      .then([submitted('doc-2', 'doc-1', 'APROBADOR'), approved('doc-2', 'APROBADOR')]));

  it('given no document, when updating, then the first one is written approved', () =>
    given([])
      .when(update())
      .then([submitted('doc-2', null, 'APROBADOR'), approved('doc-2', 'APROBADOR')]));

  it('given a worker outside the picked companies, when updating, then it is refused', () =>
    given([])
      .when(update({ workerCompanyId: 'company-9' }))
      .thenFailsWith('requirements.notInCompanies'));

  it("given a contractor, when updating another company's worker, then it is refused", () =>
    given([])
      .when(update({ actorCompanyId: 'company-2' }))
      .thenFailsWith('requirements.otherCompany'));

  it("given another client's worker (out of reach), when updating, then it is as unknown", () =>
    given([])
      .when(update({ inReach: false }))
      .thenFailsWith('requirements.subjectNotFound'));

  it('given an unknown person, when updating, then it is refused', () =>
    given([])
      .when(update({ workerCompanyId: null }))
      .thenFailsWith('requirements.subjectNotFound'));

  it('given an unknown, inactive or vehicle type, when updating, then it is refused', () => {
    given([])
      .when(update({ type: null }))
      .thenFailsWith('requirements.typeNotFound');
    given([])
      .when(update({ type: { ...type, active: false } }))
      .thenFailsWith('requirements.typeInactive');
    given([])
      .when(update({ type: { ...type, entity: 'V' } }))
      .thenFailsWith('requirements.wrongEntity');
  });

  it('given an expiry before the document date, when updating, then it is refused', () =>
    given([])
      .when(update({ expiresOn: '2026-11-30' }))
      .thenFailsWith('requirements.dateRange'));
});
