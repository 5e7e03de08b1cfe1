import { deciderSpec, IDS, TRIP_DATE, workerDayBooked, workerDayReleased } from '@faena/test-kit';
import {
  bookWorkerDay,
  evolveWorkerDay,
  initialWorkerDay,
  releaseWorkerDay,
  type WorkerDay,
} from './worker-day.decider';

const given = deciderSpec({ evolve: evolveWorkerDay, initialState: initialWorkerDay });
const booking = (seat = 1, tripId: string = IDS.trip) => ({
  personId: IDS.person,
  date: TRIP_DATE,
  tripId,
  seat,
});
const book =
  (seat = 1, tripId?: string) =>
  (s: WorkerDay) =>
    bookWorkerDay(booking(seat, tripId), s);

describe('Worker day', () => {
  describe('when the worker has no seat on the date', () => {
    it('books the date', () => given([]).when(book()).then([workerDayBooked()]));
  });
  describe('when the worker already has a seat on the date', () => {
    it('refuses another seat on the same trip', () =>
      given([workerDayBooked()]).when(book(2)).thenFailsWith('transport.workerAlreadyBooked'));
    it('refuses a seat on another trip of the date', () =>
      given([workerDayBooked()])
        .when(book(5, 'VIA-002'))
        .thenFailsWith('transport.workerAlreadyBooked'));
  });
  describe('when the seat was released', () => {
    it('frees the date', () =>
      given([workerDayBooked()])
        .when((s) => releaseWorkerDay(booking(), s))
        .then([workerDayReleased()]));
    it('books again after the release', () =>
      given([workerDayBooked(), workerDayReleased()])
        .when(book(7))
        .then([workerDayBooked({ seat: 7 })]));
    it('does nothing when the date holds another booking', () =>
      given([workerDayBooked({ seat: 3 })])
        .when((s) => releaseWorkerDay(booking(1), s))
        .thenNothingHappens());
  });
});
