import { addDays, API, STREAMS, type MarkOutcome, type ZoneRow } from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
import {
  closeTestApp,
  accreditOverHttp,
  callsAs,
  givenPeople,
  newCommandId,
  startTestApp,
  typesIn,
  type Calls,
  type TestApp,
} from '@faena/test-kit';

// the int project's testTimeout does not reach the tests (Jest 30 runs them at 5 s); starting a seeded app takes longer
jest.setTimeout(60_000);

const TODAY = '2026-11-23';
const GARITA = 'ZON-GARITA';
const IN = 'PTA-GARITA-E';
const OUT = 'PTA-GARITA-S';
// the workshop's two-way door: the pit's asks the demo's height-work certificate (issue 18)
const TWO_WAY = 'PTA-TALLER-1';

let t: TestApp;
let store: EventStore;
let admin: Calls;
let monitor: Calls;
let solicitante: Calls;
let contratista: Calls;

const markBody = (personId: string, doorId: string, over: Record<string, unknown> = {}) => ({
  commandId: newCommandId('mrk'),
  personId,
  doorId,
  ...over,
});
const mark = (personId: string, doorId: string, over: Record<string, unknown> = {}) =>
  admin.post(API.markDoor.path, markBody(personId, doorId, over));
const outcome = (res: { body: unknown }) =>
  (res.body as { result: MarkOutcome & { id: string } }).result;
/** A zone as the board shows it once every event so far is projected (read your writes). */
const zone = async (zoneId: string) => {
  const afterPosition = await store.headPosition();
  return (
    (await monitor.get(API.zoneOccupancy.path, { afterPosition })).body as { result: ZoneRow[] }
  ).result.find((z) => z.zoneId === zoneId);
};

beforeAll(async () => {
  t = await startTestApp({ clock: new FixedClock(new Date(`${TODAY}T12:00:00Z`)) });
  store = t.app.get(EventStore);
  [admin, monitor, solicitante, contratista] = [
    'ADMIN',
    'MONITOR',
    'SOLICITANTE',
    'CONTRATISTA',
  ].map((u) => callsAs(t, u)) as [Calls, Calls, Calls, Calls];
  await givenPeople(store, 'acs-people', [
    { personId: 'ACS-1', companyId: 'EMP-MINERA-ANDINA' },
    { personId: 'ACS-2', companyId: 'EMP-MINERA-ANDINA' },
    { personId: 'ACS-LATE', companyId: 'EMP-MINERA-ANDINA' },
    { personId: 'ACS-NONE', companyId: 'EMP-MINERA-ANDINA' },
    { personId: 'ACS-CESADO', companyId: 'EMP-MINERA-ANDINA', condition: 'CESADO' },
  ]);
  for (const personId of ['ACS-1', 'ACS-2', 'ACS-CESADO']) {
    await accreditOverHttp(t, {
      personId,
      contractId: 'CTR-2026-000',
      startDate: TODAY,
      endDate: addDays(TODAY, 30),
    });
  }
  await accreditOverHttp(t, {
    personId: 'ACS-LATE',
    contractId: 'CTR-2026-000',
    startDate: addDays(TODAY, 5),
    endDate: addDays(TODAY, 30),
  });
});
afterAll(() => closeTestApp(t));

