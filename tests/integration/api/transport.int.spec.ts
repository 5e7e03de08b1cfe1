import { addDays, API, STREAMS, translate, type TripRow } from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
import {
  closeTestApp,
  accreditOverHttp,
  callsAs,
  givenPeople,
  givenStreams,
  newCommandId,
  startTestApp,
  tripScheduled,
  typesIn,
  type Calls,
  type TestApp,
} from '@faena/test-kit';

// the int project's testTimeout does not reach the tests (Jest 30 runs them at 5 s); starting a seeded app takes longer
jest.setTimeout(60_000);

const TODAY = '2026-11-23';
const TOMORROW = addDays(TODAY, 1);
const TRIP = `VJE-${TOMORROW.replaceAll('-', '')}-03`; // seed: Moquegua - Ilo, tomorrow, 30 seats; the mass demobilization's seats 1-3 (two freed)
const SMALL_TRIP = 'VJE-TEST-SMALL';
/** a trip whose unit is a vehicle of the master with no approved request (its SOAT lapsed) */
const UNACCREDITED_TRIP = 'VJE-TEST-UNIT';

let t: TestApp;
let store: EventStore;
let solicitante: Calls;
let monitor: Calls;
let contratista: Calls;

/** Reserves the seat of the trip (TRIP by default) for the person. */
const reserve = (
  calls: Calls,
  personId: string,
  { seat, tripId = TRIP }: { seat: number; tripId?: string },
) => calls.post(API.reserveSeat.path, { commandId: newCommandId('res'), tripId, seat, personId });
const expectProblem = (res: { status: number; body: unknown }, status: number, code: string) => {
  expect({ status: res.status, code: (res.body as { code: string }).code }).toEqual({
    status,
    code,
  });
  if (status === 422)
    expect((res.body as { message: string }).message).toBe(translate(`errors:${code}`));
};
const seatsOf = async (calls: Calls, tripId: string, afterPosition?: number) =>
  (
    (await calls.get(API.tripSeats.path, { tripId, ...(afterPosition ? { afterPosition } : {}) }))
      .body as { result: TripRow }
  ).result;

beforeAll(async () => {
  t = await startTestApp({ clock: new FixedClock(new Date(`${TODAY}T12:00:00Z`)) });
  store = t.app.get(EventStore);
  [solicitante, monitor, contratista] = ['SOLICITANTE', 'MONITOR', 'CONTRATISTA'].map((u) =>
    callsAs(t, u),
  ) as [Calls, Calls, Calls];
  const people = ['TRP-1', 'TRP-2', 'TRP-3', 'TRP-4', 'TRP-5', 'TRP-NEW'].map((personId) => ({
    personId,
    companyId: 'EMP-MINERA-ANDINA',
  }));
  await givenPeople(store, 'trp-people', people);
  await givenStreams(store, 'trp-small', [
    {
      stream: STREAMS.trip(SMALL_TRIP),
      events: [
        tripScheduled({
          tripId: SMALL_TRIP,
          clientId: 'MINERA-ANDINA',
          date: TOMORROW,
          capacity: 2,
        }),
      ],
    },
    {
      stream: STREAMS.trip(UNACCREDITED_TRIP),
      events: [
        tripScheduled({
          tripId: UNACCREDITED_TRIP,
          clientId: 'MINERA-ANDINA',
          date: TOMORROW,
          plate: 'V2A-301',
          vehicleId: 'V2A-301',
        }),
      ],
    },
  ]);
  for (const personId of ['TRP-1', 'TRP-2', 'TRP-3', 'TRP-4', 'TRP-5']) {
    await accreditOverHttp(t, {
      personId,
      contractId: 'CTR-2026-000',
      startDate: TODAY,
      endDate: addDays(TODAY, 30),
    });
  }
});
afterAll(() => closeTestApp(t));

describe('GET trips and seat maps', () => {
  it('lists the client trips to a requester, a contractor and a board viewer', async () => {
    for (const calls of [solicitante, contratista, monitor]) {
      const res = await calls.get(API.listTrips.path);
      expect(res.status).toBe(200);
      expect((res.body as { result: TripRow[] }).result.map((r) => r.tripId)).toContain(TRIP);
    }
  });
  it('answers 404 for an unknown trip', async () => {
    expectProblem(
      await solicitante.get(API.tripSeats.path, { tripId: 'NOPE' }),
      404,
      'transport.tripNotFound',
    );
  });
});

describe('the unit check (issue 19: an approved vehicle is what a transport unit checks)', () => {
  it("books the demo's trips: their buses were accredited through the vehicle requests", async () => {
    const seats = await seatsOf(monitor, TRIP);
    expect(seats.plate).toBe('Z2B-450');
    expect(seats.taken).toBeGreaterThan(0);
  });
  it('refuses a seat on a trip whose unit is not accredited, and writes nothing', async () => {
    const before = await store.readStream(STREAMS.trip(UNACCREDITED_TRIP));
    expectProblem(
      await reserve(solicitante, 'TRP-2', { seat: 1, tripId: UNACCREDITED_TRIP }),
      422,
      'transport.unitNotAccredited',
    );
    expect(await store.readStream(STREAMS.trip(UNACCREDITED_TRIP))).toHaveLength(before.length);
    expect(await store.readStream(STREAMS.workerDay('TRP-2', TOMORROW))).toHaveLength(0);
  });
});

