import { z } from 'zod';
import { eventDefinition, type EventsOf, type RegisteredEvent } from '../shared/event-registry';
import {
  REQUIREMENT_ENTITIES,
  REQUIREMENT_KINDS,
  RequirementApplicabilitySchema,
} from './requirements.schemas';

/**
 * Events of the requirements context. Types live together in requirements.types (one small
 * catalogue stream: the code is unique there, and a door folds it once); the documents of one
 * subject for one client live in requirements.documents-<entity>-<id>-<clientId>, every
 * submission kept (history): a client reviews and relies on its own documents only.
 */
const RequirementTypeSchema = z.object({
  code: z.string(),
  description: z.string(),
  entity: z.enum(REQUIREMENT_ENTITIES),
  kind: z.enum(REQUIREMENT_KINDS),
  notifyDaysBefore: z.number().int(),
  active: z.boolean(),
  applicability: RequirementApplicabilitySchema,
  changedBy: z.string(),
});
const subject = z.object({ entity: z.enum(REQUIREMENT_ENTITIES), id: z.string() });
const DocumentSubmittedSchema = z.object({
  docId: z.string(),
  subject,
  clientId: z.string(),
  typeCode: z.string(),
  /** the stored PDF: its content hash (the file store's key), name and size */
  fileHash: z.string(),
  fileName: z.string(),
  size: z.number().int().min(0),
  issuedOn: z.string(),
  expiresOn: z.string(),
  submittedBy: z.string(),
  /** the document of the same type it replaces (still in the stream), or null */
  replaces: z.string().nullable(),
});
const reviewed = { docId: z.string(), subject, typeCode: z.string(), reviewedBy: z.string() };

/** A requirements update (bulk): what was entered once for all, and each worker's outcome. */
const RequirementsUpdatedSchema = z.object({
  updateId: z.string(),
  clientId: z.string(),
  typeCode: z.string(),
  companyIds: z.array(z.string()),
  issuedOn: z.string(),
  expiresOn: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  fileHash: z.string(),
  fileName: z.string(),
  approvedBy: z.string(),
  /** workers given a new approved document (its docId), and those refused (the error code) */
  updated: z.array(z.object({ personId: z.string(), docId: z.string() })),
  refused: z.array(z.object({ personId: z.string(), code: z.string() })),
});

/**
 * requirements.notice-<docId>: the expiry notice of one document, sent once (the daily job appends
 * it at "no stream yet", so two nodes running the job at once send it once).
 */
const ExpiryNoticeSentSchema = z.object({
  docId: z.string(),
  subject,
  clientId: z.string(),
  typeCode: z.string(),
  expiresOn: z.string(),
  /** the site date the job ran on, and the addresses the mail went to */
  sentOn: z.string(),
  recipients: z.array(z.string()),
});

/**
 * requirements.booking-flags-<bed|seat>-<id>: a booked stay or seat that a required document's
 * lapse cuts short (the daily job), once per document and date: what the booking screens warn of.
 */
const BookingCutShortSchema = z.object({
  booking: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('bed'), bedId: z.string(), assignmentId: z.string() }),
    z.object({ kind: z.literal('seat'), tripId: z.string(), seat: z.number().int() }),
  ]),
  personId: z.string(),
  clientId: z.string(),
  /** the booking rule's refusal: requirements.expiresDuringStay (with the date) or expiredDocument */
  code: z.string(),
  document: z.string(),
  expiresOn: z.string().nullable(),
  flaggedOn: z.string(),
});

/** The requirements events: type → current schema and version. */
export const REQUIREMENTS_EVENTS = {
  'requirements.RequirementTypeDefined': eventDefinition(RequirementTypeSchema),
  /** the whole type again (a snapshot): description, settings, active flag, applicability */
  'requirements.RequirementTypeUpdated': eventDefinition(RequirementTypeSchema),
  'requirements.RequirementDocumentSubmitted': eventDefinition(DocumentSubmittedSchema),
  'requirements.RequirementDocumentApproved': eventDefinition(z.object(reviewed)),
  'requirements.RequirementDocumentRejected': eventDefinition(
    z.object({ ...reviewed, reason: z.string() }),
  ),
  /** requirements.update-<updateId>: the record of one requirements update */
  'requirements.RequirementsUpdated': eventDefinition(RequirementsUpdatedSchema),
  'requirements.RequirementExpiryNoticeSent': eventDefinition(ExpiryNoticeSentSchema),
  'requirements.BookingCutShortFlagged': eventDefinition(BookingCutShortSchema),
};
type Requirements = typeof REQUIREMENTS_EVENTS;
type Of<K extends Extract<keyof Requirements, string>> = RegisteredEvent<Requirements, K>;

export type RequirementTypeDefined = Of<'requirements.RequirementTypeDefined'>;
export type RequirementTypeUpdated = Of<'requirements.RequirementTypeUpdated'>;
export type RequirementDocumentSubmitted = Of<'requirements.RequirementDocumentSubmitted'>;
export type RequirementDocumentApproved = Of<'requirements.RequirementDocumentApproved'>;
export type RequirementDocumentRejected = Of<'requirements.RequirementDocumentRejected'>;
export type RequirementTypeEvent = EventsOf<
  Requirements,
  'requirements.RequirementTypeDefined' | 'requirements.RequirementTypeUpdated'
>;
export type RequirementDocumentEvent = EventsOf<
  Requirements,
  | 'requirements.RequirementDocumentSubmitted'
  | 'requirements.RequirementDocumentApproved'
  | 'requirements.RequirementDocumentRejected'
>;
export type RequirementsUpdated = Of<'requirements.RequirementsUpdated'>;
export type RequirementExpiryNoticeSent = Of<'requirements.RequirementExpiryNoticeSent'>;
export type BookingCutShortFlagged = Of<'requirements.BookingCutShortFlagged'>;