describe('POST AccesoMarcacion/registrar', () => {
  it('grants an entry to an accredited person and the zone occupancy rises', async () => {
    const before = await zone(GARITA);
    const res = await mark('ACS-1', IN);
    expect(res.status).toBe(201);
    const result = outcome(res);
    expect(result).toMatchObject({ granted: true, reason: null, markId: result.id });
    const after = await zone(GARITA);
    expect(after?.occupancy).toBe((before?.occupancy ?? 0) + 1);
    expect(await typesIn(store, STREAMS.personMarks('ACS-1'))).toEqual(['access.MarkGranted']);
  });

  it('takes the direction from the door: an exit door lowers the occupancy', async () => {
    const entered = outcome(await mark('ACS-2', IN));
    expect(entered.granted).toBe(true);
    const before = await zone(GARITA);
    const left = await mark('ACS-2', OUT, { direction: 'E' });
    expect(outcome(left).granted).toBe(true);
    expect((await zone(GARITA))?.occupancy).toBe((before?.occupancy ?? 0) - 1);
    const [, exit] = await store.readStream(STREAMS.personMarks('ACS-2'));
    expect(exit?.data).toMatchObject({
      direction: 'S',
      doorId: OUT,
      zoneId: GARITA,
      markedAt: `${TODAY}T12:00:00.000Z`,
    });
  });

  it('records denied marks with their reason (answered, not an error)', async () => {
    const cases = [
      ['ACS-NONE', 'noAccreditation'],
      ['ACS-LATE', 'noAccreditation'],
      ['ACS-CESADO', 'terminated'],
      ['NOBODY', 'personNotFound'],
    ] as const;
    const before = await zone(GARITA);
    for (const [personId, reason] of cases) {
      const res = await mark(personId, IN);
      expect(res.status).toBe(201);
      expect(outcome(res)).toMatchObject({ granted: false, reason });
      expect(await typesIn(store, STREAMS.personMarks(personId))).toEqual(['access.MarkDenied']);
    }
    const after = await zone(GARITA);
    expect(after?.deniedCount).toBe((before?.deniedCount ?? 0) + cases.length);
    expect(after?.occupancy).toBe(before?.occupancy);
  });

  it('uses the device time when given: an accreditation starting later grants on its dates', async () => {
    const res = await mark('ACS-LATE', IN, { markedAt: `${addDays(TODAY, 6)}T07:30:00-05:00` });
    expect(outcome(res)).toMatchObject({ granted: true });
  });

  it('needs a direction at a two-way door (400) and answers 404 for an unknown door', async () => {
    const res = await mark('ACS-1', TWO_WAY);
    expect(res.status).toBe(400);
    expect((res.body as { issues: Array<{ path: string }> }).issues.map((i) => i.path)).toEqual([
      'direction',
    ]);
    expect(outcome(await mark('ACS-1', TWO_WAY, { direction: 'E' })).granted).toBe(true);
    const unknown = await mark('ACS-1', 'PTA-NOPE');
    expect([unknown.status, (unknown.body as { code: string }).code]).toEqual([
      404,
      'access.doorNotFound',
    ]);
  });

  it('answers 403 without access.mark and 400 for a bad body', async () => {
    expect((await solicitante.post(API.markDoor.path, markBody('ACS-1', IN))).status).toBe(403);
    const bad = await admin.post(
      API.markDoor.path,
      markBody('ACS-1', IN, { markedAt: 'ayer', extra: 1 }),
    );
    expect(bad.status).toBe(400);
    expect(
      (bad.body as { issues: Array<{ path: string }> }).issues.map((i) => i.path).sort(),
    ).toEqual(['(body)', 'markedAt']);
  });

  it('is idempotent by commandId: the same mark, one event', async () => {
    const b = markBody('ACS-NONE', OUT);
    const first = outcome(await admin.post(API.markDoor.path, b));
    const again = outcome(await admin.post(API.markDoor.path, b));
    expect(again).toEqual(first);
    expect(await typesIn(store, STREAMS.personMarks('ACS-NONE'))).toHaveLength(2);
    expect((await admin.post(API.markDoor.path, { ...b, doorId: IN })).status).toBe(409);
  });
});

