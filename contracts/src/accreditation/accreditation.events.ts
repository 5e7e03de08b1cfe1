import { z } from 'zod';
import {
  eventDefinition,
  olderVersion,
  type EventsOf,
  type RegisteredEvent,
} from '../shared/event-registry';
import { REQUEST_DATA_V1_UPCAST, RequestDataSchema } from './request-data.events';

export { RequestDataSchema, type RequestData } from './request-data.events';

const DecidedSchema = z.object({
  requestId: z.string(),
  personId: z.string(),
  clientId: z.string(),
  comment: z.string(),
  decidedBy: z.string(),
});
const RequestResubmittedSchema = z.object({
  requestId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  reason: z.string(),
  observation: z.string(),
  submittedBy: z.string(),
});
const RequestRemovedSchema = z.object({
  requestId: z.string(),
  personId: z.string(),
  clientId: z.string(),
  removedBy: z.string(),
});
const RequestAttachmentAddedSchema = z.object({
  requestId: z.string(),
  attachmentId: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  blobKey: z.string(),
  sha256: z.string(),
  addedBy: z.string(),
});
const RequestAttachmentRemovedSchema = z.object({
  requestId: z.string(),
  attachmentId: z.string(),
  fileName: z.string(),
  removedBy: z.string(),
});
const slot = { personId: z.string(), clientId: z.string(), requestId: z.string() };
const accredited = { ...slot, startDate: z.string(), endDate: z.string() };
const quota = { contractId: z.string(), requestId: z.string(), personId: z.string() };

/** The accreditation context's request events (demobilizations: DEMOBILIZATION_EVENTS). */
export const ACCREDITATION_EVENTS = {
  /** Saved as a draft (Incompleta), first or again: the whole draft each time. */
  'accreditation.RequestDraftSaved': eventDefinition(RequestDataSchema, 2, REQUEST_DATA_V1_UPCAST),
  /** Sent for approval (Pendiente): from nothing, or from the request's draft. */
  'accreditation.RequestSubmitted': eventDefinition(RequestDataSchema, 2, REQUEST_DATA_V1_UPCAST),
  'accreditation.RequestApproved': eventDefinition(DecidedSchema),
  'accreditation.RequestObserved': eventDefinition(DecidedSchema),
  'accreditation.RequestRejected': eventDefinition(DecidedSchema),
  'accreditation.RequestResubmitted': eventDefinition(RequestResubmittedSchema),
  /** The applicant removed a request not yet attended (Pendiente): it frees the person's slot and the quota slot. */
  'accreditation.RequestRemoved': eventDefinition(RequestRemovedSchema),
  /** A PDF was attached to the request; its bytes are in the blob store under blobKey (sha256: their hash). */
  'accreditation.RequestAttachmentAdded': eventDefinition(RequestAttachmentAddedSchema),
  /** An attachment was taken away from the request (its file stays in the blob store for the history). */
  'accreditation.RequestAttachmentRemoved': eventDefinition(RequestAttachmentRemovedSchema),
  /** Events of the stream that owns "one active accreditation per person and client". */
  'accreditation.PersonRequestOpened': eventDefinition(
    z.object({ ...slot, contractId: z.string() }),
  ),
  /**
   * v2 names the contract (a requirement may apply per contract); v1 did not: upcast with
   * contractId null, and folds that need it take it from the request's PersonRequestOpened.
   */
  'accreditation.PersonAccredited': eventDefinition(
    z.object({ ...accredited, contractId: z.string().nullable() }),
    2,
    { 1: olderVersion(z.object(accredited), (v1) => ({ ...v1, contractId: null })) },
  ),
  'accreditation.PersonRequestClosed': eventDefinition(z.object(slot)),
  /** A demobilization's approval ends the accreditation at the cessation date (never later than it ended). */
  'accreditation.PersonAccreditationEnded': eventDefinition(
    z.object({ ...slot, demobilizationId: z.string(), endDate: z.string() }),
  ),
  /** Events of the stream that owns a contract's headcount quota (endowment). */
  'accreditation.QuotaSlotTaken': eventDefinition(z.object(quota)),
  'accreditation.QuotaSlotReleased': eventDefinition(z.object(quota)),
  /**
   * Under the client's 'warn' endowment policy, a request went over the contract's endowment and
   * was accepted (its slot is taken beside this): the request row shows it as over the endowment.
   */
  'accreditation.QuotaExceededAccepted': eventDefinition(
    z.object({ ...quota, quota: z.number().int(), held: z.number().int() }),
  ),
};
type Accreditation = typeof ACCREDITATION_EVENTS;
type Of<K extends Extract<keyof Accreditation, string>> = RegisteredEvent<Accreditation, K>;

export type RequestSubmitted = Of<'accreditation.RequestSubmitted'>;
export type RequestDraftSaved = Of<'accreditation.RequestDraftSaved'>;
export type RequestApproved = Of<'accreditation.RequestApproved'>;
export type RequestObserved = Of<'accreditation.RequestObserved'>;
export type RequestRejected = Of<'accreditation.RequestRejected'>;
export type RequestResubmitted = Of<'accreditation.RequestResubmitted'>;
export type RequestRemoved = Of<'accreditation.RequestRemoved'>;
export type RequestAttachmentAdded = Of<'accreditation.RequestAttachmentAdded'>;
export type RequestAttachmentRemoved = Of<'accreditation.RequestAttachmentRemoved'>;
export type RequestEvent = EventsOf<
  Accreditation,
  | 'accreditation.RequestDraftSaved'
  | 'accreditation.RequestSubmitted'
  | 'accreditation.RequestApproved'
  | 'accreditation.RequestObserved'
  | 'accreditation.RequestRejected'
  | 'accreditation.RequestResubmitted'
  | 'accreditation.RequestRemoved'
  | 'accreditation.RequestAttachmentAdded'
  | 'accreditation.RequestAttachmentRemoved'
>;

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

export type PersonRequestOpened = Of<'accreditation.PersonRequestOpened'>;
export type PersonAccredited = Of<'accreditation.PersonAccredited'>;
export type PersonRequestClosed = Of<'accreditation.PersonRequestClosed'>;
export type PersonAccreditationEnded = Of<'accreditation.PersonAccreditationEnded'>;
export type PersonAccreditationEvent = EventsOf<
  Accreditation,
  | 'accreditation.PersonRequestOpened'
  | 'accreditation.PersonAccredited'
  | 'accreditation.PersonRequestClosed'
  | 'accreditation.PersonAccreditationEnded'
>;
export type QuotaSlotTaken = Of<'accreditation.QuotaSlotTaken'>;
export type QuotaSlotReleased = Of<'accreditation.QuotaSlotReleased'>;
export type QuotaExceededAccepted = Of<'accreditation.QuotaExceededAccepted'>;
export type ContractQuotaEvent = EventsOf<
  Accreditation,
  | 'accreditation.QuotaSlotTaken'
  | 'accreditation.QuotaSlotReleased'
  | 'accreditation.QuotaExceededAccepted'
>;
