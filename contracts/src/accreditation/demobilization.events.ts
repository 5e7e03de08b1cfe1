import { z } from 'zod';
import { eventDefinition, type EventsOf, type RegisteredEvent } from '../shared/event-registry';

/**
 * Events of a demobilization (accreditation.demobilization-<id>) and of the stream that owns "one
 * open demobilization per person and client" (accreditation.open-demobilization-<personId>-<clientId>).
 * The payloads are zod schemas: the shapes the deciders write and the projections read.
 */
export const DemobilizationRequestedDataSchema = z.object({
  demobilizationId: z.string(),
  code: z.string(),
  personId: z.string(),
  personName: z.string(),
  documentNumber: z.string(),
  /** the worker code: the person's document number, as the people read model shows it */
  workerCode: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  clientId: z.string(),
  divisionId: z.string(),
  /** code of an item of the termination-reasons catalogue */
  cessationReason: z.string(),
  cessationDate: z.string(),
  observation: z.string(),
  requestedBy: z.string(),
});
export const DemobilizationDecidedDataSchema = z.object({
  demobilizationId: z.string(),
  personId: z.string(),
  clientId: z.string(),
  comment: z.string(),
  decidedBy: z.string(),
});
export const DemobilizationResubmittedDataSchema = z.object({
  demobilizationId: z.string(),
  cessationReason: z.string(),
  cessationDate: z.string(),
  observation: z.string(),
  requestedBy: z.string(),
});
export const DemobilizationSlotDataSchema = z.object({
  personId: z.string(),
  clientId: z.string(),
  demobilizationId: z.string(),
});

/**
 * What the cascade of an approved demobilization released (issue 19): one event per holding on
 * accreditation.demobilization-cascade-<id>, appended in the same command as the release itself,
 * so a holding is recorded exactly when it was released. `kind` names the releaser (door, bed,
 * seat; dining and credential when their contexts add a releaser), `ref` the holding (stable).
 */
export const HoldingReleasedDataSchema = z.object({
  demobilizationId: z.string(),
  personId: z.string(),
  kind: z.string(),
  ref: z.string(),
  /** what the approver reads: camp · room · bed, route · seat, … */
  label: z.string(),
  /** the first released date (yyyy-MM-dd), and the last one (null: open-ended) */
  from: z.string(),
  to: z.string().nullable(),
});
export const CascadeCompletedDataSchema = z.object({
  demobilizationId: z.string(),
  personId: z.string(),
  released: z.number().int(),
});

/** The demobilization events: type → current schema and version. */
export const DEMOBILIZATION_EVENTS = {
  'accreditation.DemobilizationRequested': eventDefinition(DemobilizationRequestedDataSchema),
  'accreditation.DemobilizationApproved': eventDefinition(DemobilizationDecidedDataSchema),
  'accreditation.DemobilizationObserved': eventDefinition(DemobilizationDecidedDataSchema),
  'accreditation.DemobilizationRejected': eventDefinition(DemobilizationDecidedDataSchema),
  'accreditation.DemobilizationResubmitted': eventDefinition(DemobilizationResubmittedDataSchema),
  'accreditation.DemobilizationSlotTaken': eventDefinition(DemobilizationSlotDataSchema),
  'accreditation.DemobilizationSlotReleased': eventDefinition(DemobilizationSlotDataSchema),
  'accreditation.HoldingReleased': eventDefinition(HoldingReleasedDataSchema),
  'accreditation.DemobilizationCascadeCompleted': eventDefinition(CascadeCompletedDataSchema),
};
type Demobilization = typeof DEMOBILIZATION_EVENTS;
type Of<K extends Extract<keyof Demobilization, string>> = RegisteredEvent<Demobilization, K>;

export type DemobilizationRequested = Of<'accreditation.DemobilizationRequested'>;
export type DemobilizationApproved = Of<'accreditation.DemobilizationApproved'>;
export type DemobilizationObserved = Of<'accreditation.DemobilizationObserved'>;
export type DemobilizationRejected = Of<'accreditation.DemobilizationRejected'>;
export type DemobilizationResubmitted = Of<'accreditation.DemobilizationResubmitted'>;
export type DemobilizationEvent = EventsOf<
  Demobilization,
  | 'accreditation.DemobilizationRequested'
  | 'accreditation.DemobilizationApproved'
  | 'accreditation.DemobilizationObserved'
  | 'accreditation.DemobilizationRejected'
  | 'accreditation.DemobilizationResubmitted'
>;
export type DemobilizationSlotTaken = Of<'accreditation.DemobilizationSlotTaken'>;
export type DemobilizationSlotReleased = Of<'accreditation.DemobilizationSlotReleased'>;
export type DemobilizationSlotEvent = EventsOf<
  Demobilization,
  'accreditation.DemobilizationSlotTaken' | 'accreditation.DemobilizationSlotReleased'
>;

export type HoldingReleased = Of<'accreditation.HoldingReleased'>;
export type DemobilizationCascadeCompleted = Of<'accreditation.DemobilizationCascadeCompleted'>;
export type CascadeEvent = EventsOf<
  Demobilization,
  'accreditation.HoldingReleased' | 'accreditation.DemobilizationCascadeCompleted'
>;

/** The payload schema of every demobilization event type, for parsing at an edge (tests, tools). */
export const DEMOBILIZATION_EVENT_SCHEMAS = Object.fromEntries(
  Object.entries(DEMOBILIZATION_EVENTS).map(([type, d]) => [type, d.schema]),
) as { [K in keyof Demobilization]: Demobilization[K]['schema'] };
