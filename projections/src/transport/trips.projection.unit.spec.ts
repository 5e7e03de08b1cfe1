import { projectionSpec, type GivenEvent } from '@faena/test-kit';
import { TRIPS_COLLECTION, tripsProjection } from './trips.projection';

const tripData = {
  tripId: 'T1',
  clientId: 'C1',
  route: 'Calama - Faena',
  date: '2026-03-10',
  departureTime: '06:30',
  plate: 'ABCD12',
  driver: 'Juan Soto',
  origin: 'Calama',
  destination: 'Faena',
  capacity: 4,
};
const scheduled = (capacity = 4): GivenEvent => ({
  type: 'transport.TripScheduled',
  data: { ...tripData, capacity },
});
const reserved = (seat: number, personId: string): GivenEvent => ({
  type: 'transport.SeatReserved',
  data: {
    tripId: 'T1',
    seat,
    personId,
    personName: `Persona ${personId}`,
    date: '2026-03-10',
    companyId: 'EMP-1',
    reservedBy: 'SOLICITANTE',
  },
});
const released = (seat: number, personId: string): GivenEvent => ({
  type: 'transport.SeatReleased',
  data: { tripId: 'T1', seat, personId, date: '2026-03-10' },
});
const free = (seat: number) => ({
  seat,
  occupied: false,
  personId: null,
  personName: null,
  companyId: null,
});
const held = (seat: number, personId: string, companyId: string | null = 'EMP-1') => ({
  seat,
  occupied: true,
  personId,
  personName: `Persona ${personId}`,
  companyId,
});
const spec = projectionSpec(tripsProjection);

const flagged = (seat: number, personId = 'P1'): GivenEvent => ({
  type: 'requirements.BookingCutShortFlagged',
  data: {
    booking: { kind: 'seat', tripId: 'T1', seat },
    personId,
    clientId: 'C1',
    code: 'requirements.expiresDuringStay',
    document: 'Examen médico',
    expiresOn: '2026-03-12',
    flaggedOn: '2026-03-01',
  },
});

describe('trips.v2', () => {
  it('marks the seat a lapse cuts short while its passenger holds it (issue 18)', () =>
    spec.given([scheduled(), reserved(1, 'P1'), flagged(1), flagged(2, 'P9')]).thenDocument(
      TRIPS_COLLECTION,
      'T1',
      expect.objectContaining({
        seats: [
          expect.objectContaining({
            seat: 1,
            flags: [
              {
                code: 'requirements.expiresDuringStay',
                document: 'Examen médico',
                expiresOn: '2026-03-12',
              },
            ],
          }),
          expect.not.objectContaining({ flags: expect.anything() }),
          expect.anything(),
          expect.anything(),
        ],
      }),
    ));

  it('writes the trip with seats 1..capacity, all free', () =>
    spec.given([scheduled()]).thenDocument(TRIPS_COLLECTION, 'T1', {
      ...tripData,
      taken: 0,
      seats: [free(1), free(2), free(3), free(4)],
      version: 1,
    }));

  it('takes a reserved seat', () =>
    spec.given([scheduled(), reserved(3, 'P1'), reserved(1, 'P2')]).thenDocument(
      TRIPS_COLLECTION,
      'T1',
      expect.objectContaining({
        taken: 2,
        seats: [held(1, 'P2'), free(2), held(3, 'P1'), free(4)],
        version: 3,
      }),
    ));

  it('frees a released seat', () =>
    spec
      .given([scheduled(), reserved(3, 'P1'), released(3, 'P1')])
      .thenDocument(
        TRIPS_COLLECTION,
        'T1',
        expect.objectContaining({ taken: 0, seats: [free(1), free(2), free(3), free(4)] }),
      ));

  it('ignores a release by someone who does not hold the seat', () =>
    spec
      .given([scheduled(), reserved(3, 'P1'), released(3, 'P2')])
      .thenDocument(TRIPS_COLLECTION, 'T1', expect.objectContaining({ taken: 1, version: 2 })));

  it('ignores seats outside the bus and unknown trips', () =>
    spec
      .given([
        scheduled(),
        reserved(5, 'P1'),
        {
          ...reserved(1, 'P1'),
          data: { tripId: 'T9', seat: 1, personId: 'P1', personName: 'x', date: '2026-03-10' },
        },
      ])
      .thenDocuments({
        [TRIPS_COLLECTION]: { T1: expect.objectContaining({ taken: 0, version: 1 }) },
      })
      .thenNotices([]));

  it('pushes each seat change to the trip room', () =>
    spec.given([scheduled(), reserved(2, 'P1'), released(2, 'P1')]).thenNotices([
      {
        room: 'trip:T1',
        kind: 'trip.seat',
        position: 2,
        payload: { tripId: 'T1', ...held(2, 'P1'), taken: 1, capacity: 4 },
      },
      { room: 'capacity:C1', kind: 'capacity.changed', position: 2, payload: { figure: 'seats' } },
      {
        room: 'trip:T1',
        kind: 'trip.seat',
        position: 3,
        payload: { tripId: 'T1', ...free(2), taken: 0, capacity: 4 },
      },
      { room: 'capacity:C1', kind: 'capacity.changed', position: 3, payload: { figure: 'seats' } },
    ]));

  it('keeps the reservations when the trip is scheduled again', () =>
    spec.given([scheduled(), reserved(2, 'P1'), scheduled(3)]).thenDocument(
      TRIPS_COLLECTION,
      'T1',
      expect.objectContaining({
        capacity: 3,
        taken: 1,
        seats: [free(1), held(2, 'P1'), free(3)],
      }),
    ));

  it('takes a seat booked before the company was recorded with no company', () =>
    spec
      .given([
        scheduled(),
        {
          type: 'transport.SeatReserved',
          data: {
            tripId: 'T1',
            seat: 1,
            personId: 'P1',
            personName: 'Persona P1',
            date: '2026-03-10',
          },
        },
      ])
      .thenDocument(
        TRIPS_COLLECTION,
        'T1',
        expect.objectContaining({
          taken: 1,
          seats: [held(1, 'P1', null), free(2), free(3), free(4)],
        }),
      ));

  it('gives identical documents on replay', () =>
    spec
      .given([
        scheduled(),
        reserved(2, 'P1'),
        reserved(4, 'P2'),
        released(2, 'P1'),
        reserved(2, 'P3'),
      ])
      .thenSameOnReplay());
});
