import {
  addDays,
  API,
  type HomeFigureKey,
  type HomeSummary,
  type HomeTrendPoint,
} from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
import {
  accreditOverHttp,
  callsAs,
  givenPeople,
  givenStreams,
  newCommandId,
  startTestApp,
  type Calls,
  type TestApp,
  REQUEST_PICKED,
} from '@faena/test-kit';

// starting a seeded app takes longer than Jest's default 5 s
jest.setTimeout(120_000);

const TODAY = '2026-11-23';
const OWN_CONTRACT = 'CTR-2026-000';
const SERMISUR_CONTRACT = 'CTR-2026-001';

let t: TestApp;
let solicitante: Calls;
let aprobador: Calls;
let contratista: Calls;
let pacAprobador: Calls;
let campamento: Calls;
let pacSolicitante: Calls;

const TODAY_TRIP = `VJE-${TODAY.replaceAll('-', '')}-01`; // seed: today, 40 seats
const FREE_BED = 'CAM-101-B'; // the seed assigns every other bed from CAM-101-A on

const submit = (calls: Calls, personId: string, contractId = OWN_CONTRACT) =>
  calls.post(API.submitRequest.path, {
    commandId: newCommandId('home'),
    personId,
    contractId,
    startDate: TODAY,
    endDate: addDays(TODAY, 90),
    reason: 'Ingreso a faena',
    ...REQUEST_PICKED,
  });
const resultOf = (res: { body: unknown }) => (res.body as { result: unknown }).result;

/** The caller's figures as { key: value }, read once `afterPosition` is projected. */
async function figures(calls: Calls, afterPosition?: number) {
  const res = await calls.get(
    API.homeSummary.path,
    afterPosition === undefined ? {} : { afterPosition },
  );
  expect(res.status).toBe(200);
  const summary = resultOf(res) as HomeSummary;
  return Object.fromEntries(summary.figures.map((f) => [f.key, f.value])) as Partial<
    Record<HomeFigureKey, number>
  >;
}

beforeAll(async () => {
  t = await startTestApp({ clock: new FixedClock(new Date(`${TODAY}T12:00:00Z`)) });
  [solicitante, aprobador, contratista, pacAprobador, campamento, pacSolicitante] = [
    'SOLICITANTE',
    'APROBADOR',
    'CONTRATISTA',
    'PAC-APROBADOR',
    'CAMPAMENTO',
    'PAC-SOLICITANTE',
  ].map((u) => callsAs(t, u)) as [Calls, Calls, Calls, Calls, Calls, Calls];
  await givenPeople(t.app.get(EventStore), 'home-people', [
    { personId: 'HOME-OWN-1', companyId: 'EMP-MINERA-ANDINA' },
    { personId: 'HOME-SMS-1', companyId: 'EMP-SERMISUR' },
    { personId: 'HOME-BED-1', companyId: 'EMP-MINERA-ANDINA' },
    { personId: 'HOME-SEAT-1', companyId: 'EMP-MINERA-ANDINA' },
    { personId: 'HOME-TREND-1', companyId: 'EMP-MINERA-ANDINA' },
    { personId: 'HOME-CRED-1', companyId: 'EMP-MINERA-ANDINA' },
    { personId: 'HOME-CRED-2', companyId: 'EMP-MINERA-ANDINA' },
  ]);
});
afterAll(() => t.close());

describe('GET /api/SistemaInicio/resumen', () => {
  it('answers 401 to an unsigned caller', async () => {
    expect((await t.request.get(API.homeSummary.path)).status).toBe(401);
  });

  it("shows an approver their queue's pending count, which grows after a submit", async () => {
    const before = await figures(aprobador);
    expect(Object.keys(before)).toEqual([
      'pendingApprovals',
      'pendingDemobilizations',
      'peopleOnSite',
    ]);
    const pacBefore = await figures(pacAprobador);
    const submitted = await submit(solicitante, 'HOME-OWN-1');
    expect(submitted.status).toBe(201);
    const position = (resultOf(submitted) as { position: number }).position;
    expect((await figures(aprobador, position)).pendingApprovals).toBe(
      (before.pendingApprovals ?? 0) + 1,
    );
    // the second client's approver sees only their client's numbers
    expect(await figures(pacAprobador, position)).toEqual(pacBefore);
  });

  it('shows a contractor their observed requests to correct, and no approver figure', async () => {
    const before = await figures(contratista);
    expect(Object.keys(before)).toEqual(['observedRequests', 'seatsLeftToday']);
    const submitted = await submit(contratista, 'HOME-SMS-1', SERMISUR_CONTRACT);
    expect(submitted.status).toBe(201);
    const observed = await aprobador.post(API.observeRequest.path, {
      commandId: newCommandId('obs'),
      requestId: (resultOf(submitted) as { id: string }).id,
      comment: 'Falta examen médico',
    });
    expect(observed.status).toBe(200);
    const position = (resultOf(observed) as { position: number }).position;
    expect(await figures(contratista, position)).toEqual({
      ...before,
      observedRequests: (before.observedRequests ?? 0) + 1,
    });
  });
});

