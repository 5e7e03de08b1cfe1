import {
  deciderSpec,
  IDS,
  personAccredited,
  personRegistered,
  personRequirements,
  seatReleased,
  seatReserved,
  TRIP_DATE,
  tripScheduled,
} from '@faena/test-kit';
import {
  evolveTrip,
  initialTrip,
  releaseSeat,
  reserveSeat,
  type ReleaseInput,
  type SeatActor,
  type Trip,
  type UnitPeriod,
} from './trip.decider';
import {
  noRequirements,
  type PersonRequirements,
} from '../../requirements/facts/booking-compliance';
import { evolveWorkerFacts, initialWorkerFacts, type WorkerFacts } from './worker-facts';

const given = deciderSpec({ evolve: evolveTrip, initialState: initialTrip });
const workerOf = (events: Parameters<typeof evolveWorkerFacts>[1][]): WorkerFacts =>
  events.reduce(evolveWorkerFacts, initialWorkerFacts());
const enabled = workerOf([
  personRegistered(),
  personAccredited({ startDate: '2026-03-01', endDate: '2026-03-31' }),
]);
/** the requester who booked the builders' seats (not a contractor) */
const requester: SeatActor = { userId: IDS.submitter, clientId: IDS.client, companyId: null };
const contractor = (companyId: string = IDS.company): SeatActor => ({
  userId: 'CONTRATISTA',
  clientId: IDS.client,
  companyId,
});
type ReserveOver = {
  seat?: number;
  personId?: string;
  worker?: WorkerFacts;
  actor?: SeatActor;
  requirements?: PersonRequirements;
  unit?: UnitPeriod[];
};
const reserve =
  (over: ReserveOver = {}) =>
  (s: Trip) =>
    reserveSeat(
      {
        actor: requester,
        seat: 1,
        personId: IDS.person,
        worker: enabled,
        requirements: noRequirements(),
        unit: [],
        ...over,
      },
      s,
    );
const release =
  (over: Partial<ReleaseInput> = {}) =>
  (s: Trip) =>
    releaseSeat(
      { actor: requester, coordinator: false, seat: 1, passengerCompanyId: IDS.company, ...over },
      s,
    );
const others = (n: number) =>
  Array.from({ length: n }, (_, i) => seatReserved({ seat: i + 1, personId: `P-${i + 1}` }));

