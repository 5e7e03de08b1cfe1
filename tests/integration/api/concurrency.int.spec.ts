import { addDays, API, STREAMS, type StoredEvent } from '@faena/contracts';
import { EventStore, FixedClock, WrongExpectedRevisionError } from '@faena/core';
import {
  closeTestApp,
  callsAs,
  contractRegistered,
  givenPeople,
  givenStreams,
  newCommandId,
  personAccredited,
  startTestApp,
  tripScheduled,
  typesIn,
  type Calls,
  type TestApp,
  REQUEST_PICKED,
} from '@faena/test-kit';

// the int project's testTimeout does not reach the tests (Jest 30 runs them at 5 s); starting a seeded app takes longer
jest.setTimeout(60_000);

/**
 * Rules that span streams hold under concurrency on the embedded adapter: N parallel HTTP commands
 * race for one seat, one worker-date, one bed, one person, one contract quota; exactly the
 * expected number win, the others get the rule's 422, and the event store holds only the winners.
 *
 * The SQLite store answers a read without yielding to the event loop, so parallel requests would
 * mostly run one after the other and a missing guard could go unnoticed. `race()` makes the
 * worst case certain: the first N reads of the contested stream wait for each other, so every
 * command decides on the same revision before any of them appends. It also counts the revision
 * conflicts, which proves the race took place (at least N - 1).
 */
const TODAY = '2026-11-23';
const CLIENT = 'MINERA-ANDINA';
const N = 50;
const TRIP_DATE = addDays(TODAY, 3);
const workers = Array.from({ length: N }, (_, i) => `CONC-${String(i + 1).padStart(2, '0')}`);

let t: TestApp;
let store: EventStore;
let solicitante: Calls;
let admin: Calls;

/** Holds the first `n` reads of `stream` until all n have arrived; counts appends refused for a stale revision. */
function race(stream: string, n: number) {
  const read = store.readStream.bind(store);
  const appendMulti = store.appendMulti.bind(store);
  let waiting = 0;
  let release!: () => void;
  const allArrived = new Promise<void>((resolve) => (release = resolve));
  const stats = { conflicts: 0 };
  store.readStream = async (name, options) => {
    const events = await read(name, options);
    if (name !== stream || waiting >= n) return events;
    waiting += 1;
    if (waiting === n) release();
    await allArrived;
    return events;
  };
  store.appendMulti = async (writes) => {
    try {
      return await appendMulti(writes);
    } catch (err) {
      if (err instanceof WrongExpectedRevisionError) stats.conflicts += 1;
      throw err;
    }
  };
  const restore = () => {
    store.readStream = read;
    store.appendMulti = appendMulti;
  };
  return { stats, restore };
}

