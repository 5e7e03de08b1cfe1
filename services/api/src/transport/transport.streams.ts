import { evolveTrip, initialTrip } from './domain/trip.decider';
import { evolveWorkerDay, initialWorkerDay } from './domain/worker-day.decider';
import { evolveWorkerFacts, initialWorkerFacts, type WorkerFacts } from './domain/worker-facts';

/** How the streams a seat command reads fold (names: STREAMS in contracts). */
export const tripSpec = { initial: initialTrip, evolve: evolveTrip };
export const workerDaySpec = { initial: initialWorkerDay, evolve: evolveWorkerDay };
export const workerFactsSpec = { initial: initialWorkerFacts, evolve: evolveWorkerFacts };
/** Folds one more stream (the accreditation for the trip's client) into the worker's facts. */
export const continuingWorker = (facts: WorkerFacts) => ({ initial: () => facts, evolve: evolveWorkerFacts });
