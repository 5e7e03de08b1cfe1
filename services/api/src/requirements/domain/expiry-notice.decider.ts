import {
  addDays,
  type RequirementExpiryNoticeSent,
  type RequirementSubject,
} from '@faena/contracts';
import type { DocumentFact } from '../facts/compliance';

/** requirements.notice-<docId>: whether the document's expiry notice went out already. */
export interface NoticeState {
  sent: boolean;
}

export const initialNoticeState = (): NoticeState => ({ sent: false });

export const evolveNoticeState = (_state: NoticeState, _e: RequirementExpiryNoticeSent) => ({
  sent: true,
});

export interface NoticeInput {
  docId: string;
  subject: RequirementSubject;
  clientId: string;
  /** every document of the subject for the client (the requirements.documents stream folded) */
  documents: ReadonlyArray<DocumentFact>;
  /** the type's "days before expiry to notify"; 0 notifies nothing */
  notifyDaysBefore: number;
  /** the site's date the job runs on (yyyy-MM-dd) */
  today: string;
  recipients: ReadonlyArray<string>;
}

/**
 * The expiry notice of one document: due once, from `notifyDaysBefore` days before its expiry up
 * to the expiry day, while it is approved and no later approved document of its type outlasts it.
 * Not before, not once lapsed, never twice, and not without anyone to tell.
 */
export function expiryNotice(
  input: NoticeInput,
  state: NoticeState,
): RequirementExpiryNoticeSent[] {
  const doc = input.documents.find((d) => d.docId === input.docId);
  if (state.sent || !doc || doc.status !== 'approved') return [];
  if (input.notifyDaysBefore <= 0 || input.recipients.length === 0) return [];
  const { today } = input;
  if (today > doc.expiresOn || today < addDays(doc.expiresOn, -input.notifyDaysBefore)) return [];
  const outlasted = input.documents.some(
    (d) => d.typeCode === doc.typeCode && d.status === 'approved' && d.expiresOn > doc.expiresOn,
  );
  if (outlasted) return [];
  const data = {
    docId: doc.docId,
    subject: input.subject,
    clientId: input.clientId,
    typeCode: doc.typeCode,
    expiresOn: doc.expiresOn,
    sentOn: today,
    recipients: [...input.recipients],
  };
  return [{ type: 'requirements.RequirementExpiryNoticeSent', data }];
}
