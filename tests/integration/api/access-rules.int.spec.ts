import {
  addDays,
  API,
  STREAMS,
  type GroupRow,
  type MarkOutcome,
  type PersonAccessRow,
  type ScheduleRow,
} from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
import {
  accreditOverHttp,
  callsAs,
  closeTestApp,
  givenPeople,
  newCommandId,
  startTestApp,
  typesIn,
  type Calls,
  type TestApp,
} from '@faena/test-kit';

jest.setTimeout(120_000);

// Monday 2026-11-23 12:00 UTC is 07:00 at the site (America/Lima)
const TODAY = '2026-11-23';
const CLIENT = 'MINERA-ANDINA';
const IN = 'PTA-GARITA-E';
const year = { startDate: '2026-01-01', endDate: '2026-12-31' };
const schedule = (over: Record<string, unknown> = {}) => ({
  commandId: newCommandId('hor'),
  code: 'T24',
  divisionId: 'DIV-NORTE',
  ...year,
  intervals: [{ from: '00:00', to: '24:00', days: [1, 2, 3, 4, 5, 6, 7] }],
  ...over,
});

let t: TestApp;
let store: EventStore;
let admin: Calls;
let otherAdmin: Calls;
let requester: Calls;

const post = (name: keyof typeof API, body: Record<string, unknown>, as = admin) =>
  as.post(API[name].path, { commandId: newCommandId('acr'), ...body });
const result = (res: { body: unknown }) => (res.body as { result: unknown }).result;
const problem = (res: { status: number; body: unknown }) => ({
  status: res.status,
  code: (res.body as { code: string }).code,
});
/** the field and its Spanish text (the message key is beside it) */
const issues = (res: { body: unknown }) =>
  (res.body as { issues: Array<{ path: string; text: string }> }).issues.map(({ path, text }) => ({
    path,
    text,
  }));
const mark = async (personId: string) =>
  result(await post('markDoor', { personId, doorId: IN })) as MarkOutcome;
const fresh = async (as: Calls, name: keyof typeof API, query: Record<string, unknown> = {}) =>
  result(await as.get(API[name].path, { afterPosition: await store.headPosition(), ...query }));

beforeAll(async () => {
  t = await startTestApp({ clock: new FixedClock(new Date(`${TODAY}T12:00:00Z`)) });
  store = t.app.get(EventStore);
  [admin, otherAdmin, requester] = ['ADMIN', 'PAC-ADMIN', 'SOLICITANTE'].map((u) =>
    callsAs(t, u),
  ) as [Calls, Calls, Calls];
  await givenPeople(store, 'acr-people', [
    { personId: 'ACR-1', companyId: 'EMP-MINERA-ANDINA' },
    { personId: 'ACR-2', companyId: 'EMP-MINERA-ANDINA' },
  ]);
  for (const personId of ['ACR-1', 'ACR-2'])
    await accreditOverHttp(t, {
      personId,
      contractId: 'CTR-2026-000',
      startDate: TODAY,
      endDate: addDays(TODAY, 30),
    });
});
afterAll(() => closeTestApp(t));

