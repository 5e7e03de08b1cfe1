import { rmSync } from 'node:fs';
import {
  addDays,
  API,
  STREAMS,
  type BedRow,
  type ContractRow,
  type DomainEvent,
  type StoredEvent,
} from '@faena/contracts';
import {
  campRegistered,
  contractRegistered,
  personAccredited,
  personRegistered,
  REQUEST_PICKED,
  tripScheduled,
} from '@faena/test-kit';
import {
  Caller,
  CLIENT_ID,
  codeOf,
  commandId,
  resultOf,
  siteToday,
  type Reply,
} from './support/api';
import { appendGiven, readLog } from './support/event-log';
import { startReady, stopStarted, tempDir, type ChildServer } from './support/processes';
import { bySize, report, TEST_LIMIT_MS } from './support/size';

jest.setTimeout(TEST_LIMIT_MS);

/**
 * Every rule that spans streams, raced by N parallel HTTP commands against the real server (a
 * child process on its own data folder): exactly the allowed number win, the others get the rule's
 * 422, and the event log and the read models hold exactly the winners (no lost update).
 */
const N = bySize(100, 400);
const QUOTA = bySize(10, 40);
const FILL_CAPACITY = 40;
const SEATS_PER_TRIP = 50;
const TODAY = siteToday();
const pad = (i: number) => String(i + 1).padStart(4, '0');
const workers = Array.from({ length: N }, (_, i) => `REL-W-${pad(i)}`);
const applicants = Array.from({ length: N + 1 }, (_, i) => `REL-S-${pad(i)}`);
/** people with no request yet, for the race of removal against approval */
const removers = Array.from({ length: QUOTA }, (_, i) => `REL-R-${pad(i)}`);
const DAY_TRIPS = Array.from(
  { length: Math.ceil(N / SEATS_PER_TRIP) },
  (_, i) => `REL-TRIP-DAY-${i + 1}`,
);
const BEDS = Array.from({ length: N }, (_, i) => ({
  room: `REL-HAB-${Math.floor(i / 4) + 1}`,
  bedId: `REL-CAM-${pad(i)}`,
}));
const DATES = {
  sameSeat: addDays(TODAY, 3),
  fill: addDays(TODAY, 4),
  workerDay: addDays(TODAY, 5),
};

let server: ChildServer;
let dataDir: string;
let solicitante: Caller;
let admin: Caller;

function fixtures(): Array<{ stream: string; events: DomainEvent[] }> {
  const person = (personId: string) =>
    personRegistered({
      personId,
      documentNumber: personId.replace(/\D/g, ''),
      names: 'Prueba',
      surnames: personId,
      companyId: 'EMP-MINERA-ANDINA',
      companyName: 'Minera Andina S.A.A.',
    });
  const trip = (tripId: string, date: string, capacity: number) => ({
    stream: STREAMS.trip(tripId),
    events: [tripScheduled({ tripId, clientId: CLIENT_ID, date, capacity })],
  });
  const contract = (contractId: string, quota: number) => ({
    stream: STREAMS.contract(contractId),
    events: [
      contractRegistered({
        contractId,
        code: contractId,
        companyId: 'EMP-MINERA-ANDINA',
        clientId: CLIENT_ID,
        divisionId: 'DIV-NORTE',
        startDate: addDays(TODAY, -10),
        endDate: addDays(TODAY, 300),
        quota,
      }),
    ],
  });
  const rooms = [...new Set(BEDS.map((b) => b.room))].map((roomId) => ({
    roomId,
    name: roomId,
    beds: BEDS.filter((b) => b.room === roomId).map((b) => ({ bedId: b.bedId, name: b.bedId })),
  }));
  return [
    ...workers.map((personId) => ({
      stream: STREAMS.person(personId),
      events: [person(personId)],
    })),
    ...workers.map((personId) => ({
      stream: STREAMS.personAccreditation(personId, CLIENT_ID),
      events: [
        personAccredited({
          personId,
          clientId: CLIENT_ID,
          requestId: `REQ-${personId}`,
          startDate: addDays(TODAY, -1),
          endDate: addDays(TODAY, 90),
        }),
      ],
    })),
    ...[...applicants, ...removers].map((personId) => ({
      stream: STREAMS.person(personId),
      events: [person(personId)],
    })),
    trip('REL-TRIP-SAME', DATES.sameSeat, 40),
    trip('REL-TRIP-FILL', DATES.fill, FILL_CAPACITY),
    ...DAY_TRIPS.map((tripId) => trip(tripId, DATES.workerDay, SEATS_PER_TRIP)),
    contract('REL-CTR-WIDE', 100_000),
    contract('REL-CTR-QUOTA', QUOTA),
    {
      stream: STREAMS.camp('REL-CAMP'),
      events: [
        campRegistered({
          hotelId: 'REL-CAMP',
          clientId: CLIENT_ID,
          name: 'Campamento de carrera',
          maxStayDays: 28,
          rooms,
        }),
      ],
    },
  ];
}