describe('Trip seats', () => {
  describe('when the seat is free and the worker is enabled', () => {
    it('reserves the seat with the worker name, company, booker and the trip date', () =>
      given([tripScheduled()]).when(reserve()).then([seatReserved()]));
    it('reserves the last seat of the bus', () =>
      given([tripScheduled({ capacity: 3 }), ...others(2)])
        .when(reserve({ seat: 3 }))
        .then([seatReserved({ seat: 3 })]));
    it('lets a contractor reserve a worker of their own company', () =>
      given([tripScheduled()])
        .when(reserve({ actor: contractor() }))
        .then([seatReserved({ reservedBy: 'CONTRATISTA' })]));
  });

  describe('when the trip names its unit (a vehicle of the master)', () => {
    const bus = { vehicleId: 'V4K-812' };
    it('reserves while the unit is accredited on the trip date', () =>
      given([tripScheduled(bus)])
        .when(reserve({ unit: [{ startDate: TRIP_DATE, endDate: TRIP_DATE }] }))
        .then([seatReserved()]));
    it('refuses when the unit was never accredited', () =>
      given([tripScheduled(bus)])
        .when(reserve({ unit: [] }))
        .thenFailsWith('transport.unitNotAccredited'));
    it('refuses when its accreditation ended before the trip date', () =>
      given([tripScheduled(bus)])
        .when(reserve({ unit: [{ startDate: '2026-01-01', endDate: '2026-03-11' }] }))
        .thenFailsWith('transport.unitNotAccredited'));
    it('refuses when its accreditation starts after the trip date', () =>
      given([tripScheduled(bus)])
        .when(reserve({ unit: [{ startDate: '2026-03-13', endDate: '2026-06-30' }] }))
        .thenFailsWith('transport.unitNotAccredited'));
    it('books a trip that names no unit (scheduled before v2) without the check', () =>
      given([tripScheduled({ vehicleId: null })])
        .when(reserve({ unit: [] }))
        .then([seatReserved()]));
  });

  describe('when a contractor reserves a worker of another company', () => {
    it('refuses with otherCompany', () =>
      given([tripScheduled()])
        .when(reserve({ actor: contractor(IDS.otherCompany) }))
        .thenFailsWith('transport.otherCompany'));
  });

  describe('when the trip does not exist', () => {
    it('refuses', () => given([]).when(reserve()).thenFailsWith('transport.tripNotFound'));
    it('hides a trip of another client', () =>
      given([tripScheduled()])
        .when(reserve({ actor: { ...requester, clientId: IDS.otherClient } }))
        .thenFailsWith('transport.tripNotFound'));
  });

  describe('when the seat is not on the bus', () => {
    it('refuses seat 0', () =>
      given([tripScheduled()])
        .when(reserve({ seat: 0 }))
        .thenFailsWith('transport.seatInvalid'));
    it('refuses a seat above the capacity', () =>
      given([tripScheduled({ capacity: 40 })])
        .when(reserve({ seat: 41 }))
        .thenFailsWith('transport.seatInvalid'));
  });

  describe('when the seat is taken', () => {
    it('refuses a second worker', () =>
      given([tripScheduled(), seatReserved({ personId: 'P-OTHER' })])
        .when(reserve())
        .thenFailsWith('transport.seatTaken'));
    it('reserves it again once released', () =>
      given([
        tripScheduled(),
        seatReserved({ personId: 'P-OTHER' }),
        seatReleased({ personId: 'P-OTHER' }),
      ])
        .when(reserve())
        .then([seatReserved()]));
  });

  describe('when the bus is full', () => {
    it('refuses with busFull', () =>
      given([tripScheduled({ capacity: 2 }), ...others(2)])
        .when(reserve({ seat: 2 }))
        .thenFailsWith('transport.busFull'));
  });

  describe('when the worker is not enabled', () => {
    it('refuses an unknown person', () =>
      given([tripScheduled()])
        .when(reserve({ worker: initialWorkerFacts() }))
        .thenFailsWith('catalog.personNotFound'));
    it('refuses a worker without an approved accreditation', () =>
      given([tripScheduled()])
        .when(reserve({ worker: workerOf([personRegistered()]) }))
        .thenFailsWith('transport.workerNotEnabled'));
    it('refuses a worker whose accreditation expired before the trip date', () =>
      given([tripScheduled()])
        .when(
          reserve({
            worker: workerOf([
              personRegistered(),
              personAccredited({ startDate: '2026-01-01', endDate: '2026-03-11' }),
            ]),
          }),
        )
        .thenFailsWith('transport.workerNotEnabled'));
    it('accepts an accreditation ending on the trip date', () =>
      given([tripScheduled()])
        .when(
          reserve({
            worker: workerOf([
              personRegistered(),
              personAccredited({ startDate: '2026-01-01', endDate: TRIP_DATE }),
            ]),
          }),
        )
        .then([seatReserved()]));
    it('refuses a terminated worker', () =>
      given([tripScheduled()])
        .when(
          reserve({
            worker: workerOf([
              personRegistered({ condition: 'CESADO' }),
              personAccredited({ startDate: '2026-03-01' }),
            ]),
          }),
        )
        .thenFailsWith('transport.workerNotEnabled'));
  });

  describe('when a requirement of the trip client applies to the worker (compliance)', () => {
    it('reserves while the document is in force on the trip date', () =>
      given([tripScheduled()])
        .when(reserve({ requirements: personRequirements({ expiresOn: TRIP_DATE }) }))
        .then([seatReserved()]));
    it('refuses the day after the expiry, naming the document', () =>
      given([tripScheduled()])
        .when(reserve({ requirements: personRequirements({ expiresOn: '2026-03-11' }) }))
        .thenFailsWith('requirements.expiredDocument'));
    it('refuses a missing document', () =>
      given([tripScheduled()])
        .when(reserve({ requirements: personRequirements({ expiresOn: null }) }))
        .thenFailsWith('requirements.expiredDocument'));
    it("ignores another client's types", () =>
      given([tripScheduled()])
        .when(reserve({ requirements: personRequirements({ expiresOn: null, clientId: 'X' }) }))
        .then([seatReserved()]));
  });

  describe('when releasing a seat', () => {
    it('releases a seat the requester booked', () =>
      given([tripScheduled(), seatReserved()]).when(release()).then([seatReleased()]));
    it('refuses a seat nobody holds', () =>
      given([tripScheduled()]).when(release()).thenFailsWith('transport.reservationNotFound'));
    it('refuses on an unknown trip', () =>
      given([]).when(release()).thenFailsWith('transport.tripNotFound'));
    it('refuses on a trip of another client, even to a coordinator', () =>
      given([tripScheduled(), seatReserved()])
        .when(release({ coordinator: true, actor: { ...requester, clientId: IDS.otherClient } }))
        .thenFailsWith('transport.tripNotFound'));
  });

  describe('when someone else releases the seat', () => {
    it('refuses a requester who did not book it', () =>
      given([tripScheduled(), seatReserved()])
        .when(release({ actor: { ...requester, userId: 'OTRO' } }))
        .thenFailsWith('transport.notYourReservation'));
    it('lets a contractor free a passenger of their company, whoever booked', () =>
      given([tripScheduled(), seatReserved()])
        .when(release({ actor: contractor() }))
        .then([seatReleased()]));
    it("refuses a contractor another company's passenger", () =>
      given([tripScheduled(), seatReserved()])
        .when(release({ actor: contractor(IDS.otherCompany) }))
        .thenFailsWith('transport.otherCompany'));
    it('lets a coordinator free any seat of the client', () =>
      given([tripScheduled(), seatReserved()])
        .when(release({ coordinator: true, actor: { ...requester, userId: 'COORDINADOR' } }))
        .then([seatReleased()]));
  });

  describe('when the seat was booked before the company and booker were recorded (v1, upcast to nulls)', () => {
    const legacy = {
      ...seatReserved(),
      data: { ...seatReserved().data, companyId: null, reservedBy: null },
      metadata: { userId: IDS.submitter },
    };
    it('takes the booker from the event metadata', () =>
      given([tripScheduled(), legacy]).when(release()).then([seatReleased()]));
    it("takes the passenger's company from the person stream", () =>
      given([tripScheduled(), legacy])
        .when(
          release({ actor: contractor(IDS.otherCompany), passengerCompanyId: IDS.otherCompany }),
        )
        .then([seatReleased()]));
    it('refuses a contractor of another company than the passenger has now', () =>
      given([tripScheduled(), legacy])
        .when(release({ actor: contractor(IDS.otherCompany) }))
        .thenFailsWith('transport.otherCompany'));
  });
});