describe('POST AccesoMarcacion/lote (device batches)', () => {
  it('answers one outcome per mark, in order, an unknown door included', async () => {
    const marks = [
      markBody('ACS-1', OUT),
      markBody('ACS-NONE', IN),
      markBody('ACS-2', 'PTA-NOPE'),
      markBody('ACS-2', TWO_WAY),
    ];
    const res = await admin.post(API.markBatch.path, { marks });
    expect(res.status).toBe(201);
    const outcomes = (res.body as { result: MarkOutcome[] }).result;
    expect(outcomes.map((o) => [o.commandId, o.granted, o.reason, o.error ?? null])).toEqual([
      [marks[0]?.commandId, true, null, null],
      [marks[1]?.commandId, false, 'noAccreditation', null],
      [marks[2]?.commandId, false, null, 'access.doorNotFound'],
      [marks[3]?.commandId, false, null, 'request.invalid'],
    ]);
    const [granted] = await store.readStream(STREAMS.personMarks('ACS-1'), { fromRevision: 2 });
    expect(granted?.data).toMatchObject({ automatic: true, direction: 'S' });
  });

  it('runs a full batch of 500 marks and refuses 501', async () => {
    const marks = Array.from({ length: 500 }, (_, i) =>
      markBody(i % 2 ? 'ACS-1' : 'ACS-2', i % 2 ? IN : OUT),
    );
    const res = await admin.post(API.markBatch.path, { marks });
    const outcomes = (res.body as { result: MarkOutcome[] }).result;
    console.log(
      `batch of 500 marks: ${outcomes.filter((o) => o.granted).length} granted, ${outcomes.filter((o) => o.error).length} errors`,
    );
    expect(outcomes).toHaveLength(500);
    expect(outcomes.every((o, i) => o.granted && o.commandId === marks[i]?.commandId)).toBe(true);
    expect(
      (await admin.post(API.markBatch.path, { marks: [...marks, markBody('ACS-1', IN)] })).status,
    ).toBe(400);
  });
});

