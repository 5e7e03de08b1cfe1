import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addDays,
  API,
  STREAMS,
  translate,
  type BedRow,
  type MassDemobilizationRow,
  type TripRow,
} from '@faena/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { EventStore, FixedClock, ReadStore } from '@faena/core';
import {
  bedAssigned,
  callsAs,
  givenPeople,
  givenStreams,
  newCommandId,
  personAccredited,
  personNightsBooked,
  seatReserved,
  startTestApp,
  tripScheduled,
  typesIn,
  type Calls,
  type TestApp,
} from '@faena/test-kit';
import { CascadeReactor } from '../../../services/api/src/accreditation/cascade/cascade-reactor';
import { DecideDemobilizationCommand } from '../../../services/api/src/accreditation/commands/decide-demobilization/decide-demobilization.command';
import type { AuthUser } from '../../../services/api/src/platform/auth/auth-user';

jest.setTimeout(120_000);

const TODAY = '2026-11-23';
const CESSATION = addDays(TODAY, 5);
const CLIENT = 'MINERA-ANDINA';
const HOTEL = 'HTL-LOS-ANDES';
const BED = 'CAM-104-A'; // the sample stays take every other bed from CAM-101-A: this one is free
const BEFORE_TRIP = 'DMX-TRIP-BEFORE'; // on the cessation date: kept
const AFTER_TRIP = 'DMX-TRIP-AFTER'; // after it: released
const WORKERS = ['DMX-1', 'DMX-2', 'DMX-3'];

const dataDir = mkdtempSync(join(tmpdir(), 'faena-demob-mass-'));
let t: TestApp;
let store: EventStore;
let solicitante: Calls;
let aprobador: Calls;
let monitor: Calls;

const massBody = (over: Record<string, unknown> = {}) => ({
  commandId: newCommandId('mass'),
  personIds: [...WORKERS, 'DMX-NONE'],
  cessationReason: 'RENUNCIA',
  cessationDate: CESSATION,
  observation: 'Fin de la parada de planta',
  ...over,
});
const rowsOf = (res: { body: unknown }) =>
  (res.body as { result: { rows: MassDemobilizationRow[] } }).result.rows;
const okRow = (row: MassDemobilizationRow | undefined) => {
  if (!row?.ok) throw new Error(`row refused: ${JSON.stringify(row)}`);
  return row;
};

/** DMX-1 holds a stay across the cessation date and a seat on each side of it. */
async function givenHoldings(): Promise<void> {
  const stay = { assignmentId: 'DMX-ASG-1', personId: 'DMX-1', bedId: BED };
  const checkIn = addDays(TODAY, 3);
  const checkOut = addDays(TODAY, 9);
  const seat = (tripId: string, date: string) => ({
    stream: STREAMS.trip(tripId),
    events: [
      tripScheduled({ tripId, clientId: CLIENT, date }),
      seatReserved({ tripId, seat: 7, personId: 'DMX-1', date, companyId: 'EMP-MINERA-ANDINA' }),
    ],
  });
  await givenStreams(store, 'dmx-holdings', [
    {
      stream: STREAMS.bed(BED),
      events: [bedAssigned({ ...stay, hotelId: HOTEL, roomId: 'HAB-104', checkIn, checkOut })],
    },
    {
      stream: STREAMS.personNights('DMX-1'),
      events: [personNightsBooked({ ...stay, checkIn, checkOut })],
    },
    seat(BEFORE_TRIP, CESSATION),
    seat(AFTER_TRIP, addDays(CESSATION, 2)),
    {
      stream: STREAMS.workerDay('DMX-1', addDays(CESSATION, 2)),
      events: [
        {
          type: 'transport.WorkerDayBooked',
          data: { personId: 'DMX-1', date: addDays(CESSATION, 2), tripId: AFTER_TRIP, seat: 7 },
        },
      ],
    },
  ]);
}

async function start(): Promise<void> {
  t = await startTestApp({ dataDir, clock: new FixedClock(new Date(`${TODAY}T12:00:00Z`)) });
  store = t.app.get(EventStore);
  [solicitante, aprobador, monitor] = ['SOLICITANTE', 'APROBADOR', 'MONITOR'].map((u) =>
    callsAs(t, u),
  ) as [Calls, Calls, Calls];
}

