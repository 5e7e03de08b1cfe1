import type { TripEvent, VehicleAccreditationEvent, WorkerDayEvent } from '@faena/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import type { StreamSpec } from '../platform/commands/command-runner';
import {
  evolveTrip,
  initialTrip,
  type SeatActor,
  type Trip,
  type UnitPeriod,
} from './domain/trip.decider';
import { evolveWorkerDay, initialWorkerDay, type WorkerDay } from './domain/worker-day.decider';
import {
  evolveWorkerFacts,
  initialWorkerFacts,
  type WorkerFacts,
  type WorkerFactsEvent,
} from './domain/worker-facts';

/** How the streams a seat command reads fold (names: STREAMS in contracts). */
export const tripSpec: StreamSpec<Trip, TripEvent> = { initial: initialTrip, evolve: evolveTrip };
export const workerDaySpec: StreamSpec<WorkerDay, WorkerDayEvent> = {
  initial: initialWorkerDay,
  evolve: evolveWorkerDay,
};
export const workerFactsSpec: StreamSpec<WorkerFacts, WorkerFactsEvent> = {
  initial: initialWorkerFacts,
  evolve: evolveWorkerFacts,
};
/** The worker's facts of the person stream and of the accreditation stream of the trip's client, together. */
export const combineWorkerFacts = (
  person: WorkerFacts,
  accreditation: WorkerFacts,
): WorkerFacts => ({
  person: accreditation.person ?? person.person,
  accredited: [...person.accredited, ...accreditation.accredited],
});
/** The trip's unit as a seat sees it: its approved periods at the trip's client (a demobilized vehicle's request closes without a new period). */
export const unitPeriodsSpec: StreamSpec<UnitPeriod[], VehicleAccreditationEvent> = {
  initial: () => [],
  evolve: (state, e) =>
    e.type === 'accreditation.VehicleAccredited'
      ? [...state, { startDate: e.data.startDate, endDate: e.data.endDate }]
      : state,
};
/** The caller as a seat rule sees them (a contractor's company scopes what they may book and free). */
export const actorOf = (user: AuthUser): SeatActor => ({
  userId: user.sub,
  clientId: user.cid,
  companyId: user.coid,
});
