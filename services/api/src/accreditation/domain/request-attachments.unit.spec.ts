import {
  deciderSpec,
  IDS,
  requestApproved,
  requestAttachmentAdded,
  requestAttachmentRemoved,
  requestDraftSaved,
  requestObserved,
  requestRejected,
  requestRemoved,
  requestResubmitted,
  requestSubmitted,
} from '@faena/test-kit';
import { MAX_REQUEST_ATTACHMENTS } from '@faena/contracts';
import {
  addAttachment,
  removeAttachment,
  type AttachInput,
  type Writer,
} from './request-attachments';
import { evolveRequest, initialRequest, type Request } from './request.decider';

const given = deciderSpec({ evolve: evolveRequest, initialState: initialRequest });
const applicant: Writer = { userId: IDS.submitter, clientId: IDS.client, companyId: null };
const attachInput = (over: Partial<AttachInput> = {}): AttachInput => ({
  writer: applicant,
  attachmentId: 'ATT-1',
  fileName: 'examen.pdf',
  size: 1024,
  blobKey: `accreditation/request/${IDS.request}/ATT-1.pdf`,
  sha256: 'a'.repeat(64),
  ...over,
});
const attach =
  (over: Partial<AttachInput> = {}) =>
  (s: Request) =>
    addAttachment(attachInput(over), s);
const detach =
  (attachmentId = 'ATT-1', writer: Writer = applicant) =>
  (s: Request) =>
    removeAttachment({ writer, attachmentId }, s);
const colleague: Writer = { userId: 'CONTRATISTA', clientId: IDS.client, companyId: IDS.company };
const stranger: Writer = { userId: 'OTRO', clientId: IDS.client, companyId: IDS.otherCompany };

describe('Accreditation request attachments', () => {
  describe.each([
    ['a draft (Incompleta)', [requestDraftSaved()]],
    ['pending', [requestSubmitted()]],
    ['observed', [requestSubmitted(), requestObserved()]],
  ])('when the request is %s', (_name, history) => {
    it('records the attached PDF', () =>
      given(history).when(attach()).then([requestAttachmentAdded()]));
    it('accepts a user of the applicant company', () =>
      given(history)
        .when(attach({ writer: colleague }))
        .then([requestAttachmentAdded({ addedBy: 'CONTRATISTA' })]));
    it('refuses a user of another company', () =>
      given(history)
        .when(attach({ writer: stranger }))
        .thenFailsWith('accreditation.otherCompany'));
    it('refuses a user of another client as if the request did not exist', () =>
      given(history)
        .when(attach({ writer: { ...applicant, clientId: IDS.otherClient } }))
        .thenFailsWith('accreditation.requestNotFound'));
  });

  describe.each([
    ['approved', [requestSubmitted(), requestApproved()]],
    ['rejected', [requestSubmitted(), requestRejected()]],
    ['removed', [requestSubmitted(), requestRemoved()]],
  ])('when the request is %s', (_name, history) => {
    it('refuses a new attachment with the spec message', () =>
      given(history).when(attach()).thenFailsWith('accreditation.submittedNoEdit'));
  });

  describe('when nothing was requested', () => {
    it('refuses as not found', () =>
      given([]).when(attach()).thenFailsWith('accreditation.requestNotFound'));
  });

  describe('when the request already holds files', () => {
    it('ignores the same attachment twice', () =>
      given([requestSubmitted(), requestAttachmentAdded()]).when(attach()).thenNothingHappens());
    it(`refuses more than ${MAX_REQUEST_ATTACHMENTS}`, () => {
      const full = Array.from({ length: MAX_REQUEST_ATTACHMENTS }, (_, i) =>
        requestAttachmentAdded({ attachmentId: `ATT-${i + 10}` }),
      );
      given([requestSubmitted(), ...full])
        .when(attach())
        .thenFailsWith('accreditation.tooManyAttachments');
    });
    it('keeps them when the draft is saved again and sent', () => {
      const state = [
        requestDraftSaved(),
        requestAttachmentAdded(),
        requestDraftSaved(),
        requestSubmitted(),
      ].reduce(evolveRequest, initialRequest());
      expect(state).toMatchObject({
        status: 'P',
        attachments: [{ attachmentId: 'ATT-1', fileName: 'examen.pdf', size: 1024 }],
      });
    });
  });

  describe('removing an attachment', () => {
    it('takes it away from a draft', () =>
      given([requestDraftSaved(), requestAttachmentAdded()])
        .when(detach())
        .then([requestAttachmentRemoved()]));
    it('takes it away from an observed request, by a user of the same company', () =>
      given([requestSubmitted(), requestAttachmentAdded(), requestObserved()])
        .when(detach('ATT-1', colleague))
        .then([requestAttachmentRemoved({ removedBy: 'CONTRATISTA' })]));
    it('refuses while the request is pending (the approver holds it)', () =>
      given([requestSubmitted(), requestAttachmentAdded()])
        .when(detach())
        .thenFailsWith('accreditation.submittedNoEdit'));
    it('refuses once approved', () =>
      given([requestSubmitted(), requestAttachmentAdded(), requestApproved()])
        .when(detach())
        .thenFailsWith('accreditation.submittedNoEdit'));
    it('refuses after a resubmission sent it back to Pendiente', () =>
      given([requestSubmitted(), requestAttachmentAdded(), requestObserved(), requestResubmitted()])
        .when(detach())
        .thenFailsWith('accreditation.submittedNoEdit'));
    it('refuses an unknown attachment', () =>
      given([requestDraftSaved(), requestAttachmentAdded()])
        .when(detach('ATT-9'))
        .thenFailsWith('accreditation.attachmentNotFound'));
    it('refuses an attachment already removed', () =>
      given([requestDraftSaved(), requestAttachmentAdded(), requestAttachmentRemoved()])
        .when(detach())
        .thenFailsWith('accreditation.attachmentNotFound'));
    it('refuses a user of another company', () =>
      given([requestDraftSaved(), requestAttachmentAdded()])
        .when(detach('ATT-1', stranger))
        .thenFailsWith('accreditation.otherCompany'));
  });
});