beforeAll(async () => {
  await start();
  await givenPeople(
    store,
    'dmx-people',
    [...WORKERS, 'DMX-NONE'].map((personId) => ({ personId, companyId: 'EMP-MINERA-ANDINA' })),
  );
  await givenStreams(
    store,
    'dmx-accredited',
    WORKERS.map((personId) => ({
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
  );
  await givenHoldings();
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let registered: MassDemobilizationRow[] = [];

describe('mass demobilization', () => {
  it('refuses a batch without an observation (400 on the field) and creates nothing', async () => {
    const res = await solicitante.post(
      API.registerMassDemobilization.path,
      massBody({ observation: '  ' }),
    );
    expect(res.status).toBe(400);
    expect((res.body as { issues: Array<{ path: string }> }).issues.map((i) => i.path)).toEqual([
      'observation',
    ]);
    expect(await typesIn(store, STREAMS.openDemobilization('DMX-1', CLIENT))).toEqual([]);
  });

  it("refuses a worker listed twice with the spec's 'Worker already added' and creates nothing", async () => {
    const res = await solicitante.post(
      API.registerMassDemobilization.path,
      massBody({ personIds: ['DMX-1', 'DMX-2', 'DMX-1'] }),
    );
    expect(res.status).toBe(400);
    const issues = (res.body as { issues: Array<{ path: string; text: string }> }).issues;
    expect(issues.map((i) => [i.path, i.text])).toEqual([
      ['personIds', 'El trabajador ya fue agregado.'],
    ]);
    expect(await typesIn(store, STREAMS.openDemobilization('DMX-1', CLIENT))).toEqual([]);
  });

  it('creates one per worker; a worker refused leaves the others, with its reason', async () => {
    const body = massBody();
    const res = await solicitante.post(API.registerMassDemobilization.path, body);
    expect(res.status).toBe(200);
    registered = rowsOf(res);
    expect(registered.map((r) => [r.key, r.ok])).toEqual([
      ['DMX-1', true],
      ['DMX-2', true],
      ['DMX-3', true],
      ['DMX-NONE', false],
    ]);
    expect(registered[3]).toMatchObject({
      error: 'demobilization.notAccredited',
      message: translate('errors:demobilization.notAccredited'),
    });
    // the same batch again creates nothing twice: the same demobilizations answer
    const again = rowsOf(await solicitante.post(API.registerMassDemobilization.path, body));
    expect(again).toEqual(registered);
    for (const personId of WORKERS)
      expect(await typesIn(store, STREAMS.openDemobilization(personId, CLIENT))).toEqual([
        'accreditation.DemobilizationSlotTaken',
      ]);
  });

  it('needs the request.submit permission', async () => {
    expect((await monitor.post(API.registerMassDemobilization.path, massBody())).status).toBe(403);
  });
});

describe('the demo data', () => {
  it('holds two approved mass demobilizations whose cascade freed a bed and a seat', async () => {
    await aprobador.get(API.listDemobilizations.path, { afterPosition: await head() });
    const approved = await t.app
      .get(ReadStore)
      .find<{ code: string; released?: Array<{ kind: string }> }>('demobilizations_v1', {
        status: 'A',
      });
    const freed = approved.filter((row) =>
      ['door', 'bed', 'seat'].every((kind) => row.released?.some((r) => r.kind === kind)),
    );
    expect(freed).toHaveLength(2);
  });
});

describe('bulk approval and the cascade', () => {
  it('approves together and answers what each cascade released: after the date only', async () => {
    const [d1, d2] = registered.slice(0, 2).map((r) => okRow(r).demobilizationId);
    const res = await aprobador.post(API.approveDemobilizations.path, {
      commandId: newCommandId('apr'),
      demobilizationIds: [d1, d2],
    });
    expect(res.status).toBe(200);
    const [first, second] = rowsOf(res).map(okRow);
    expect(first?.released).toHaveLength(3);
    expect(first?.released).toEqual(
      expect.arrayContaining([
        { kind: 'door', ref: 'REQ-DMX-1', label: '', from: addDays(CESSATION, 1), to: null },
        {
          kind: 'bed',
          ref: 'DMX-ASG-1',
          label: expect.stringContaining('Campamento Los Andes') as unknown,
          from: addDays(CESSATION, 1),
          to: addDays(TODAY, 8),
        },
        {
          kind: 'seat',
          ref: `${AFTER_TRIP}#7`,
          label: expect.any(String) as unknown,
          from: addDays(CESSATION, 2),
          to: addDays(CESSATION, 2),
        },
      ]),
    );
    expect(second?.released?.map((r) => r.kind)).toEqual(['door']);
  });

  it('frees the bed nights after the date and keeps those before', async () => {
    const board = (
      (await monitor.get(API.bedBoard.path, { hotelId: HOTEL, afterPosition: await head() }))
        .body as { result: BedRow[] }
    ).result;
    const stay = board
      .find((b) => b.bedId === BED)
      ?.assignments.find((a) => a.assignmentId === 'DMX-ASG-1');
    expect(stay).toMatchObject({ checkIn: addDays(TODAY, 3), checkOut: addDays(CESSATION, 1) });
    expect(await typesIn(store, STREAMS.personNights('DMX-1'))).toEqual([
      'lodging.PersonNightsBooked',
      'lodging.PersonNightsReleased',
    ]);
  });

  it('frees the seat after the date and keeps the one on the date', async () => {
    const seats = async (tripId: string) =>
      (
        (await aprobador.get(API.tripSeats.path, { tripId, afterPosition: await head() })).body as {
          result: TripRow;
        }
      ).result.seats.find((s) => s.seat === 7);
    expect(await seats(AFTER_TRIP)).toMatchObject({ occupied: false });
    expect(await seats(BEFORE_TRIP)).toMatchObject({ occupied: true, personId: 'DMX-1' });
    expect(await typesIn(store, STREAMS.workerDay('DMX-1', addDays(CESSATION, 2)))).toEqual([
      'transport.WorkerDayBooked',
      'transport.WorkerDayReleased',
    ]);
  });

  it('shows the released list on the demobilization', async () => {
    const id = okRow(registered[0]).demobilizationId;
    const res = await aprobador.get(API.getDemobilization.path, {
      demobilizationId: id,
      afterPosition: await head(),
    });
    expect(res.status).toBe(200);
    const row = (res.body as { result: { released: unknown[]; cascadeDone: boolean } }).result;
    expect(row.released).toHaveLength(3);
    expect(row.cascadeDone).toBe(true);
  });

  it('never releases twice: the approve call again, and a restart', async () => {
    const id = okRow(registered[0]).demobilizationId;
    const cascadeTypes = await typesIn(store, STREAMS.demobilizationCascade(id));
    expect(cascadeTypes).toEqual([
      'accreditation.HoldingReleased',
      'accreditation.HoldingReleased',
      'accreditation.HoldingReleased',
      'accreditation.DemobilizationCascadeCompleted',
    ]);
    const again = await aprobador.post(API.approveDemobilization.path, {
      commandId: newCommandId('apr'),
      demobilizationId: id,
    });
    expect(again.status).toBe(422); // no longer pending
    const before = await head();
    await t.close({ keepData: true });
    await start();
    expect(await head()).toBe(before);
    expect(await typesIn(store, STREAMS.bed(BED))).toEqual([
      'lodging.BedAssigned',
      'lodging.BedNightsReleased',
    ]);
    expect(await typesIn(store, STREAMS.demobilizationCascade(id))).toEqual(cascadeTypes);
  });

  it('finishes at start a cascade a stopped process left unfinished', async () => {
    const d3 = okRow(registered[2]).demobilizationId;
    // approved with no cascade running, as if the process stopped right after the decision
    await t.app.get(CascadeReactor).onModuleDestroy();
    const approver = { sub: 'APROBADOR', pid: 'PRF-APROBADOR', cid: CLIENT, did: 'DIV-NORTE' };
    const decision = { commandId: newCommandId('apr'), demobilizationId: d3, comment: '' };
    await t.app
      .get(CommandBus)
      .execute(
        new DecideDemobilizationCommand(approver as unknown as AuthUser, 'approve', decision),
      );
    expect(await typesIn(store, STREAMS.demobilizationCascade(d3))).toEqual([]);
    await t.close({ keepData: true });
    await start();
    expect(await typesIn(store, STREAMS.demobilizationCascade(d3))).toEqual([
      'accreditation.HoldingReleased',
      'accreditation.DemobilizationCascadeCompleted',
    ]);
  });
});

const head = async () => store.headPosition();