describe('free beds tonight and seats left today', () => {
  it("shows the camp administrator the client's free beds, one fewer once a bed is taken tonight", async () => {
    const before = await figures(campamento);
    expect(Object.keys(before)).toEqual(['peopleOnSite', 'freeBedsTonight']);
    expect(before.freeBedsTonight).toBeGreaterThan(0);
    const assigned = await campamento.post(API.assignBed.path, {
      commandId: newCommandId('bed'),
      bedId: FREE_BED,
      personId: 'HOME-BED-1',
      checkIn: TODAY,
      checkOut: addDays(TODAY, 3),
    });
    expect(assigned.status).toBe(201);
    const position = (resultOf(assigned) as { position: number }).position;
    expect((await figures(campamento, position)).freeBedsTonight).toBe(
      (before.freeBedsTonight ?? 0) - 1,
    );
  });

  it("shows a requester the seats left on today's trips of their client only", async () => {
    await accreditOverHttp(t, {
      personId: 'HOME-SEAT-1',
      contractId: OWN_CONTRACT,
      startDate: TODAY,
      endDate: addDays(TODAY, 30),
    });
    const before = await figures(solicitante);
    expect(Object.keys(before)).toEqual(['observedRequests', 'peopleOnSite', 'seatsLeftToday']);
    const pacBefore = await figures(pacSolicitante);
    const reserved = await solicitante.post(API.reserveSeat.path, {
      commandId: newCommandId('seat'),
      tripId: TODAY_TRIP,
      seat: 39,
      personId: 'HOME-SEAT-1',
    });
    expect(reserved.status).toBe(201);
    const position = (resultOf(reserved) as { position: number }).position;
    expect((await figures(solicitante, position)).seatsLeftToday).toBe(
      (before.seatsLeftToday ?? 0) - 1,
    );
    // the second client's requester counts their own bus, not the first client's
    expect(await figures(pacSolicitante, position)).toEqual(pacBefore);
    expect(pacBefore.seatsLeftToday).not.toBe(before.seatsLeftToday);
  });
});

describe('the requests-submitted trend', () => {
  /** The caller's requests-submitted points, read once `afterPosition` is projected. */
  async function trend(calls: Calls, afterPosition?: number): Promise<HomeTrendPoint[]> {
    const res = await calls.get(
      API.homeSummary.path,
      afterPosition === undefined ? {} : { afterPosition },
    );
    const key: string = 'requestsSubmitted';
    const found = (resultOf(res) as HomeSummary).trends.find((tr) => tr.key === key);
    return found?.points ?? [];
  }

  it("counts the scope's requests per site day over 14 days; a submit raises today's", async () => {
    const before = await trend(aprobador);
    expect(before.map((p) => p.day)).toEqual(
      Array.from({ length: 14 }, (_, i) => addDays(TODAY, i - 13)),
    );
    const pacBefore = await trend(pacAprobador);
    const submitted = await submit(solicitante, 'HOME-TREND-1');
    expect(submitted.status).toBe(201);
    const position = (resultOf(submitted) as { position: number }).position;
    const after = await trend(aprobador, position);
    expect(after.slice(0, 13)).toEqual(before.slice(0, 13));
    expect(after[13]?.value).toBe((before[13]?.value ?? 0) + 1);
    // the second client's approver does not see it; a viewer without requests has no trend
    expect(await trend(pacAprobador, position)).toEqual(pacBefore);
    expect(await trend(campamento)).toEqual([]);
  });
});

