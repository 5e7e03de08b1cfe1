import { API, STREAMS, type GridPage, type MarkRow, type OnSiteAnswer } from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
import {
  callsAs,
  closeTestApp,
  newCommandId,
  startTestApp,
  typesIn,
  type Calls,
  type TestApp,
} from '@faena/test-kit';

// starting a seeded app takes longer than Jest 30's 5 s default (and minutes under load)
jest.setTimeout(180_000);

/** 12:00 UTC is 07:00 at the site (America/Lima): today's 05:30 bus has left. */
const TODAY = '2026-11-23';
const GATE_IN = 'PTA-GARITA-E'; // entry door of ZON-GARITA

let t: TestApp;
let store: EventStore;
let admin: Calls;
let monitor: Calls;
let otherAdmin: Calls;
/** a seeded worker whose gate mark was granted (the seed's marks) */
let worker: MarkRow;

type Res = { status: number; body: unknown };
const resultOf = (res: Res): unknown => (res.body as { result: unknown }).result;
const problem = (res: Res) => {
  const b = res.body as {
    code: string;
    message: string;
    issues?: Array<{ path: string; message: string }>;
  };
  return { status: res.status, code: b.code, message: b.message, issues: b.issues ?? [] };
};
const grid = (caller: Calls, filter: unknown[], extra: Record<string, unknown> = {}) =>
  caller.get(API.listMarks.path, {
    filter: JSON.stringify(filter),
    sort: JSON.stringify([{ selector: 'markedAt', desc: true }]),
    take: 50,
    ...extra,
  });
const rows = async (filter: unknown[], extra: Record<string, unknown> = {}) =>
  resultOf(await grid(admin, filter, extra)) as GridPage<MarkRow>;
const manual = (over: Record<string, unknown> = {}) => ({
  commandId: newCommandId('man'),
  personId: worker.subjectId,
  doorId: GATE_IN,
  date: TODAY,
  hour: '06:30',
  mode: 'S',
  reason: 'Lector de garita sin energía',
  ...over,
});

beforeAll(async () => {
  t = await startTestApp({ clock: new FixedClock(new Date(`${TODAY}T12:00:00Z`)) });
  store = t.app.get(EventStore);
  [admin, monitor, otherAdmin] = ['ADMIN', 'MONITOR', 'PAC-ADMIN'].map((u) => callsAs(t, u)) as [
    Calls,
    Calls,
    Calls,
  ];
  const gate = await rows([
    ['origin', '=', 'GARITA'],
    ['granted', '=', true],
    ['doorId', '=', GATE_IN],
  ]);
  worker = gate.data[0]!;
});
afterAll(() => closeTestApp(t));

