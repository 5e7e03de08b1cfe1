import { deciderSpec, IDS, personAccredited, personRegistered, seatReleased, seatReserved, TRIP_DATE, tripScheduled } from '@faena/test-kit';
import { evolveTrip, initialTrip, releaseSeat, reserveSeat, type Trip } from './trip.decider';
import { evolveWorkerFacts, initialWorkerFacts, type WorkerFacts } from './worker-facts';

const given = deciderSpec({ evolve: evolveTrip, initialState: initialTrip });
const workerOf = (events: Parameters<typeof evolveWorkerFacts>[1][]): WorkerFacts => events.reduce(evolveWorkerFacts, initialWorkerFacts());
const enabled = workerOf([personRegistered(), personAccredited({ startDate: '2026-03-01', endDate: '2026-03-31' })]);
const reserve = (over: { seat?: number; personId?: string; worker?: WorkerFacts; clientId?: string } = {}) => (s: Trip) =>
  reserveSeat({ clientId: IDS.client, seat: 1, personId: IDS.person, worker: enabled, ...over }, s);
const others = (n: number) => Array.from({ length: n }, (_, i) => seatReserved({ seat: i + 1, personId: `P-${i + 1}` }));

describe('Trip seats', () => {
  describe('when the seat is free and the worker is enabled', () => {
    it('reserves the seat with the worker name and the trip date', () => given([tripScheduled()]).when(reserve()).then([seatReserved()]));
    it('reserves the last seat of the bus', () =>
      given([tripScheduled({ capacity: 3 }), ...others(2)]).when(reserve({ seat: 3 })).then([seatReserved({ seat: 3 })]));
  });

  describe('when the trip does not exist', () => {
    it('refuses', () => given([]).when(reserve()).thenFailsWith('transport.tripNotFound'));
    it('hides a trip of another client', () => given([tripScheduled()]).when(reserve({ clientId: IDS.otherClient })).thenFailsWith('transport.tripNotFound'));
  });

  describe('when the seat is not on the bus', () => {
    it('refuses seat 0', () => given([tripScheduled()]).when(reserve({ seat: 0 })).thenFailsWith('transport.seatInvalid'));
    it('refuses a seat above the capacity', () => given([tripScheduled({ capacity: 40 })]).when(reserve({ seat: 41 })).thenFailsWith('transport.seatInvalid'));
  });

  describe('when the seat is taken', () => {
    it('refuses a second worker', () =>
      given([tripScheduled(), seatReserved({ personId: 'P-OTHER' })]).when(reserve()).thenFailsWith('transport.seatTaken'));
    it('reserves it again once released', () =>
      given([tripScheduled(), seatReserved({ personId: 'P-OTHER' }), seatReleased({ personId: 'P-OTHER' })]).when(reserve()).then([seatReserved()]));
  });

  describe('when the bus is full', () => {
    it('refuses with busFull', () => given([tripScheduled({ capacity: 2 }), ...others(2)]).when(reserve({ seat: 2 })).thenFailsWith('transport.busFull'));
  });

  describe('when the worker is not enabled', () => {
    it('refuses an unknown person', () => given([tripScheduled()]).when(reserve({ worker: initialWorkerFacts() })).thenFailsWith('catalog.personNotFound'));
    it('refuses a worker without an approved accreditation', () =>
      given([tripScheduled()]).when(reserve({ worker: workerOf([personRegistered()]) })).thenFailsWith('transport.workerNotEnabled'));
    it('refuses a worker whose accreditation expired before the trip date', () =>
      given([tripScheduled()])
        .when(reserve({ worker: workerOf([personRegistered(), personAccredited({ startDate: '2026-01-01', endDate: '2026-03-11' })]) }))
        .thenFailsWith('transport.workerNotEnabled'));
    it('accepts an accreditation ending on the trip date', () =>
      given([tripScheduled()])
        .when(reserve({ worker: workerOf([personRegistered(), personAccredited({ startDate: '2026-01-01', endDate: TRIP_DATE })]) }))
        .then([seatReserved()]));
    it('refuses a terminated worker', () =>
      given([tripScheduled()])
        .when(reserve({ worker: workerOf([personRegistered({ condition: 'CESADO' }), personAccredited({ startDate: '2026-03-01' })]) }))
        .thenFailsWith('transport.workerNotEnabled'));
  });

  describe('when releasing a seat', () => {
    it('releases a reserved seat', () =>
      given([tripScheduled(), seatReserved()]).when((s) => releaseSeat({ clientId: IDS.client, seat: 1 }, s)).then([seatReleased()]));
    it('refuses a seat nobody holds', () =>
      given([tripScheduled()]).when((s) => releaseSeat({ clientId: IDS.client, seat: 1 }, s)).thenFailsWith('transport.reservationNotFound'));
    it('refuses on an unknown trip', () => given([]).when((s) => releaseSeat({ clientId: IDS.client, seat: 1 }, s)).thenFailsWith('transport.tripNotFound'));
  });
});