describe('POST AccesoMarcacion/lote: one pass, one append', () => {
  const batch = async (marks: Array<Record<string, unknown>>) => {
    const res = await admin.post(API.markBatch.path, { marks });
    expect(res.status).toBe(201);
    return (res.body as { result: MarkOutcome[] }).result;
  };
  const summary = (outcomes: MarkOutcome[]) =>
    outcomes.map((o) => [o.granted, o.reason, o.error ?? null]);
  /** Counts the event store's appends while `work` runs. */
  const countingAppends = async <T>(work: () => Promise<T>) => {
    const appendMulti = store.appendMulti.bind(store);
    const appends: number[] = [];
    store.appendMulti = (writes) => {
      appends.push(writes.length);
      return appendMulti(writes);
    };
    try {
      return { result: await work(), appends };
    } finally {
      store.appendMulti = appendMulti;
    }
  };

  it('records a mixed batch of granted and denied marks with one append (marks and their markers)', async () => {
    const marks = [
      markBody('ACS-1', IN),
      markBody('ACS-NONE', IN),
      markBody('ACS-CESADO', IN),
      markBody('ACS-2', OUT),
      markBody('ACS-1', 'PTA-NOPE'),
      markBody('ACS-1', OUT),
    ];
    const before = (await store.readStream(STREAMS.personMarks('ACS-1'))).length;
    const { result: outcomes, appends } = await countingAppends(() => batch(marks));
    console.log(
      `mixed batch: appends ${JSON.stringify(appends)}; outcomes ${JSON.stringify(summary(outcomes))}`,
    );
    expect(appends).toEqual([10]); // five recorded marks + five markers
    expect(summary(outcomes)).toEqual([
      [true, null, null],
      [false, 'noAccreditation', null],
      [false, 'terminated', null],
      [true, null, null],
      [false, null, 'access.doorNotFound'],
      [true, null, null],
    ]);
    const acs1 = await store.readStream(STREAMS.personMarks('ACS-1'), { fromRevision: before });
    expect(acs1.map((e) => (e.data as { direction: string }).direction)).toEqual(['E', 'S']);
    expect(outcomes[0]?.revision).toBe(acs1[0]?.revision);
    expect(outcomes[5]?.revision).toBe(acs1[1]?.revision);
    expect(outcomes[5]!.position).toBeGreaterThan(outcomes[0]!.position);
  });

  it('answers a retried batch from the markers: same outcomes, nothing appended; new marks in it are recorded', async () => {
    const marks = [markBody('ACS-2', IN), markBody('ACS-NONE', OUT)];
    const first = await batch(marks);
    const before = (await store.readStream(STREAMS.personMarks('ACS-2'))).length;
    const { result: again, appends } = await countingAppends(() => batch(marks));
    expect(again).toEqual(first);
    expect(appends).toEqual([]);
    const extra = markBody('ACS-2', OUT);
    const { result: grown, appends: grownAppends } = await countingAppends(() =>
      batch([...marks, extra]),
    );
    console.log(
      `retried batch: appends ${JSON.stringify(appends)}, with one new mark ${JSON.stringify(grownAppends)}`,
    );
    expect(grown.slice(0, 2)).toEqual(first);
    expect(grown[2]).toMatchObject({ commandId: extra.commandId, granted: true });
    expect(grownAppends).toEqual([2]);
    expect((await store.readStream(STREAMS.personMarks('ACS-2'))).length).toBe(before + 1);
  });

  it("records the guard's synced offline marks (origin GARITA) as not automatic, as of their device time", async () => {
    const markedAt = `${TODAY}T09:15:00.000Z`;
    const before = (await store.readStream(STREAMS.personMarks('ACS-1'))).length;
    const [device, guard] = await Promise.all([
      batch([markBody('ACS-1', TWO_WAY, { direction: 'E', markedAt })]),
      admin
        .post(API.markBatch.path, {
          marks: [markBody('ACS-1', TWO_WAY, { direction: 'S', markedAt })],
          origin: 'GARITA',
        })
        .then((res) => (res.body as { result: MarkOutcome[] }).result),
    ]);
    const events = (await store.readStream(STREAMS.personMarks('ACS-1'))).slice(before);
    const byMark = new Map(events.map((e) => [(e.data as { markId: string }).markId, e.data]));
    expect(byMark.get(device[0]!.markId)).toMatchObject({ automatic: true, markedAt });
    expect(byMark.get(guard[0]!.markId)).toMatchObject({ automatic: false, markedAt });
    // a single mark whose answer was lost, queued and sent again by the guard's sync: applied once
    const single = markBody('ACS-1', TWO_WAY, { direction: 'E', markedAt });
    const sent = outcome(await mark('ACS-1', TWO_WAY, single));
    const resent = (
      (await admin.post(API.markBatch.path, { marks: [single], origin: 'GARITA' })).body as {
        result: MarkOutcome[];
      }
    ).result;
    expect(resent[0]).toMatchObject({ markId: sent.markId, granted: sent.granted });
    expect(resent[0]?.error).toBeUndefined();
    const marksOf = (await store.readStream(STREAMS.personMarks('ACS-1'))).filter(
      (e) => (e.data as { markId: string }).markId === sent.markId,
    );
    expect(marksOf).toHaveLength(1);
    const refused = await admin.post(API.markBatch.path, {
      marks: [markBody('ACS-1', TWO_WAY, { direction: 'E' })],
      origin: 'OTRO',
    });
    expect(refused.status).toBe(400);
  });

  it('decides a repeated commandId once: the same mark shares the answer, other data is refused', async () => {
    const m = markBody('ACS-1', IN);
    const before = (await store.readStream(STREAMS.personMarks('ACS-1'))).length;
    const outcomes = await batch([m, { ...m }, { ...m, doorId: OUT }]);
    console.log(`repeated commandId: ${JSON.stringify(summary(outcomes))}`);
    expect(outcomes[1]).toEqual(outcomes[0]);
    expect(outcomes[0]).toMatchObject({ granted: true });
    expect(outcomes[2]).toMatchObject({
      commandId: m.commandId,
      error: 'command.conflict',
      revision: -1,
    });
    expect((await store.readStream(STREAMS.personMarks('ACS-1'))).length).toBe(before + 1);
    // and a later batch with that commandId answers the recorded outcome
    expect(await batch([m])).toEqual([outcomes[0]]);
  });
});

describe('GET AccesoZona/ocupacion', () => {
  it('shows every zone of the client to board viewers only', async () => {
    const res = await monitor.get(API.zoneOccupancy.path);
    expect(res.status).toBe(200);
    expect((res.body as { result: ZoneRow[] }).result.map((z) => z.zoneId).sort()).toEqual([
      'ZON-CONCENTRADORA',
      'ZON-GARITA',
      'ZON-TAJO',
      'ZON-TALLER',
    ]);
    expect((await contratista.get(API.zoneOccupancy.path)).status).toBe(403);
  });
});