describe('restrictions at the door', () => {
  it('denies a restricted person with the reason and grants again once it is removed', async () => {
    expect(await mark('ACR-1')).toMatchObject({ granted: true });
    const added = await post('addRestriction', {
      personId: 'ACR-1',
      code: 'DISC',
      restrictionType: 'DISC',
      zoneId: 'ZON-GARITA',
      fullDay: true,
      startDate: TODAY,
      endDate: TODAY,
    });
    expect(added.status).toBe(201);
    const restrictionId = (result(added) as { id: string }).id;
    expect(await mark('ACR-1')).toMatchObject({ granted: false, reason: 'restricted' });
    const removed = await post('removeRestriction', { personId: 'ACR-1', restrictionId });
    expect(removed.status).toBe(200);
    expect(await mark('ACR-1')).toMatchObject({ granted: true, reason: null });
  });

  it("lets an exempted requirement pass on the exemption's days only", async () => {
    // the pit asks the demo's height-work certificate (TRAB-ALT), which ACR-1 lacks
    const atPit = async () =>
      result(
        await post('markDoor', { personId: 'ACR-1', doorId: 'PTA-TAJO-1', direction: 'E' }),
      ) as MarkOutcome;
    expect(await atPit()).toMatchObject({
      granted: false,
      reason: 'requirementMissing',
      requirement: { code: 'TRAB-ALT' },
    });
    const granted = await post('grantExemption', {
      personId: 'ACR-1',
      requirementCode: 'TRAB-ALT',
      exemptionType: 'TEMPORAL',
      startDate: TODAY,
      endDate: TODAY,
    });
    expect(granted.status).toBe(201);
    expect(await atPit()).toMatchObject({ granted: true, reason: null });
    const exemptionId = (result(granted) as { id: string }).id;
    expect((await post('revokeExemption', { personId: 'ACR-1', exemptionId })).status).toBe(200);
    expect(await atPit()).toMatchObject({ granted: false, reason: 'requirementMissing' });
  });

  it('refuses a door of another zone, naming the field and writing nothing', async () => {
    const res = await post('addRestriction', {
      personId: 'ACR-2',
      code: 'DISC',
      restrictionType: 'DISC',
      zoneId: 'ZON-GARITA',
      doorId: 'PTA-TALLER-1',
      fullDay: true,
      startDate: TODAY,
      endDate: TODAY,
    });
    expect(res.status).toBe(400);
    expect(issues(res)).toEqual([{ path: 'doorId', text: 'La puerta no pertenece a la zona.' }]);
    expect(await typesIn(store, STREAMS.personAccessRules('ACR-2', CLIENT))).toEqual([]);
  });

  it('asks the times of a restriction that is not full-day', async () => {
    const res = await post('addRestriction', {
      personId: 'ACR-2',
      code: 'DISC',
      restrictionType: 'DISC',
      zoneId: 'ZON-GARITA',
      fullDay: false,
      startDate: TODAY,
      endDate: TODAY,
    });
    expect(res.status).toBe(400);
    expect(
      issues(res)
        .map((i) => i.path)
        .sort(),
    ).toEqual(['endTime', 'startTime']);
  });
});

describe('restriction and exemption types come from the catalogues', () => {
  it('refuses a type outside the catalogue, naming the field and writing nothing', async () => {
    const restricted = await post('addRestriction', {
      personId: 'ACR-2',
      code: 'DISC',
      restrictionType: 'NO-SUCH-TYPE',
      zoneId: 'ZON-GARITA',
      fullDay: true,
      startDate: TODAY,
      endDate: TODAY,
    });
    expect(restricted.status).toBe(400);
    expect(issues(restricted)).toEqual([
      { path: 'restrictionType', text: 'El tipo de restricción no existe.' },
    ]);
    const exempted = await post('grantExemption', {
      personId: 'ACR-2',
      requirementCode: 'EMO',
      exemptionType: 'NO-SUCH-TYPE',
      startDate: TODAY,
      endDate: TODAY,
    });
    expect(exempted.status).toBe(400);
    expect(issues(exempted)).toEqual([
      { path: 'exemptionType', text: 'El tipo de exoneración no existe.' },
    ]);
    expect(await typesIn(store, STREAMS.personAccessRules('ACR-2', CLIENT))).toEqual([]);
  });
});

describe('schedules', () => {
  it("refuses an end before the start with the access screens' message", async () => {
    const res = await post(
      'defineSchedule',
      schedule({ startDate: '2026-12-31', endDate: '2026-01-01' }),
    );
    expect(res.status).toBe(400);
    expect(issues(res)).toEqual([
      { path: 'startDate', text: 'La fecha de inicio no puede ser mayor a la fecha de fin.' },
    ]);
    // the demo's two schedules only (seeded through the commands)
    expect(await typesIn(store, STREAMS.accessSchedules(CLIENT))).toEqual([
      'access.ScheduleDefined',
      'access.ScheduleDefined',
    ]);
  });

  it('defines a code once per client; another client may use it', async () => {
    expect((await post('defineSchedule', schedule())).status).toBe(201);
    expect(problem(await post('defineSchedule', schedule()))).toEqual({
      status: 409,
      code: 'access.scheduleCodeTaken',
    });
    expect(
      (await post('defineSchedule', schedule({ divisionId: 'DIV-X' }), otherAdmin)).status,
    ).toBe(201);
    const mine = (await fresh(admin, 'listSchedules')) as ScheduleRow[];
    expect(mine.map((s) => [s.clientId, s.code])).toEqual([
      [CLIENT, 'DIURNO'],
      [CLIENT, 'H24'],
      [CLIENT, 'T24'],
    ]);
  });

  it('is the administrators’ only', async () => {
    expect((await post('defineSchedule', schedule({ code: 'NOPE' }), requester)).status).toBe(403);
  });
});