describe('the people-on-site trend', () => {
  const monitor = () => callsAs(t, 'MONITOR');
  async function trend(calls: Calls, afterPosition?: number): Promise<HomeTrendPoint[]> {
    const res = await calls.get(
      API.homeSummary.path,
      afterPosition === undefined ? {} : { afterPosition },
    );
    const found = (resultOf(res) as HomeSummary).trends.find((tr) => tr.key === 'peopleOnSite');
    return found?.points ?? [];
  }
  const entry = (personId: string, markedAt: string, clientId = 'MINERA-ANDINA') => ({
    stream: `access.trend-mark-${personId}-${markedAt.replace(/[^0-9]/g, '')}`,
    events: [
      {
        type: 'access.MarkGranted',
        data: {
          markId: `TREND-${personId}-${markedAt}`,
          personId,
          personName: `Persona ${personId}`,
          zoneId: 'ZONA-TREND',
          doorId: 'PUERTA-TREND',
          clientId,
          direction: 'E',
          markedAt,
          automatic: false,
        },
      },
    ],
  });

  it('counts the distinct people who entered the site per site day, for the own client only', async () => {
    const before = await trend(monitor());
    expect(before).toHaveLength(14);
    const pacBefore = await trend(pacAprobador);
    const position = await givenStreams(t.app.get(EventStore), 'home-trend-marks', [
      entry('TREND-A', `${TODAY}T14:00:00.000Z`),
      entry('TREND-A', `${TODAY}T17:30:00.000Z`),
      entry('TREND-B', `${TODAY}T15:00:00.000Z`),
      entry('TREND-A', `${addDays(TODAY, -1)}T15:00:00.000Z`),
      entry('TREND-C', `${TODAY}T15:00:00.000Z`, 'OTRO-CLIENTE'),
    ]);
    const after = await trend(monitor(), position);
    expect(after.slice(0, 12)).toEqual(before.slice(0, 12));
    expect(after[12]?.value).toBe((before[12]?.value ?? 0) + 1);
    expect(after[13]?.value).toBe((before[13]?.value ?? 0) + 2);
    // the second client's users never count the first client's entries
    expect(await trend(pacAprobador, position)).toEqual(pacBefore);
  });
});

describe('the credentials-to-print figure (issue 21)', () => {
  it("shows the client's administrator the credentials to print: one more issued, one fewer printed", async () => {
    const admin = callsAs(t, 'ADMIN');
    const before = await figures(admin);
    expect(before.credentialsToPrint).toBeGreaterThan(0);
    expect((await figures(aprobador)).credentialsToPrint).toBeUndefined();
    const issued = await admin.post(API.issueCredential.path, {
      commandId: newCommandId('home'),
      personId: 'HOME-CRED-1',
      credentialType: 'PERM',
      startDate: TODAY,
      issueReason: 'NUEVO',
    });
    expect(issued.status).toBe(201);
    const { id, position } = resultOf(issued) as { id: string; position: number };
    expect((await figures(admin, position)).credentialsToPrint).toBe(
      (before.credentialsToPrint ?? 0) + 1,
    );
    const printed = await admin.post(API.printCredentials.path, {
      commandId: newCommandId('home'),
      credentialIds: [id],
    });
    expect(printed.status).toBe(200);
    const after = await figures(admin, (resultOf(printed) as { position: number }).position);
    expect(after.credentialsToPrint).toBe(before.credentialsToPrint);
    // an unprinted credential inactivated before it was printed is no longer to print
    const second = await admin.post(API.issueCredential.path, {
      commandId: newCommandId('home'),
      personId: 'HOME-CRED-2',
      credentialType: 'PERM',
      startDate: TODAY,
      issueReason: 'NUEVO',
    });
    expect(second.status).toBe(201);
    const secondId = (resultOf(second) as { id: string }).id;
    const withSecond = await figures(admin, (resultOf(second) as { position: number }).position);
    expect(withSecond.credentialsToPrint).toBe((before.credentialsToPrint ?? 0) + 1);
    const inactivated = await admin.post(API.inactivateCredential.path, {
      commandId: newCommandId('home'),
      credentialId: secondId,
      reason: 'CESE',
    });
    expect(inactivated.status).toBe(200);
    const last = await figures(admin, (resultOf(inactivated) as { position: number }).position);
    expect(last.credentialsToPrint).toBe(before.credentialsToPrint);
    // another client's administrator counts only their own
    expect((await figures(callsAs(t, 'PAC-ADMIN'))).credentialsToPrint).not.toBe(
      after.credentialsToPrint,
    );
  });
});
