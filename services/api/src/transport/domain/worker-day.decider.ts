import {
  DomainError,
  exhaustive,
  type WorkerDayBooked,
  type WorkerDayEvent,
  type WorkerDayReleased,
} from '@faena/contracts';

/** transport.worker-day-<personId>-<date> owns "one seat per worker per date". */
export interface WorkerDay {
  booking: { tripId: string; seat: number } | null;
}

export const initialWorkerDay = (): WorkerDay => ({ booking: null });

export const evolveWorkerDay = (state: WorkerDay, e: WorkerDayEvent): WorkerDay => {
  switch (e.type) {
    case 'transport.WorkerDayBooked':
      return { booking: { tripId: e.data.tripId, seat: e.data.seat } };
    case 'transport.WorkerDayReleased':
      return { booking: null };
    default:
      return exhaustive(e, state);
  }
};

type Booking = { personId: string; date: string; tripId: string; seat: number };

export const bookWorkerDay = (input: Booking, state: WorkerDay): WorkerDayBooked[] => {
  if (state.booking) throw new DomainError('transport.workerAlreadyBooked');
  const { personId, date, tripId, seat } = input;
  return [{ type: 'transport.WorkerDayBooked', data: { personId, date, tripId, seat } }];
};

/** Frees the worker's date; nothing to do when the date holds another booking (or none). */
export const releaseWorkerDay = (input: Booking, state: WorkerDay): WorkerDayReleased[] => {
  const held = state.booking;
  if (!held || held.tripId !== input.tripId || held.seat !== input.seat) return [];
  const { personId, date, tripId, seat } = input;
  return [{ type: 'transport.WorkerDayReleased', data: { personId, date, tripId, seat } }];
};
