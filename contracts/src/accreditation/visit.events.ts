import { z } from 'zod';
import { eventDefinition, type EventsOf, type RegisteredEvent } from '../shared/event-registry';
import { VisitorRowSchema } from './visit.schemas';

/**
 * Events of a visit request (accreditation.visit-<visitId>) and of the stream that owns "a person
 * is on one open visit at a time for overlapping days" (accreditation.visitor-<personId>-<clientId>);
 * that stream also keeps the approved visits' zones and days, which the doors read.
 */
const VisitRequestedDataSchema = z.object({
  visitId: z.string(),
  code: z.string(),
  clientId: z.string(),
  hostId: z.string(),
  hostName: z.string(),
  visitors: z.array(VisitorRowSchema),
  zoneIds: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string(),
  observation: z.string(),
  requestedBy: z.string(),
});
const VisitDecidedDataSchema = z.object({
  visitId: z.string(),
  clientId: z.string(),
  comment: z.string(),
  decidedBy: z.string(),
});
/** The requester's correction of an observed visit: its zones, days and observation; back to P. */
const VisitCorrectedDataSchema = z.object({
  visitId: z.string(),
  clientId: z.string(),
  zoneIds: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string(),
  observation: z.string(),
  correctedBy: z.string(),
});
const VisitorSlotDataSchema = z.object({
  personId: z.string(),
  clientId: z.string(),
  visitId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
const VisitorAdmittedDataSchema = VisitorSlotDataSchema.extend({ zoneIds: z.array(z.string()) });

export const VISIT_EVENTS = {
  'accreditation.VisitRequested': eventDefinition(VisitRequestedDataSchema),
  'accreditation.VisitApproved': eventDefinition(VisitDecidedDataSchema),
  'accreditation.VisitObserved': eventDefinition(VisitDecidedDataSchema),
  'accreditation.VisitRejected': eventDefinition(VisitDecidedDataSchema),
  'accreditation.VisitCorrected': eventDefinition(VisitCorrectedDataSchema),
  'accreditation.VisitorBooked': eventDefinition(VisitorSlotDataSchema),
  'accreditation.VisitorReleased': eventDefinition(VisitorSlotDataSchema),
  'accreditation.VisitorAdmitted': eventDefinition(VisitorAdmittedDataSchema),
};
type Visit = typeof VISIT_EVENTS;
type Of<K extends Extract<keyof Visit, string>> = RegisteredEvent<Visit, K>;

export type VisitRequested = Of<'accreditation.VisitRequested'>;
export type VisitApproved = Of<'accreditation.VisitApproved'>;
export type VisitObserved = Of<'accreditation.VisitObserved'>;
export type VisitRejected = Of<'accreditation.VisitRejected'>;
export type VisitCorrected = Of<'accreditation.VisitCorrected'>;
export type VisitEvent = EventsOf<
  Visit,
  | 'accreditation.VisitRequested'
  | 'accreditation.VisitApproved'
  | 'accreditation.VisitObserved'
  | 'accreditation.VisitRejected'
  | 'accreditation.VisitCorrected'
>;
export type VisitorBooked = Of<'accreditation.VisitorBooked'>;
export type VisitorReleased = Of<'accreditation.VisitorReleased'>;
export type VisitorAdmitted = Of<'accreditation.VisitorAdmitted'>;
export type VisitorEvent = EventsOf<
  Visit,
  'accreditation.VisitorBooked' | 'accreditation.VisitorReleased' | 'accreditation.VisitorAdmitted'
>;
