import { z } from 'zod';
import {
  eventDefinition,
  olderVersion,
  type EventsOf,
  type RegisteredEvent,
} from '../shared/event-registry';

const TripScheduledV1Schema = z.object({
  tripId: z.string(),
  clientId: z.string(),
  route: z.string(),
  date: z.string(),
  departureTime: z.string(),
  plate: z.string(),
  driver: z.string(),
  origin: z.string(),
  destination: z.string(),
  capacity: z.number().int(),
});
/**
 * v2 names the unit (issue 19: an approved vehicle is what a transport unit check reads): the
 * vehicle of the master whose accreditation at the trip's client must cover the trip's date for a
 * seat to be booked. v1 trips name none (null): their seats are booked without the unit check.
 */
const TripScheduledSchema = TripScheduledV1Schema.extend({ vehicleId: z.string().nullable() });

const seat = { tripId: z.string(), seat: z.number().int(), personId: z.string(), date: z.string() };

/**
 * v1: companyId (the passenger's company when booked) and reservedBy (who booked) were added in
 * issue 15 as optional fields without a version bump, so a v1 event may lack them. v2 always
 * carries them, null when unknown: the trip then falls back to the event's metadata user, and the
 * seat map shows such a seat to contractors as occupied without a name.
 */
const SeatReservedV1Schema = z.object({
  ...seat,
  personName: z.string(),
  companyId: z.string().optional(),
  reservedBy: z.string().optional(),
});
const SeatReservedSchema = z.object({
  ...seat,
  personName: z.string(),
  companyId: z.string().nullable(),
  reservedBy: z.string().nullable(),
});

const WorkerDaySchema = z.object({
  personId: z.string(),
  date: z.string(),
  tripId: z.string(),
  seat: z.number().int(),
});

/** The transport context's events: type → current schema and version, older versions upcast on read. */
export const TRANSPORT_EVENTS = {
  'transport.TripScheduled': eventDefinition(TripScheduledSchema, 2, {
    1: olderVersion(TripScheduledV1Schema, (v1) => ({ ...v1, vehicleId: null })),
  }),
  'transport.SeatReserved': eventDefinition(SeatReservedSchema, 2, {
    1: olderVersion(SeatReservedV1Schema, (v1) => ({
      ...v1,
      companyId: v1.companyId ?? null,
      reservedBy: v1.reservedBy ?? null,
    })),
  }),
  'transport.SeatReleased': eventDefinition(z.object(seat)),
  /** events of the stream that owns "one seat per worker per date" */
  'transport.WorkerDayBooked': eventDefinition(WorkerDaySchema),
  'transport.WorkerDayReleased': eventDefinition(WorkerDaySchema),
};
type Transport = typeof TRANSPORT_EVENTS;

export type TransportEvent = EventsOf<Transport>;
export type TripScheduled = RegisteredEvent<Transport, 'transport.TripScheduled'>;
export type SeatReserved = RegisteredEvent<Transport, 'transport.SeatReserved'>;
export type SeatReleased = RegisteredEvent<Transport, 'transport.SeatReleased'>;
export type TripEvent = EventsOf<
  Transport,
  'transport.TripScheduled' | 'transport.SeatReserved' | 'transport.SeatReleased'
>;
export type WorkerDayBooked = RegisteredEvent<Transport, 'transport.WorkerDayBooked'>;
export type WorkerDayReleased = RegisteredEvent<Transport, 'transport.WorkerDayReleased'>;
export type WorkerDayEvent = EventsOf<
  Transport,
  'transport.WorkerDayBooked' | 'transport.WorkerDayReleased'
>;
