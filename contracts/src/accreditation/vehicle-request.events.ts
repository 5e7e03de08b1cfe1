import { z } from 'zod';
import {
  eventDefinition,
  olderVersion,
  type EventsOf,
  type RegisteredEvent,
} from '../shared/event-registry';
import { MARK_MODES, MARK_ORIGINS, modeOf } from '../access/marks.schemas';
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
/** v2 (issue 20): the site's date and hour, the device, the origin and the mode, as a person's mark. */
const vehicleMarkV2 = {
  ...vehicleMark,
  date: z.string(),
  hour: z.string(),
  deviceId: z.string().nullable(),
  origin: z.enum(MARK_ORIGINS),
  mode: z.enum(MARK_MODES),
  justification: z.string(),
};
type VehicleMarkV1 = { [K in keyof typeof vehicleMark]: z.infer<(typeof vehicleMark)[K]> };
/** A v1 vehicle mark: date and hour read in UTC, a single mark at the gate. */
const upcastVehicleMark = (v1: VehicleMarkV1) => ({
  ...v1,
  date: v1.markedAt.slice(0, 10),
  hour: v1.markedAt.slice(11, 16),
  deviceId: null,
  origin: v1.automatic ? ('DISPOSITIVO' as const) : ('GARITA' as const),
  mode: modeOf(v1.direction),
  justification: '',
});
const deniedVehicle = {
  reason: z.enum(VEHICLE_DENY_REASONS),
  requirement: z
    .object({ code: z.string(), description: z.string(), expiresOn: z.string().optional() })
    .optional(),
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
  'access.VehicleMarkGranted': eventDefinition(z.object(vehicleMarkV2), 2, {
    1: olderVersion(z.object(vehicleMark), upcastVehicleMark),
  }),
  'access.VehicleMarkDenied': eventDefinition(z.object({ ...vehicleMarkV2, ...deniedVehicle }), 2, {
    1: olderVersion(
      z.object({ ...vehicleMark, ...deniedVehicle }),
      ({ reason, requirement, ...v1 }) => ({
        ...upcastVehicleMark(v1),
        reason,
        ...(requirement ? { requirement } : {}),
      }),
    ),
  }),
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