type Tally = Record<string, number>;
/** Counts answers as "201" or "422 transport.seatTaken" and prints them. */
function tally(label: string, answers: Array<{ status: number; body: unknown }>): Tally {
  const counts: Tally = {};
  for (const a of answers) {
    const key =
      a.status < 300 ? String(a.status) : `${a.status} ${(a.body as { code?: string }).code ?? ''}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  console.log(`${label}: ${JSON.stringify(counts)}`);
  return counts;
}
const wins = (answers: Array<{ status: number }>) => answers.filter((a) => a.status < 300).length;

/** Fires the calls at once, racing on `stream`; prints and answers the tally and the conflicts. */
async function contend(
  label: string,
  stream: string,
  calls: Array<() => Promise<{ status: number; body: unknown }>>,
) {
  const { stats, restore } = race(stream, calls.length);
  try {
    const answers = await Promise.all(calls.map((call) => call()));
    const counts = tally(label, answers);
    console.log(
      `${label}: ${stats.conflicts} appends refused for a stale revision (then re-read and re-decided)`,
    );
    expect(stats.conflicts).toBeGreaterThanOrEqual(calls.length - 1);
    return { answers, counts };
  } finally {
    restore();
  }
}

/** Every event of the log of the given type (the store is the judge, not the answers). */
async function allOfType(type: string): Promise<StoredEvent[]> {
  const out: StoredEvent[] = [];
  for (let from = 0; ;) {
    const batch = await store.readAll(from, 1000);
    if (batch.length === 0) return out;
    out.push(...batch.filter((e) => e.type === type));
    from = batch[batch.length - 1]!.position;
  }
}

beforeAll(async () => {
  t = await startTestApp({ clock: new FixedClock(new Date(`${TODAY}T12:00:00Z`)) });
  store = t.app.get(EventStore);
  solicitante = callsAs(t, 'SOLICITANTE');
  admin = callsAs(t, 'ADMIN');
  await givenPeople(
    store,
    'conc-people',
    workers.map((personId) => ({ personId, companyId: 'EMP-MINERA-ANDINA' })),
  );
  await givenStreams(store, 'conc-accredited', [
    ...workers.map((personId) => ({
      stream: STREAMS.personAccreditation(personId, CLIENT),
      events: [
        personAccredited({
          personId,
          clientId: CLIENT,
          requestId: `REQ-${personId}`,
          startDate: TODAY,
          endDate: addDays(TODAY, 30),
        }),
      ],
    })),
    {
      stream: STREAMS.trip('CONC-TRIP-1'),
      events: [
        tripScheduled({ tripId: 'CONC-TRIP-1', clientId: CLIENT, date: TRIP_DATE, capacity: 40 }),
      ],
    },
    {
      stream: STREAMS.trip('CONC-TRIP-2'),
      events: [
        tripScheduled({ tripId: 'CONC-TRIP-2', clientId: CLIENT, date: TRIP_DATE, capacity: 60 }),
      ],
    },
  ]);
  await givenPeople(
    store,
    'conc-submit',
    Array.from({ length: 16 }, (_, i) => ({
      personId: `CONC-SUB-${i + 1}`,
      companyId: 'EMP-MINERA-ANDINA',
    })),
  );
  const contract = (contractId: string, quota: number) => ({
    stream: STREAMS.contract(contractId),
    events: [
      contractRegistered({
        contractId,
        code: contractId,
        companyId: 'EMP-MINERA-ANDINA',
        clientId: CLIENT,
        startDate: TODAY,
        endDate: addDays(TODAY, 200),
        quota,
      }),
    ],
  });
  await givenStreams(store, 'conc-contracts', [
    contract('CTR-CONC-WIDE', 500),
    contract('CTR-CONC-QUOTA', 5),
  ]);
});
afterAll(() => closeTestApp(t));

it(`${N} parallel reservations of the same seat: exactly one wins`, async () => {
  const { counts } = await contend(
    'same seat',
    STREAMS.trip('CONC-TRIP-1'),
    workers.map(
      (personId) => () =>
        solicitante.post(API.reserveSeat.path, {
          commandId: newCommandId('seat'),
          tripId: 'CONC-TRIP-1',
          seat: 7,
          personId,
        }),
    ),
  );
  expect(counts).toEqual({ '201': 1, '422 transport.seatTaken': N - 1 });
  expect(await typesIn(store, STREAMS.trip('CONC-TRIP-1'))).toEqual([
    'transport.TripScheduled',
    'transport.SeatReserved',
  ]);
  const booked = (
    await Promise.all(workers.map((w) => typesIn(store, STREAMS.workerDay(w, TRIP_DATE))))
  ).flat();
  expect(booked).toEqual(['transport.WorkerDayBooked']);
});

it(`${N} parallel reservations of the same worker-date (different seats): exactly one wins`, async () => {
  const worker = 'CONC-50';
  const { counts } = await contend(
    'same worker-date',
    STREAMS.workerDay(worker, TRIP_DATE),
    workers.map(
      (_, i) => () =>
        solicitante.post(API.reserveSeat.path, {
          commandId: newCommandId('day'),
          tripId: 'CONC-TRIP-2',
          seat: i + 1,
          personId: worker,
        }),
    ),
  );
  expect(counts).toEqual({ '201': 1, '422 transport.workerAlreadyBooked': N - 1 });
  expect(await typesIn(store, STREAMS.workerDay(worker, TRIP_DATE))).toEqual([
    'transport.WorkerDayBooked',
  ]);
  expect(await typesIn(store, STREAMS.trip('CONC-TRIP-2'))).toEqual([
    'transport.TripScheduled',
    'transport.SeatReserved',
  ]);
});

it(`${N} parallel assignments of the same bed on overlapping nights: exactly one wins`, async () => {
  const bedId = 'CAM-112-B';
  const { counts } = await contend(
    'same bed',
    STREAMS.bed(bedId),
    workers.map(
      (personId, i) => () =>
        admin.post(API.assignBed.path, {
          commandId: newCommandId('bed'),
          bedId,
          personId,
          checkIn: addDays(TODAY, 40 + (i % 3)),
          checkOut: addDays(TODAY, 45),
        }),
    ),
  );
  expect(counts).toEqual({ '201': 1, '422 lodging.bedOccupied': N - 1 });
  expect(await typesIn(store, STREAMS.bed(bedId))).toEqual(['lodging.BedAssigned']);
  expect(
    (await allOfType('lodging.PersonNightsBooked')).filter(
      (e) => (e.data as { bedId: string }).bedId === bedId,
    ),
  ).toHaveLength(1);
});

it(`${N} parallel submissions for the same person: exactly one wins`, async () => {
  const personId = 'CONC-SUB-16';
  const { counts } = await contend(
    'same person',
    STREAMS.personAccreditation(personId, CLIENT),
    workers.map(
      () => () =>
        solicitante.post(API.submitRequest.path, {
          commandId: newCommandId('sub'),
          personId,
          contractId: 'CTR-CONC-WIDE',
          startDate: TODAY,
          endDate: addDays(TODAY, 60),
          reason: 'Ingreso',
          ...REQUEST_PICKED,
        }),
    ),
  );
  expect(counts).toEqual({ '201': 1, '422 accreditation.alreadyActive': N - 1 });
  expect(await typesIn(store, STREAMS.personAccreditation(personId, CLIENT))).toEqual([
    'accreditation.PersonRequestOpened',
  ]);
  expect(await typesIn(store, STREAMS.contractQuota('CTR-CONC-WIDE'))).toEqual([
    'accreditation.QuotaSlotTaken',
  ]);
  expect(
    (await allOfType('accreditation.RequestSubmitted')).filter(
      (e) => (e.data as { personId: string }).personId === personId,
    ),
  ).toHaveLength(1);
});

it('a contract with quota q and q + 10 parallel submissions of different people: exactly q win', async () => {
  const quota = 5;
  const people = Array.from({ length: quota + 10 }, (_, i) => `CONC-SUB-${i + 1}`);
  const { answers, counts } = await contend(
    `quota ${quota}`,
    STREAMS.contractQuota('CTR-CONC-QUOTA'),
    people.map(
      (personId) => () =>
        solicitante.post(API.submitRequest.path, {
          commandId: newCommandId('quo'),
          personId,
          contractId: 'CTR-CONC-QUOTA',
          startDate: TODAY,
          endDate: addDays(TODAY, 60),
          reason: 'Ingreso',
          ...REQUEST_PICKED,
        }),
    ),
  );
  expect(counts).toEqual({ '201': quota, '422 accreditation.quotaExceeded': 10 });
  expect(wins(answers)).toBe(quota);
  const slots = await typesIn(store, STREAMS.contractQuota('CTR-CONC-QUOTA'));
  expect(slots).toEqual(Array.from({ length: quota }, () => 'accreditation.QuotaSlotTaken'));
  const submitted = (await allOfType('accreditation.RequestSubmitted')).filter(
    (e) => (e.data as { contractId: string }).contractId === 'CTR-CONC-QUOTA',
  );
  expect(submitted).toHaveLength(quota);
});