describe('groups and schedules at the door', () => {
  it('denies someone in no group once the client has one, and grants a member', async () => {
    const group = {
      code: 'GEN',
      name: 'General',
      zoneIds: ['ZON-GARITA'],
      scheduleCodes: ['T24'],
      ...year,
    };
    expect((await post('defineGroup', group)).status).toBe(201);
    expect(await mark('ACR-2')).toMatchObject({ granted: false, reason: 'noGroup' });
    const assigned = await post('assignGroup', { personId: 'ACR-2', groupCode: 'GEN', ...year });
    expect(assigned.status).toBe(201);
    expect(await mark('ACR-2')).toMatchObject({ granted: true });
  });

  it('denies outside the schedule (07:00 is before a 08:00–17:00 shift)', async () => {
    const shift = [{ from: '08:00', to: '17:00', days: [1, 2, 3, 4, 5] }];
    const res = await post('updateSchedule', schedule({ intervals: shift }));
    expect(res.status).toBe(200);
    expect(await mark('ACR-2')).toMatchObject({ granted: false, reason: 'outsideSchedule' });
    await post('updateSchedule', schedule());
  });

  it("refuses a group with another client's zone, naming it", async () => {
    const res = await post('defineGroup', {
      code: 'MIX',
      name: 'Mixto',
      zoneIds: ['ZON-GARITA', 'ZON-MARCONA'],
      scheduleCodes: ['T24'],
      ...year,
    });
    expect(res.status).toBe(400);
    expect(issues(res)).toEqual([
      { path: 'zoneIds.1', text: 'La zona no existe o no es del cliente.' },
    ]);
  });

  it('lists people by the group filter with the group texts', async () => {
    const current = (await fresh(admin, 'listPersonAccess', {
      groupFilter: '2',
    })) as { data: PersonAccessRow[] };
    expect(current.data.map((r) => [r.personId, r.group])).toEqual([['ACR-2', 'General']]);
    const none = (await fresh(admin, 'listPersonAccess', {
      groupFilter: '4',
      text: 'ACR',
    })) as { data: PersonAccessRow[] };
    expect(none.data.every((r) => r.group === 'SINASIG')).toBe(true);
    await post('assignGroup', {
      personId: 'ACR-1',
      groupCode: 'GEN',
      startDate: '2026-01-01',
      endDate: '2026-02-01',
    });
    const expired = (await fresh(admin, 'listPersonAccess', {
      groupFilter: '3',
    })) as { data: PersonAccessRow[] };
    expect(expired.data.map((r) => [r.personId, r.group])).toEqual([['ACR-1', 'VENCIDO']]);
    const groups = (await fresh(admin, 'listGroups')) as GroupRow[];
    expect(groups.map((g) => g.code)).toEqual(['GEN']);
    // the second client sees its own demo group only
    const theirs = (await fresh(otherAdmin, 'listGroups')) as GroupRow[];
    expect(theirs.map((g) => [g.clientId, g.code])).toEqual([['MINERA-PACIFICO', 'GENERAL']]);
  });

  it("grants by a current, active profile's group alone, and lists the person with it", async () => {
    // ACR-1's own GEN membership ended on 2026-02-01
    expect(await mark('ACR-1')).toMatchObject({ granted: false, reason: 'noGroup' });
    const profile = { code: 'PRF', description: 'Perfil general', groupCodes: ['GEN'] };
    expect((await post('defineProfile', profile)).status).toBe(201);
    expect((await post('defineProfile', profile)).status).toBe(409);
    const assigned = await post('assignProfile', {
      personId: 'ACR-1',
      profileCode: 'PRF',
      ...year,
    });
    expect(assigned.status).toBe(201);
    expect(await mark('ACR-1')).toMatchObject({ granted: true, reason: null });
    const listed = (await fresh(admin, 'listPersonAccess', { groupFilter: '3' })) as {
      data: PersonAccessRow[];
    };
    expect(listed.data.find((r) => r.personId === 'ACR-1')?.profile).toEqual({
      profileCode: 'PRF',
      ...year,
    });
    // an end before the start is refused naming the field; an inactive profile grants nothing
    const early = await post('endProfile', { personId: 'ACR-1', endDate: '2025-12-31' });
    expect(early.status).toBe(400);
    expect(issues(early).map((i) => i.path)).toEqual(['endDate']);
    expect((await post('updateProfile', { ...profile, active: false })).status).toBe(200);
    expect(await mark('ACR-1')).toMatchObject({ granted: false, reason: 'noGroup' });
  });
});