describe('POST reservar / liberar', () => {
  it('reserves a seat and the seat map shows it once its position is projected', async () => {
    // the demo's mass demobilization (issue 19) books and frees seats on this trip first
    const last = (await store.readStream(STREAMS.trip(TRIP))).at(-1)!;
    const revisionBefore = last.revision;
    const takenBefore = (await seatsOf(monitor, TRIP, last.position)).taken;
    const res = await reserve(solicitante, 'TRP-1', { seat: 5 });
    expect(res.status).toBe(201);
    const result = (res.body as { result: { id: string; revision: number; position: number } })
      .result;
    expect(result).toMatchObject({ id: TRIP, revision: revisionBefore + 1, seat: 5 });
    const trip = await seatsOf(monitor, TRIP, result.position);
    expect(trip.seats.find((s) => s.seat === 5)).toMatchObject({ personId: 'TRP-1' });
    expect(trip.taken).toBe(takenBefore + 1);
  });

  it('refuses a taken seat, a second seat for the worker on the date, a seat not on the bus', async () => {
    expectProblem(await reserve(solicitante, 'TRP-2', { seat: 5 }), 422, 'transport.seatTaken');
    expectProblem(
      await reserve(solicitante, 'TRP-1', { seat: 6 }),
      422,
      'transport.workerAlreadyBooked',
    );
    expectProblem(await reserve(solicitante, 'TRP-2', { seat: 31 }), 422, 'transport.seatInvalid');
    expectProblem(
      await reserve(solicitante, 'TRP-2', { seat: 1, tripId: 'NO-TRIP' }),
      404,
      'transport.tripNotFound',
    );
  });

  it('refuses a worker without an approved accreditation and an unknown person', async () => {
    expectProblem(
      await reserve(solicitante, 'TRP-NEW', { seat: 7 }),
      422,
      'transport.workerNotEnabled',
    );
    expectProblem(await reserve(solicitante, 'NOBODY', { seat: 7 }), 404, 'catalog.personNotFound');
  });

  it('refuses a passenger when the bus is full', async () => {
    expect((await reserve(solicitante, 'TRP-2', { seat: 1, tripId: SMALL_TRIP })).status).toBe(201);
    expect((await reserve(solicitante, 'TRP-3', { seat: 2, tripId: SMALL_TRIP })).status).toBe(201);
    expectProblem(
      await reserve(solicitante, 'TRP-4', { seat: 1, tripId: SMALL_TRIP }),
      422,
      'transport.busFull',
    );
  });

  it('answers 400 with the field path of a bad body and 403 without transport.reserve', async () => {
    const bad = await solicitante.post(API.reserveSeat.path, {
      commandId: newCommandId('res'),
      tripId: TRIP,
      seat: 0,
      personId: 'TRP-4',
    });
    expect(bad.status).toBe(400);
    expect((bad.body as { issues: Array<{ path: string }> }).issues.map((i) => i.path)).toEqual([
      'seat',
    ]);
    expectProblem(await reserve(monitor, 'TRP-4', { seat: 9 }), 403, 'auth.forbidden');
  });

  it('releases a seat: the seat and the worker date are free again', async () => {
    const release = (seat: number) =>
      solicitante.post(API.releaseSeat.path, {
        commandId: newCommandId('rel'),
        tripId: TRIP,
        seat,
      });
    expect((await reserve(solicitante, 'TRP-4', { seat: 10 })).status).toBe(201);
    const released = await release(10);
    expect(released.status).toBe(200);
    expect(await typesIn(store, STREAMS.workerDay('TRP-4', TOMORROW))).toEqual([
      'transport.WorkerDayBooked',
      'transport.WorkerDayReleased',
    ]);
    expect(
      (
        await seatsOf(
          monitor,
          TRIP,
          (released.body as { result: { position: number } }).result.position,
        )
      ).seats.find((s) => s.seat === 10)?.personId ?? null,
    ).toBeNull();
    expectProblem(await release(10), 404, 'transport.reservationNotFound');
    expect((await reserve(solicitante, 'TRP-4', { seat: 11 })).status).toBe(201);
  });

  it('is idempotent by commandId', async () => {
    const b = { commandId: newCommandId('res'), tripId: TRIP, seat: 20, personId: 'TRP-5' };
    const first = await solicitante.post(API.reserveSeat.path, b);
    const again = await solicitante.post(API.reserveSeat.path, b);
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await typesIn(store, STREAMS.workerDay('TRP-5', TOMORROW))).toEqual([
      'transport.WorkerDayBooked',
    ]);
    expect((await solicitante.post(API.reserveSeat.path, { ...b, seat: 21 })).status).toBe(409);
  });
});
