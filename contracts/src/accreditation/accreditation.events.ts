import type { DomainEvent } from '../shared/events';

/** What a request records of its person, contract, period and purpose (a draft's dates may be ''). */
export type RequestData = {
  requestId: string;
  code: string;
  personId: string;
  personName: string;
  documentNumber: string;
  companyId: string;
  companyName: string;
  contractId: string;
  contractCode: string;
  clientId: string;
  divisionId: string;
  startDate: string;
  endDate: string;
  reason: string;
  observation: string;
  submittedBy: string;
};
/** Sent for approval (Pendiente): from nothing, or from the request's draft. */
export type RequestSubmitted = DomainEvent<'accreditation.RequestSubmitted', RequestData>;
/** Saved as a draft (Incompleta), first or again: the whole draft each time. */
export type RequestDraftSaved = DomainEvent<'accreditation.RequestDraftSaved', RequestData>;
type Decided = {
  requestId: string;
  personId: string;
  clientId: string;
  comment: string;
  decidedBy: string;
};
export type RequestApproved = DomainEvent<'accreditation.RequestApproved', Decided>;
export type RequestObserved = DomainEvent<'accreditation.RequestObserved', Decided>;
export type RequestRejected = DomainEvent<'accreditation.RequestRejected', Decided>;
export type RequestResubmitted = DomainEvent<
  'accreditation.RequestResubmitted',
  {
    requestId: string;
    startDate: string;
    endDate: string;
    reason: string;
    observation: string;
    submittedBy: string;
  }
>;
/** The applicant removed a request not yet attended (Pendiente): it frees the person's slot and the quota slot. */
export type RequestRemoved = DomainEvent<
  'accreditation.RequestRemoved',
  { requestId: string; personId: string; clientId: string; removedBy: string }
>;
/** A PDF was attached to the request; its bytes are in the blob store under blobKey (sha256: their hash). */
export type RequestAttachmentAdded = DomainEvent<
  'accreditation.RequestAttachmentAdded',
  {
    requestId: string;
    attachmentId: string;
    fileName: string;
    size: number;
    blobKey: string;
    sha256: string;
    addedBy: string;
  }
>;
/** An attachment was taken away from the request (its file stays in the blob store for the history). */
export type RequestAttachmentRemoved = DomainEvent<
  'accreditation.RequestAttachmentRemoved',
  { requestId: string; attachmentId: string; fileName: string; removedBy: string }
>;
export type RequestEvent =
  | RequestDraftSaved
  | RequestSubmitted
  | RequestApproved
  | RequestObserved
  | RequestRejected
  | RequestResubmitted
  | RequestRemoved
  | RequestAttachmentAdded
  | RequestAttachmentRemoved;

/** Every type of a request's events, at run time (the timeline names each one); checked both ways by the compiler. */
export const REQUEST_EVENT_TYPES = [
  'accreditation.RequestDraftSaved',
  'accreditation.RequestSubmitted',
  'accreditation.RequestApproved',
  'accreditation.RequestObserved',
  'accreditation.RequestRejected',
  'accreditation.RequestResubmitted',
  'accreditation.RequestRemoved',
  'accreditation.RequestAttachmentAdded',
  'accreditation.RequestAttachmentRemoved',
] as const satisfies ReadonlyArray<RequestEvent['type']>;
type UnlistedRequestEvent = Exclude<RequestEvent['type'], (typeof REQUEST_EVENT_TYPES)[number]>;
/** Fails to compile (the type is then the missing names) when a request event is not listed above. */
export const REQUEST_EVENT_TYPES_COMPLETE: [UnlistedRequestEvent] extends [never]
  ? true
  : UnlistedRequestEvent = true;

/** Events of the stream that owns "one active accreditation per person and client". */
export type PersonRequestOpened = DomainEvent<
  'accreditation.PersonRequestOpened',
  { personId: string; clientId: string; requestId: string; contractId: string }
>;
export type PersonAccredited = DomainEvent<
  'accreditation.PersonAccredited',
  { personId: string; clientId: string; requestId: string; startDate: string; endDate: string }
>;
export type PersonRequestClosed = DomainEvent<
  'accreditation.PersonRequestClosed',
  { personId: string; clientId: string; requestId: string }
>;
/** A demobilization's approval ends the accreditation at the cessation date (never later than it ended). */
export type PersonAccreditationEnded = DomainEvent<
  'accreditation.PersonAccreditationEnded',
  {
    personId: string;
    clientId: string;
    requestId: string;
    demobilizationId: string;
    endDate: string;
  }
>;
export type PersonAccreditationEvent =
  PersonRequestOpened | PersonAccredited | PersonRequestClosed | PersonAccreditationEnded;

/** Events of the stream that owns a contract's headcount quota (endowment). */
export type QuotaSlotTaken = DomainEvent<
  'accreditation.QuotaSlotTaken',
  { contractId: string; requestId: string; personId: string }
>;
export type QuotaSlotReleased = DomainEvent<
  'accreditation.QuotaSlotReleased',
  { contractId: string; requestId: string; personId: string }
>;
export type ContractQuotaEvent = QuotaSlotTaken | QuotaSlotReleased;
