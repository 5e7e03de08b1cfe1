import {
  DomainError,
  exhaustive,
  type Folded,
  type SeatReleased,
  type SeatReserved,
  type TripEvent,
  type TripScheduled,
} from '@faena/contracts';
import {
  assertPersonCompliant,
  type PersonRequirements,
} from '../../requirements/facts/booking-compliance';
import { isEnabledOn, type WorkerFacts } from './worker-facts';

/** A taken seat: its passenger, the passenger's company when booked, and who booked it. */
export interface HeldSeat {
  seat: number;
  personId: string;
  companyId: string | null;
  reservedBy: string | null;
}

/** transport.trip-<tripId> owns its seats: no double booking, never more passengers than seats. */
export interface Trip {
  trip: TripScheduled['data'] | null;
  seats: ReadonlyArray<HeldSeat>;
}

export const initialTrip = (): Trip => ({ trip: null, seats: [] });

/** Who booked a seat: recorded on the event since it carries reservedBy, the metadata's user before (null). */
const bookerOf = (event: Folded<SeatReserved>) =>
  event.data.reservedBy ?? event.metadata?.userId ?? null;

export const evolveTrip = (state: Trip, e: Folded<TripEvent>): Trip => {
  switch (e.type) {
    case 'transport.TripScheduled':
      return { ...state, trip: e.data };
    case 'transport.SeatReserved': {
      const held = {
        seat: e.data.seat,
        personId: e.data.personId,
        companyId: e.data.companyId,
        reservedBy: bookerOf(e),
      };
      return { ...state, seats: [...state.seats, held] };
    }
    case 'transport.SeatReleased':
      return { ...state, seats: state.seats.filter((s) => s.seat !== e.data.seat) };
    default:
      return exhaustive(e, state);
  }
};

/** Who acts on a seat: the user, their client and, for a contractor, their company. */
export interface SeatActor {
  userId: string;
  clientId: string;
  companyId: string | null;
}

export interface ReserveInput {
  actor: SeatActor;
  seat: number;
  personId: string;
  worker: WorkerFacts;
  /** the passenger's requirement facts for the trip's client (the compliance rule's input) */
  requirements: PersonRequirements;
  /** the approved periods of the trip's unit at the trip's client (empty when the trip names none) */
  unit: ReadonlyArray<UnitPeriod>;
}

/** An approved accreditation period of a vehicle (transport's view of accreditation.vehicle-<id>-<client>). */
export interface UnitPeriod {
  startDate: string;
  endDate: string;
}

/** A trip that names its unit books seats only while that vehicle is accredited on the trip's date. */
const unitAccreditedOn = (trip: TripScheduled['data'], unit: ReadonlyArray<UnitPeriod>) =>
  trip.vehicleId === null || unit.some((p) => p.startDate <= trip.date && trip.date <= p.endDate);

/** The trip, when it exists and belongs to the caller's client. */
function tripOf(state: Trip, clientId: string): TripScheduled['data'] {
  if (!state.trip || state.trip.clientId !== clientId)
    throw new DomainError('transport.tripNotFound');
  return state.trip;
}

/** The worker's person, when of the caller's company (if it has one) and enabled to travel on the date. */
function travellerOf(worker: WorkerFacts, companyId: string | null, date: string) {
  if (!worker.person) throw new DomainError('catalog.personNotFound');
  if (companyId !== null && worker.person.companyId !== companyId)
    throw new DomainError('transport.otherCompany');
  if (!isEnabledOn(worker, date)) throw new DomainError('transport.workerNotEnabled');
  return worker.person;
}

export const reserveSeat = (input: ReserveInput, state: Trip): [SeatReserved] => {
  const { actor, worker } = input;
  const trip = tripOf(state, actor.clientId);
  if (!unitAccreditedOn(trip, input.unit)) throw new DomainError('transport.unitNotAccredited');
  if (input.seat < 1 || input.seat > trip.capacity) throw new DomainError('transport.seatInvalid');
  if (state.seats.length >= trip.capacity) throw new DomainError('transport.busFull');
  if (state.seats.some((s) => s.seat === input.seat)) throw new DomainError('transport.seatTaken');
  const person = travellerOf(worker, actor.companyId, trip.date);
  assertPersonCompliant(input.requirements, trip.clientId, { first: trip.date, last: trip.date });
  const { tripId, date } = trip;
  const data = {
    tripId,
    seat: input.seat,
    personId: input.personId,
    personName: person.name,
    date,
    companyId: person.companyId,
    reservedBy: actor.userId,
  };
  return [{ type: 'transport.SeatReserved', data }];
};

export interface ReleaseInput {
  actor: SeatActor;
  /** transport coordinators and administrators release any seat of their client's trips */
  coordinator: boolean;
  seat: number;
  /** the passenger's current company, for seats booked before their company was recorded */
  passengerCompanyId: string | null;
}

/**
 * Who may free a seat: a coordinator; a contractor, the seats of their own company's passengers; any
 * other requester, the seats they booked themselves.
 */
function mayRelease(input: ReleaseInput, held: HeldSeat): void {
  if (input.coordinator) return;
  const { actor } = input;
  if (actor.companyId !== null) {
    if ((held.companyId ?? input.passengerCompanyId) !== actor.companyId)
      throw new DomainError('transport.otherCompany');
    return;
  }
  if (held.reservedBy !== actor.userId) throw new DomainError('transport.notYourReservation');
}

export const releaseSeat = (input: ReleaseInput, state: Trip): [SeatReleased] => {
  const trip = tripOf(state, input.actor.clientId);
  const taken = state.seats.find((s) => s.seat === input.seat);
  if (!taken) throw new DomainError('transport.reservationNotFound');
  mayRelease(input, taken);
  return [
    {
      type: 'transport.SeatReleased',
      data: { tripId: trip.tripId, seat: taken.seat, personId: taken.personId, date: trip.date },
    },
  ];
};

/** The passenger on a seat, if any (the handler loads their facts before deciding a release). */
export const passengerOn = (state: Trip, seat: number): string | null =>
  state.seats.find((s) => s.seat === seat)?.personId ?? null;