beforeAll(async () => {
  dataDir = tempDir('races');
  await appendGiven(dataDir, 'races', fixtures());
  server = await startReady({ kind: 'api', dataDir });
  [solicitante, admin] = await Promise.all([
    Caller.as(server.url, 'SOLICITANTE'),
    Caller.as(server.url, 'ADMIN'),
  ]);
});
afterAll(async () => {
  await stopStarted();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Entry {
  reply: Reply;
  index: number;
}

/** Fires every call at once; answers the replies with their index and prints the tally. */
async function race(label: string, calls: Array<() => Promise<Reply>>) {
  const started = process.hrtime.bigint();
  const replies = await Promise.all(calls.map((call) => call()));
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const tally: Record<string, number> = {};
  for (const r of replies) {
    const key =
      r.answered && r.status < 300
        ? String(r.status)
        : `${r.answered ? r.status : 'no answer'} ${codeOf(r)}`;
    tally[key] = (tally[key] ?? 0) + 1;
  }
  const entries: Entry[] = replies.map((reply, index) => ({ reply, index }));
  const winners = entries.filter((e) => e.reply.answered && e.reply.status < 300);
  const lastPosition = Math.max(
    0,
    ...winners.map(
      (w) => (w.reply as { body: { result: { position: number } } }).body.result.position,
    ),
  );
  report(
    'races',
    `${label}: ${calls.length} parallel commands in ${ms.toFixed(0)} ms → ${JSON.stringify(tally)}`,
  );
  return { tally, winners, lastPosition };
}

const ofType = (
  log: StoredEvent[],
  type: string,
  where: (data: Record<string, unknown>) => boolean,
) => log.filter((e) => e.type === type && where(e.data as Record<string, unknown>));

it(`seat per trip: ${N} workers race for the same seat, exactly one wins`, async () => {
  const { tally, winners, lastPosition } = await race(
    'same seat',
    workers.map(
      (personId) => () =>
        solicitante.post(API.reserveSeat.path, {
          commandId: commandId('seat'),
          tripId: 'REL-TRIP-SAME',
          seat: 7,
          personId,
        }),
    ),
  );
  expect(tally).toEqual({ '201': 1, [`422 transport.seatTaken`]: N - 1 });
  const winner = workers[winners[0]!.index]!;
  const log = readLog(dataDir);
  expect(
    ofType(log, 'transport.SeatReserved', (d) => d.tripId === 'REL-TRIP-SAME').map((e) => e.data),
  ).toEqual([expect.objectContaining({ seat: 7, personId: winner })]);
  expect(ofType(log, 'transport.WorkerDayBooked', (d) => d.date === DATES.sameSeat)).toHaveLength(
    1,
  );
  const trip = await solicitante.trip('REL-TRIP-SAME', lastPosition);
  expect(trip.taken).toBe(1);
  expect(trip.seats[6]).toEqual(expect.objectContaining({ seat: 7, personId: winner }));
  report(
    'races',
    `same seat: log holds 1 SeatReserved (${winner}), read model taken=${trip.taken}`,
  );
});

it(`seat per trip: ${N} workers race for a ${FILL_CAPACITY}-seat bus, exactly ${FILL_CAPACITY} win, one per seat`, async () => {
  const seatOf = (i: number) => (i % FILL_CAPACITY) + 1;
  const { tally, winners, lastPosition } = await race(
    'full bus',
    workers.map(
      (personId, i) => () =>
        solicitante.post(API.reserveSeat.path, {
          commandId: commandId('fill'),
          tripId: 'REL-TRIP-FILL',
          seat: seatOf(i),
          personId,
        }),
    ),
  );
  expect(winners).toHaveLength(FILL_CAPACITY);
  // a loser finds its seat taken, or the whole bus full once the last seat went
  expect((tally['422 transport.seatTaken'] ?? 0) + (tally['422 transport.busFull'] ?? 0)).toBe(
    N - FILL_CAPACITY,
  );
  const bySeat = new Map(winners.map((w) => [seatOf(w.index), workers[w.index]!]));
  expect(bySeat.size).toBe(FILL_CAPACITY);
  const reserved = ofType(
    readLog(dataDir),
    'transport.SeatReserved',
    (d) => d.tripId === 'REL-TRIP-FILL',
  );
  expect(reserved).toHaveLength(FILL_CAPACITY);
  expect(
    new Map(
      reserved.map((e) => [
        (e.data as { seat: number }).seat,
        (e.data as { personId: string }).personId,
      ]),
    ),
  ).toEqual(bySeat);
  const trip = await solicitante.trip('REL-TRIP-FILL', lastPosition);
  expect(trip.taken).toBe(FILL_CAPACITY);
  expect(new Map(trip.seats.map((s) => [s.seat, s.personId]))).toEqual(bySeat);
  const extra = await solicitante.post(API.reserveSeat.path, {
    commandId: commandId('full'),
    tripId: 'REL-TRIP-FILL',
    seat: 1,
    personId: workers[0],
  });
  expect(codeOf(extra)).toMatch(/transport\.(seatTaken|busFull|workerAlreadyBooked)/);
  report(
    'races',
    `full bus: log holds ${reserved.length} SeatReserved on ${bySeat.size} distinct seats, read model taken=${trip.taken}`,
  );
});

it(`seat per worker-date: one worker, ${N} parallel reservations of different seats on one date, exactly one wins`, async () => {
  const worker = workers[N - 1]!;
  const { tally, lastPosition } = await race(
    'same worker-date',
    Array.from(
      { length: N },
      (_, i) => () =>
        solicitante.post(API.reserveSeat.path, {
          commandId: commandId('day'),
          tripId: DAY_TRIPS[Math.floor(i / SEATS_PER_TRIP)],
          seat: (i % SEATS_PER_TRIP) + 1,
          personId: worker,
        }),
    ),
  );
  expect(tally).toEqual({ '201': 1, '422 transport.workerAlreadyBooked': N - 1 });
  const log = readLog(dataDir);
  expect(
    ofType(
      log,
      'transport.WorkerDayBooked',
      (d) => d.personId === worker && d.date === DATES.workerDay,
    ),
  ).toHaveLength(1);
  expect(
    ofType(log, 'transport.SeatReserved', (d) => DAY_TRIPS.includes(d.tripId as string)),
  ).toHaveLength(1);
  const trips = await Promise.all(DAY_TRIPS.map((t) => solicitante.trip(t, lastPosition)));
  expect(trips.reduce((n, t) => n + t.taken, 0)).toBe(1);
  report(
    'races',
    `same worker-date: 1 WorkerDayBooked in the log, seats taken over ${DAY_TRIPS.length} trips = 1`,
  );
});

it(`bed per night: ${N} people race for one bed on overlapping nights, exactly one wins`, async () => {
  const bedId = BEDS[0]!.bedId;
  const { tally, winners, lastPosition } = await race(
    'same bed',
    workers.map(
      (personId, i) => () =>
        admin.post(API.assignBed.path, {
          commandId: commandId('bed'),
          bedId,
          personId,
          checkIn: addDays(TODAY, 10 + (i % 3)),
          checkOut: addDays(TODAY, 15),
        }),
    ),
  );
  expect(tally).toEqual({ '201': 1, '422 lodging.bedOccupied': N - 1 });
  const winner = workers[winners[0]!.index]!;
  const log = readLog(dataDir);
  expect(
    ofType(log, 'lodging.BedAssigned', (d) => d.bedId === bedId).map(
      (e) => (e.data as { personId: string }).personId,
    ),
  ).toEqual([winner]);
  expect(ofType(log, 'lodging.PersonNightsBooked', (d) => d.bedId === bedId)).toHaveLength(1);
  const board = await admin.read<BedRow[]>(API.bedBoard.path, {
    hotelId: 'REL-CAMP',
    afterPosition: lastPosition,
  });
  expect(board.find((b) => b.bedId === bedId)?.assignments.map((a) => a.personId)).toEqual([
    winner,
  ]);
  report('races', `same bed: 1 BedAssigned (${winner}) in the log and on the board`);
});

it(`bed per night: one person, ${N} parallel assignments to different beds on overlapping nights, exactly one wins`, async () => {
  const personId = applicants[0]!;
  const { tally, winners, lastPosition } = await race(
    'same person',
    BEDS.map(
      (b, i) => () =>
        admin.post(API.assignBed.path, {
          commandId: commandId('nights'),
          bedId: b.bedId,
          personId,
          checkIn: addDays(TODAY, 30 + (i % 4)),
          checkOut: addDays(TODAY, 36),
        }),
    ),
  );
  expect(tally).toEqual({ '201': 1, '422 lodging.personHasBed': N - 1 });
  const log = readLog(dataDir);
  expect(ofType(log, 'lodging.PersonNightsBooked', (d) => d.personId === personId)).toHaveLength(1);
  expect(ofType(log, 'lodging.BedAssigned', (d) => d.personId === personId)).toHaveLength(1);
  const board = await admin.read<BedRow[]>(API.bedBoard.path, {
    hotelId: 'REL-CAMP',
    afterPosition: lastPosition,
  });
  const held = board.flatMap((b) =>
    b.assignments.filter((a) => a.personId === personId).map(() => b.bedId),
  );
  expect(held).toEqual([BEDS[winners[0]!.index]!.bedId]);
  report('races', `same person: 1 PersonNightsBooked in the log, 1 bed on the board (${held[0]})`);
});

it(`active accreditation per person: ${N} parallel submissions for one person, exactly one wins`, async () => {
  const personId = applicants[N]!;
  const { tally, lastPosition } = await race(
    'same person accreditation',
    Array.from(
      { length: N },
      () => () =>
        solicitante.post(API.submitRequest.path, {
          commandId: commandId('sub'),
          personId,
          contractId: 'REL-CTR-WIDE',
          startDate: TODAY,
          endDate: addDays(TODAY, 60),
          reason: 'Ingreso',
          ...REQUEST_PICKED,
        }),
    ),
  );
  expect(tally).toEqual({ '201': 1, '422 accreditation.alreadyActive': N - 1 });
  const log = readLog(dataDir);
  expect(
    ofType(log, 'accreditation.RequestSubmitted', (d) => d.personId === personId),
  ).toHaveLength(1);
  expect(
    ofType(log, 'accreditation.PersonRequestOpened', (d) => d.personId === personId),
  ).toHaveLength(1);
  expect(
    ofType(log, 'accreditation.QuotaSlotTaken', (d) => d.contractId === 'REL-CTR-WIDE'),
  ).toHaveLength(1);
  const rows = (await solicitante.requests(lastPosition)).filter((r) => r.personId === personId);
  expect(rows).toHaveLength(1);
  report(
    'races',
    `same person: 1 RequestSubmitted and 1 quota slot in the log, ${rows.length} row in the requests grid`,
  );
});

it(`contract quota: ${N} people race for a quota of ${QUOTA}, exactly ${QUOTA} win`, async () => {
  const people = applicants.slice(0, N);
  const { tally, winners, lastPosition } = await race(
    `quota ${QUOTA}`,
    people.map(
      (personId) => () =>
        solicitante.post(API.submitRequest.path, {
          commandId: commandId('quota'),
          personId,
          contractId: 'REL-CTR-QUOTA',
          startDate: TODAY,
          endDate: addDays(TODAY, 60),
          reason: 'Ingreso',
          ...REQUEST_PICKED,
        }),
    ),
  );
  expect(tally).toEqual({ '201': QUOTA, '422 accreditation.quotaExceeded': N - QUOTA });
  const log = readLog(dataDir);
  const slots = ofType(
    log,
    'accreditation.QuotaSlotTaken',
    (d) => d.contractId === 'REL-CTR-QUOTA',
  );
  expect(slots).toHaveLength(QUOTA);
  expect(new Set(slots.map((e) => (e.data as { personId: string }).personId))).toEqual(
    new Set(winners.map((w) => people[w.index])),
  );
  expect(
    ofType(log, 'accreditation.RequestSubmitted', (d) => d.contractId === 'REL-CTR-QUOTA'),
  ).toHaveLength(QUOTA);
  const contract = (
    await solicitante.read<Array<ContractRow & { active?: number }>>(API.listContracts.path, {
      afterPosition: lastPosition,
    })
  ).find((c) => c.contractId === 'REL-CTR-QUOTA');
  expect(contract?.active).toBe(QUOTA);
  const rows = (await solicitante.requests(lastPosition)).filter(
    (r) => r.contractId === 'REL-CTR-QUOTA',
  );
  expect(rows).toHaveLength(QUOTA);
  report(
    'races',
    `quota: ${slots.length} QuotaSlotTaken in the log, contract active=${contract?.active}, ${rows.length} rows in the grid`,
  );
});

it(`one open demobilization per person: ${N} parallel registrations for one accredited worker, exactly one wins`, async () => {
  const personId = workers[1]!;
  const { tally, winners, lastPosition } = await race(
    'same person demobilization',
    Array.from(
      { length: N },
      (_, i) => () =>
        solicitante.post(API.registerDemobilization.path, {
          commandId: commandId('demob'),
          personId,
          cessationReason: 'RENUNCIA',
          cessationDate: addDays(TODAY, 1 + (i % 5)),
          observation: 'Fin de contrato',
        }),
    ),
  );
  expect(tally).toEqual({ '201': 1, '422 demobilization.alreadyOpen': N - 1 });
  const log = readLog(dataDir);
  expect(
    ofType(log, 'accreditation.DemobilizationRequested', (d) => d.personId === personId),
  ).toHaveLength(1);
  const id = (resultOf(winners[0]!.reply) as { id: string }).id;
  const rows = (
    await solicitante.read<{ data: Array<{ demobilizationId: string; personId: string }> }>(
      API.listDemobilizations.path,
      { afterPosition: lastPosition, take: 1000 },
    )
  ).data;
  expect(rows.filter((r) => r.personId === personId).map((r) => r.demobilizationId)).toEqual([id]);
  report(
    'races',
    `same person demobilization: 1 DemobilizationRequested in the log, 1 row in the grid`,
  );
});

it(`removal against approval: ${QUOTA} pending requests, each removed and approved at once, exactly one of the two wins each time`, async () => {
  const people = removers;
  const approver = await Caller.as(server.url, 'APROBADOR');
  const submitted = await Promise.all(
    people.map((personId) =>
      solicitante.post(API.submitRequest.path, {
        commandId: commandId('rm-sub'),
        personId,
        contractId: 'REL-CTR-WIDE',
        startDate: TODAY,
        endDate: addDays(TODAY, 60),
        reason: 'Ingreso',
        ...REQUEST_PICKED,
      }),
    ),
  );
  const ids = submitted.map((r) => (resultOf(r) as { id: string }).id);
  const { tally, lastPosition } = await race(
    'remove vs approve',
    ids.flatMap((requestId) => [
      () =>
        solicitante.post(API.removeRequests.path, {
          commandId: commandId('rm'),
          requestIds: [requestId],
        }),
      () => approver.post(API.approveRequest.path, { commandId: commandId('rm-apr'), requestId }),
    ]),
  );
  const log = readLog(dataDir);
  const removed = new Set(
    ofType(log, 'accreditation.RequestRemoved', (d) => ids.includes(d.requestId as string)).map(
      (e) => (e.data as { requestId: string }).requestId,
    ),
  );
  const approved = new Set(
    ofType(log, 'accreditation.RequestApproved', (d) => ids.includes(d.requestId as string)).map(
      (e) => (e.data as { requestId: string }).requestId,
    ),
  );
  expect(removed.size + approved.size).toBe(ids.length);
  expect([...removed].filter((id) => approved.has(id))).toEqual([]);
  expect(
    (tally['422 accreditation.submittedNoDelete'] ?? 0) +
      (tally['422 accreditation.notPending'] ?? 0),
  ).toBe(ids.length);
  // a removed request gave back its slots; an approved one accredited its person
  const closed = ofType(log, 'accreditation.PersonRequestClosed', (d) =>
    removed.has(d.requestId as string),
  );
  const accredited = ofType(log, 'accreditation.PersonAccredited', (d) =>
    approved.has(d.requestId as string),
  );
  expect([closed.length, accredited.length]).toEqual([removed.size, approved.size]);
  const rows = (await solicitante.requests(lastPosition)).filter((r) => ids.includes(r.requestId));
  expect(rows.map((r) => r.status).sort()).toEqual(
    [...Array(approved.size).fill('A'), ...Array(removed.size).fill('E')].sort(),
  );
  report(
    'races',
    `remove vs approve: ${removed.size} removed (slots given back), ${approved.size} approved, none both; grid agrees`,
  );
});
