import type {
  SeatReleased,
  SeatReserved,
  TripScheduled,
  WorkerDayBooked,
  WorkerDayReleased,
} from '@faena/contracts';
import { IDS } from './ids';

export const TRIP_DATE = '2026-03-12';

export const tripScheduled = (over: Partial<TripScheduled['data']> = {}): TripScheduled => ({
  type: 'transport.TripScheduled',
  version: 2,
  data: {
    tripId: IDS.trip,
    clientId: IDS.client,
    route: 'Arequipa - Faena',
    date: TRIP_DATE,
    departureTime: '06:00',
    plate: 'BUS-123',
    driver: 'Juan Pérez',
    origin: 'Arequipa',
    destination: 'Campamento',
    capacity: 40,
    vehicleId: null,
    ...over,
  },
});

export const seatReserved = (over: Partial<SeatReserved['data']> = {}): SeatReserved => ({
  type: 'transport.SeatReserved',
  data: {
    tripId: IDS.trip,
    seat: 1,
    personId: IDS.person,
    personName: 'Ana Quispe Rojas',
    date: TRIP_DATE,
    companyId: IDS.company,
    reservedBy: IDS.submitter,
    ...over,
  },
});
export const seatReleased = (over: Partial<SeatReleased['data']> = {}): SeatReleased => ({
  type: 'transport.SeatReleased',
  data: { tripId: IDS.trip, seat: 1, personId: IDS.person, date: TRIP_DATE, ...over },
});

type Day = WorkerDayBooked['data'];
const day = (over: Partial<Day>): Day => ({
  personId: IDS.person,
  date: TRIP_DATE,
  tripId: IDS.trip,
  seat: 1,
  ...over,
});
export const workerDayBooked = (over: Partial<Day> = {}): WorkerDayBooked => ({
  type: 'transport.WorkerDayBooked',
  data: day(over),
});
export const workerDayReleased = (over: Partial<Day> = {}): WorkerDayReleased => ({
  type: 'transport.WorkerDayReleased',
  data: day(over),
});
