import { z } from 'zod';
import { eventDefinition, type EventsOf, type RegisteredEvent } from '../shared/event-registry';
import { DIRECTIONS } from '../access/access.schemas';
import { VEHICLE_DENY_REASONS } from './vehicle-request.schemas';

/** What a vehicle request records of its vehicle, contract and period. */
export const VehicleRequestDataSchema = z.object({
  requestId: z.string(),
  code: z.string(),
  vehicleId: z.string(),
  plate: z.string(),
  vehicleType: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  contractId: z.string(),
  contractCode: z.string(),
  clientId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  observation: z.string(),
  submittedBy: z.string(),
});
export type VehicleRequestData = z.infer<typeof VehicleRequestDataSchema>;
const decided = {
  requestId: z.string(),
  vehicleId: z.string(),
  clientId: z.string(),
  comment: z.string(),
  decidedBy: z.string(),
};
const slot = { vehicleId: z.string(), clientId: z.string(), requestId: z.string() };
const vehicleMark = {
  markId: z.string(),
  vehicleId: z.string(),
  plate: z.string(),
  zoneId: z.string(),
  doorId: z.string(),
  clientId: z.string(),
  direction: z.enum(DIRECTIONS),
  markedAt: z.string(),
  automatic: z.boolean(),
  /** the spec's marking type: V vehicle */
  markType: z.literal('V'),
};

/** Vehicle accreditation (issue 19): the request, the vehicle's slot per client, its door marks. */
export const VEHICLE_ACCREDITATION_EVENTS = {
  'accreditation.VehicleRequestSubmitted': eventDefinition(VehicleRequestDataSchema),
  'accreditation.VehicleRequestApproved': eventDefinition(z.object(decided)),
  'accreditation.VehicleRequestObserved': eventDefinition(z.object(decided)),
  'accreditation.VehicleRequestRejected': eventDefinition(z.object(decided)),
  'accreditation.VehicleRequestCorrected': eventDefinition(
    z.object({
      requestId: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      observation: z.string(),
      submittedBy: z.string(),
    }),
  ),
  /** Events of accreditation.vehicle-<vehicleId>-<clientId>: one active accreditation per vehicle and client. */
  'accreditation.VehicleRequestOpened': eventDefinition(
    z.object({ ...slot, contractId: z.string() }),
  ),
  'accreditation.VehicleAccredited': eventDefinition(
    z.object({ ...slot, contractId: z.string(), startDate: z.string(), endDate: z.string() }),
  ),
  'accreditation.VehicleRequestClosed': eventDefinition(z.object(slot)),
  /** A vehicle's door mark (access.vehicle-<vehicleId>), granted or denied with the reason. */
  'access.VehicleMarkGranted': eventDefinition(z.object(vehicleMark)),
  'access.VehicleMarkDenied': eventDefinition(
    z.object({
      ...vehicleMark,
      reason: z.enum(VEHICLE_DENY_REASONS),
      requirement: z
        .object({ code: z.string(), description: z.string(), expiresOn: z.string().optional() })
        .optional(),
    }),
  ),
};
type Vehicle = typeof VEHICLE_ACCREDITATION_EVENTS;
type Of<K extends Extract<keyof Vehicle, string>> = RegisteredEvent<Vehicle, K>;

export type VehicleRequestSubmitted = Of<'accreditation.VehicleRequestSubmitted'>;
export type VehicleRequestApproved = Of<'accreditation.VehicleRequestApproved'>;
export type VehicleRequestObserved = Of<'accreditation.VehicleRequestObserved'>;
export type VehicleRequestRejected = Of<'accreditation.VehicleRequestRejected'>;
export type VehicleRequestCorrected = Of<'accreditation.VehicleRequestCorrected'>;
export type VehicleRequestEvent = EventsOf<
  Vehicle,
  | 'accreditation.VehicleRequestSubmitted'
  | 'accreditation.VehicleRequestApproved'
  | 'accreditation.VehicleRequestObserved'
  | 'accreditation.VehicleRequestRejected'
  | 'accreditation.VehicleRequestCorrected'
>;
export type VehicleRequestOpened = Of<'accreditation.VehicleRequestOpened'>;
export type VehicleAccredited = Of<'accreditation.VehicleAccredited'>;
export type VehicleRequestClosed = Of<'accreditation.VehicleRequestClosed'>;
export type VehicleAccreditationEvent = EventsOf<
  Vehicle,
  | 'accreditation.VehicleRequestOpened'
  | 'accreditation.VehicleAccredited'
  | 'accreditation.VehicleRequestClosed'
>;
export type VehicleMarkGranted = Of<'access.VehicleMarkGranted'>;
export type VehicleMarkDenied = Of<'access.VehicleMarkDenied'>;
