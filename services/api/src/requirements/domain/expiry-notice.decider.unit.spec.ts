import type { RequirementExpiryNoticeSent } from '@faena/contracts';
import { deciderSpec } from '@faena/test-kit';
import type { DocumentFact } from '../facts/compliance';
import {
  evolveNoticeState,
  expiryNotice,
  initialNoticeState,
  type NoticeInput,
} from './expiry-notice.decider';

const given = deciderSpec({ evolve: evolveNoticeState, initialState: initialNoticeState });
const subject = { entity: 'P' as const, id: 'person-1' };
const doc = (over: Partial<DocumentFact> = {}): DocumentFact => ({
  docId: 'doc-1',
  typeCode: 'EMO',
  status: 'approved',
  issuedOn: '2026-01-01',
  expiresOn: '2026-12-10',
  fileName: 'emo.pdf',
  ...over,
});
const input = (over: Partial<NoticeInput> = {}): NoticeInput => ({
  docId: 'doc-1',
  subject,
  clientId: 'client-1',
  documents: [doc()],
  notifyDaysBefore: 15,
  today: '2026-11-25',
  recipients: ['solicitante@faena.test'],
  ...over,
});
const sent: RequirementExpiryNoticeSent = {
  type: 'requirements.RequirementExpiryNoticeSent',
  data: {
    docId: 'doc-1',
    subject,
    clientId: 'client-1',
    typeCode: 'EMO',
    expiresOn: '2026-12-10',
    sentOn: '2026-11-25',
    recipients: ['solicitante@faena.test'],
  },
};

describe('expiry notice', () => {
  describe('when the document expires within the notice days', () => {
    it('records the notice on the first day of the window', () =>
      given([])
        .when((s) => expiryNotice(input(), s))
        .then([sent]));
    it('still records it on the expiry day itself', () =>
      given([])
        .when((s) => expiryNotice(input({ today: '2026-12-10' }), s))
        .then([{ ...sent, data: { ...sent.data, sentOn: '2026-12-10' } }]));
  });

  describe('when it is not due', () => {
    it('sends nothing the day before the window opens', () =>
      given([])
        .when((s) => expiryNotice(input({ today: '2026-11-24' }), s))
        .thenNothingHappens());
    it('sends nothing for a type that notifies 0 days before', () =>
      given([])
        .when((s) => expiryNotice(input({ notifyDaysBefore: 0 }), s))
        .thenNothingHappens());
    it('sends nothing for a document not approved (pending or rejected)', () => {
      for (const status of ['pending', 'rejected'] as const)
        given([])
          .when((s) => expiryNotice(input({ documents: [doc({ status })] }), s))
          .thenNothingHappens();
    });
    it('sends nothing when a later approved document of the type outlasts it', () => {
      const renewal = doc({ docId: 'doc-2', issuedOn: '2026-11-20', expiresOn: '2027-11-20' });
      given([])
        .when((s) => expiryNotice(input({ documents: [doc(), renewal] }), s))
        .thenNothingHappens();
    });
    it('sends nothing when nobody can be told', () =>
      given([])
        .when((s) => expiryNotice(input({ recipients: [] }), s))
        .thenNothingHappens());
  });

  describe('when the notice was already sent', () => {
    it('sends nothing again, on any later day', () =>
      given([sent])
        .when((s) => expiryNotice(input({ today: '2026-11-26' }), s))
        .thenNothingHappens());
  });

  describe('when the document has lapsed', () => {
    it('sends nothing the day after its expiry', () =>
      given([])
        .when((s) => expiryNotice(input({ today: '2026-12-11' }), s))
        .thenNothingHappens());
  });
});
