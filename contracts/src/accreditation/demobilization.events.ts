import { z } from 'zod';
import type { DomainEvent } from '../shared/events';

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

export type DemobilizationRequested = DomainEvent<
  'accreditation.DemobilizationRequested',
  z.infer<typeof DemobilizationRequestedDataSchema>
>;
type Decided = z.infer<typeof DemobilizationDecidedDataSchema>;
export type DemobilizationApproved = DomainEvent<'accreditation.DemobilizationApproved', Decided>;
export type DemobilizationObserved = DomainEvent<'accreditation.DemobilizationObserved', Decided>;
export type DemobilizationRejected = DomainEvent<'accreditation.DemobilizationRejected', Decided>;
export type DemobilizationResubmitted = DomainEvent<
  'accreditation.DemobilizationResubmitted',
  z.infer<typeof DemobilizationResubmittedDataSchema>
>;
export type DemobilizationEvent =
  | DemobilizationRequested
  | DemobilizationApproved
  | DemobilizationObserved
  | DemobilizationRejected
  | DemobilizationResubmitted;

type Slot = z.infer<typeof DemobilizationSlotDataSchema>;
export type DemobilizationSlotTaken = DomainEvent<'accreditation.DemobilizationSlotTaken', Slot>;
export type DemobilizationSlotReleased = DomainEvent<
  'accreditation.DemobilizationSlotReleased',
  Slot
>;
export type DemobilizationSlotEvent = DemobilizationSlotTaken | DemobilizationSlotReleased;

/** The payload schema of every demobilization event type, for parsing at an edge (tests, tools). */
export const DEMOBILIZATION_EVENT_SCHEMAS = {
  'accreditation.DemobilizationRequested': DemobilizationRequestedDataSchema,
  'accreditation.DemobilizationApproved': DemobilizationDecidedDataSchema,
  'accreditation.DemobilizationObserved': DemobilizationDecidedDataSchema,
  'accreditation.DemobilizationRejected': DemobilizationDecidedDataSchema,
  'accreditation.DemobilizationResubmitted': DemobilizationResubmittedDataSchema,
  'accreditation.DemobilizationSlotTaken': DemobilizationSlotDataSchema,
  'accreditation.DemobilizationSlotReleased': DemobilizationSlotDataSchema,
} as const;
