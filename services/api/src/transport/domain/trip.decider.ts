import { DomainError, type DomainEvent, type SeatReleased, type SeatReserved, type TripEvent, type TripScheduled } from '@faena/contracts';
import { isEnabledOn, type WorkerFacts } from './worker-facts';

/** transport.trip-<tripId> owns its seats: no double booking, never more passengers than seats. */
export interface Trip {
  trip: TripScheduled['data'] | null;
  seats: ReadonlyArray<{ seat: number; personId: string }>;
}

export const initialTrip = (): Trip => ({ trip: null, seats: [] });

export const evolveTrip = (state: Trip, event: DomainEvent): Trip => {
  const e = event as TripEvent;
  switch (e.type) {
    case 'transport.TripScheduled':
      return { ...state, trip: e.data };
    case 'transport.SeatReserved':
      return { ...state, seats: [...state.seats, { seat: e.data.seat, personId: e.data.personId }] };
    case 'transport.SeatReleased':
      return { ...state, seats: state.seats.filter((s) => s.seat !== e.data.seat) };
    default:
      return state;
  }
};

export interface ReserveInput {
  clientId: string;
  seat: number;
  personId: string;
  worker: WorkerFacts;
}

/** The trip, when it exists and belongs to the caller's client. */
function tripOf(state: Trip, clientId: string): TripScheduled['data'] {
  if (!state.trip || state.trip.clientId !== clientId) throw new DomainError('transport.tripNotFound');
  return state.trip;
}

export const reserveSeat = (input: ReserveInput, state: Trip): [SeatReserved] => {
  const trip = tripOf(state, input.clientId);
  if (input.seat < 1 || input.seat > trip.capacity) throw new DomainError('transport.seatInvalid');
  if (state.seats.length >= trip.capacity) throw new DomainError('transport.busFull');
  if (state.seats.some((s) => s.seat === input.seat)) throw new DomainError('transport.seatTaken');
  if (!input.worker.person) throw new DomainError('catalog.personNotFound');
  if (!isEnabledOn(input.worker, trip.date)) throw new DomainError('transport.workerNotEnabled');
  const { tripId, date } = trip;
  const data = { tripId, seat: input.seat, personId: input.personId, personName: input.worker.person.name, date };
  return [{ type: 'transport.SeatReserved', data }];
};

export const releaseSeat = (input: { clientId: string; seat: number }, state: Trip): [SeatReleased] => {
  const trip = tripOf(state, input.clientId);
  const taken = state.seats.find((s) => s.seat === input.seat);
  if (!taken) throw new DomainError('transport.reservationNotFound');
  return [{ type: 'transport.SeatReleased', data: { tripId: trip.tripId, seat: taken.seat, personId: taken.personId, date: trip.date } }];
};