describe('the marks query', () => {
  it("lists the demo's gate marks of today with the spec's fields, and only the client's", async () => {
    const page = await rows([['date', '=', TODAY]]);
    expect(page.totalCount).toBeGreaterThanOrEqual(15);
    expect(page.data[0]).toMatchObject({
      date: TODAY,
      hour: '07:00',
      zoneName: expect.any(String),
      doorName: expect.any(String),
      origin: 'GARITA',
      markType: 'T',
      mode: 'S',
      automatic: false,
    });
    expect(page.data.every((r) => r.clientId === 'MINERA-ANDINA')).toBe(true);
    const theirs = resultOf(await grid(otherAdmin, [['date', '=', TODAY]])) as GridPage<MarkRow>;
    expect(theirs.data.some((r) => r.markId === worker.markId)).toBe(false);
  });

  it('filters by result, zone, door, person (name or document), mark type and manual', async () => {
    const denied = await rows([['granted', '=', false]]);
    expect(denied.totalCount).toBeGreaterThanOrEqual(1);
    expect(denied.data.every((r) => !r.granted && r.denyReason.startsWith('access:reason.'))).toBe(
      true,
    );
    const byDoor = await rows([['doorId', '=', GATE_IN]]);
    expect(byDoor.data.every((r) => r.doorId === GATE_IN)).toBe(true);
    const byZone = await rows([['zoneId', '=', worker.zoneId]]);
    expect(byZone.data.every((r) => r.zoneId === worker.zoneId)).toBe(true);
    const byName = await rows([['personName', 'contains', worker.personName.split(' ')[0]!]]);
    expect(byName.data.map((r) => r.markId)).toContain(worker.markId);
    const byDocument = await rows([['documentNumber', '=', worker.documentNumber]]);
    expect(byDocument.data.every((r) => r.subjectId === worker.subjectId)).toBe(true);
    const manualOnes = await rows([['origin', '=', 'MANUAL']]);
    expect(manualOnes.data.map((r) => r.reason)).toEqual(
      expect.arrayContaining(['Lector de garita sin energía', 'Olvidó marcar la salida']),
    );
    const corrected = manualOnes.data.find((r) => r.corrected);
    expect(corrected).toMatchObject({
      hour: '07:50',
      reason: 'Fotocheck dañado; hora según el cuaderno de garita',
    });
    expect((await rows([['markType', '=', 'V']])).totalCount).toBe(0);
  });

  it('pages on the server: skip and take, with the total', async () => {
    const first = await rows([], { take: 3, skip: 0 });
    const second = await rows([], { take: 3, skip: 3 });
    expect(first.data).toHaveLength(3);
    expect(first.totalCount).toBeGreaterThan(6);
    expect(second.data[0]!.RowIndex).toBe(4);
    expect(second.data.map((r) => r.markId)).not.toContain(first.data[0]!.markId);
  });

  it("names the device of a batch and finds a vehicle's mark by its plate (type V)", async () => {
    const batch = await admin.post(API.markBatch.path, {
      deviceId: 'DEV-GARITA-01',
      marks: [{ commandId: newCommandId('dev'), personId: worker.subjectId, doorId: GATE_IN }],
    });
    expect(batch.status).toBe(201);
    // the device is shown, not filtered on: the batch's mark is found by origin and person
    const devices = await rows([
      ['origin', '=', 'DISPOSITIVO'],
      ['documentNumber', '=', worker.documentNumber],
    ]);
    expect(devices.data[0]).toMatchObject({
      deviceId: 'DEV-GARITA-01',
      automatic: true,
      origin: 'DISPOSITIVO',
    });

    const vehicles = resultOf(await admin.get(API.listVehicles.path, { take: 5 })) as GridPage<{
      vehicleId: string;
      plate: string;
    }>;
    const vehicle = vehicles.data[0]!;
    const marked = await admin.post(API.markVehicleDoor.path, {
      commandId: newCommandId('vmk'),
      vehicleId: vehicle.vehicleId,
      doorId: GATE_IN,
    });
    const { position } = resultOf(marked) as { position: number };
    const byPlate = await rows([['plate', '=', vehicle.plate]], { afterPosition: position });
    expect(byPlate.data[0]).toMatchObject({
      subjectId: vehicle.vehicleId,
      markType: 'V',
      mode: 'S',
      date: TODAY,
    });
  });

  it('refuses a field the grid does not offer', async () => {
    const res = await grid(admin, [['reason', '=', 'x']]);
    expect(res.status).toBe(400);
  });
});

