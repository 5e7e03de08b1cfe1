import type { DomainEvent } from '../shared/events';

export type TripScheduled = DomainEvent<
  'transport.TripScheduled',
  {
    tripId: string;
    clientId: string;
    route: string;
    date: string;
    departureTime: string;
    plate: string;
    driver: string;
    origin: string;
    destination: string;
    capacity: number;
  }
>;
/**
 * companyId (the passenger's company when booked) and reservedBy (who booked) are absent on events
 * written before they were recorded: the trip then falls back to the event's metadata user, and
 * the seat map shows such a seat to contractors as occupied without a name.
 */
export type SeatReserved = DomainEvent<
  'transport.SeatReserved',
  { tripId: string; seat: number; personId: string; personName: string; date: string; companyId?: string; reservedBy?: string }
>;
export type SeatReleased = DomainEvent<'transport.SeatReleased', { tripId: string; seat: number; personId: string; date: string }>;
export type TripEvent = TripScheduled | SeatReserved | SeatReleased;

/** Events of the stream that owns "one seat per worker per date". */
export type WorkerDayBooked = DomainEvent<'transport.WorkerDayBooked', { personId: string; date: string; tripId: string; seat: number }>;
export type WorkerDayReleased = DomainEvent<'transport.WorkerDayReleased', { personId: string; date: string; tripId: string; seat: number }>;
export type WorkerDayEvent = WorkerDayBooked | WorkerDayReleased;