describe('manual marks', () => {
  it('refuses a bad body naming each field, changing nothing', async () => {
    const before = await typesIn(store, STREAMS.personMarks(worker.subjectId));
    const missing = problem(
      await admin.post(API.registerManualMark.path, manual({ reason: '  ' })),
    );
    expect(missing.status).toBe(400);
    expect(missing.issues).toContainEqual(
      expect.objectContaining({ path: 'reason', message: 'common:requiredField' }),
    );
    const bad = problem(
      await admin.post(API.registerManualMark.path, manual({ date: '2026-02-30', hour: '25:10' })),
    );
    expect(bad.issues.map((i) => i.path).sort()).toEqual(['date', 'hour']);
    const future = problem(
      await admin.post(API.registerManualMark.path, manual({ hour: '09:00' })),
    );
    expect(future.issues).toContainEqual(
      expect.objectContaining({ path: 'hour', message: 'access:markInFuture' }),
    );
    expect(await typesIn(store, STREAMS.personMarks(worker.subjectId))).toEqual(before);
  });

  it('registers, corrects and voids a manual mark; the grid follows', async () => {
    const created = await admin.post(API.registerManualMark.path, manual());
    expect(created.status).toBe(201);
    const answer = resultOf(created) as { markId: string; granted: boolean; position: number };
    const mine = () =>
      rows(
        [
          ['documentNumber', '=', worker.documentNumber],
          ['origin', '=', 'MANUAL'],
        ],
        {
          afterPosition: answer.position,
        },
      );
    const [row] = (await mine()).data;
    expect(row).toMatchObject({
      markId: answer.markId,
      date: TODAY,
      hour: '06:30',
      markedAt: `${TODAY}T11:30:00.000Z`,
      origin: 'MANUAL',
      automatic: false,
      reason: 'Lector de garita sin energía',
    });

    const corrected = await admin.post(API.correctMark.path, {
      commandId: newCommandId('cor'),
      personId: worker.subjectId,
      markId: answer.markId,
      hour: '06:45',
      mode: 'S',
      reason: 'Hora según el cuaderno de garita',
    });
    expect(corrected.status).toBe(201);
    const after = await rows(
      [
        ['documentNumber', '=', worker.documentNumber],
        ['origin', '=', 'MANUAL'],
      ],
      {
        afterPosition: (resultOf(corrected) as { position: number }).position,
      },
    );
    expect(after.data[0]).toMatchObject({
      hour: '06:45',
      corrected: true,
      reason: 'Hora según el cuaderno de garita',
    });

    const foreign = problem(
      await otherAdmin.post(API.voidMark.path, {
        commandId: newCommandId('anu'),
        personId: worker.subjectId,
        markId: answer.markId,
        reason: 'x',
      }),
    );
    expect(foreign).toMatchObject({ status: 404, code: 'access.markNotFound' });

    const voided = await admin.post(API.voidMark.path, {
      commandId: newCommandId('anu'),
      personId: worker.subjectId,
      markId: answer.markId,
      reason: 'Duplicada',
    });
    expect(voided.status).toBe(201);
    const gone = await rows(
      [
        ['documentNumber', '=', worker.documentNumber],
        ['origin', '=', 'MANUAL'],
      ],
      {
        afterPosition: (resultOf(voided) as { position: number }).position,
      },
    );
    expect(gone.data.map((r) => r.markId)).not.toContain(answer.markId);
    const again = problem(
      await admin.post(API.voidMark.path, {
        commandId: newCommandId('anu'),
        personId: worker.subjectId,
        markId: answer.markId,
        reason: 'Otra vez',
      }),
    );
    expect(again).toMatchObject({ status: 422, code: 'access.markVoided' });
  });

  it("refuses to correct or void the gate's mark, in Spanish and English, changing nothing", async () => {
    const before = await typesIn(store, STREAMS.personMarks(worker.subjectId));
    const body = {
      commandId: newCommandId('cor'),
      personId: worker.subjectId,
      markId: worker.markId,
      hour: '06:00',
      mode: 'S',
      reason: 'Intento',
    };
    const es = problem(await admin.post(API.correctMark.path, body));
    expect(es).toMatchObject({
      status: 422,
      code: 'access.automaticMarkReadOnly',
      message: 'Las marcaciones automáticas no se pueden editar ni eliminar.',
    });
    const en = problem(
      await admin.post(`${API.voidMark.path}?lang=en`, {
        commandId: newCommandId('anu'),
        personId: worker.subjectId,
        markId: worker.markId,
        reason: 'Intento',
      }),
    );
    expect(en.message).toBe('Automatic marks cannot be edited or deleted.');
    expect(await typesIn(store, STREAMS.personMarks(worker.subjectId))).toEqual(before);
  });

  it('answers 403 to a caller without access.supervise', async () => {
    expect((await monitor.post(API.registerManualMark.path, manual())).status).toBe(403);
    expect((await monitor.get(API.listMarks.path)).status).toBe(403);
  });
});

describe('the muster (personas en sitio)', () => {
  it('lists who is inside each zone, on the bus that left and in the camp tonight', async () => {
    const res = await monitor.get(API.listOnSite.path);
    expect(res.status).toBe(200);
    const muster = resultOf(res) as OnSiteAnswer;
    const inGate = muster.rows.filter((r) => r.place === 'ZONA' && r.placeName === worker.zoneName);
    expect(inGate.map((r) => r.personId)).toContain(worker.subjectId);
    expect(inGate.find((r) => r.personId === worker.subjectId)).toMatchObject({
      companyName: worker.companyName,
      since: expect.stringMatching(/^2026-11-2/),
    });
    const zone = muster.zones.find((z) => z.zoneId === worker.zoneId);
    expect(zone?.count).toBe(inGate.length);
    expect(muster.onBus).toBeGreaterThan(0);
    expect(muster.rows.filter((r) => r.place === 'BUS')).toHaveLength(muster.onBus);
    expect(muster.inCamp).toBeGreaterThan(0);
    expect(muster.total).toBe(new Set(muster.rows.map((r) => r.personId)).size);
    const others = resultOf(await otherAdmin.get(API.listOnSite.path)) as OnSiteAnswer;
    expect(others.rows.map((r) => r.personId)).not.toContain(worker.subjectId);
  });
});
