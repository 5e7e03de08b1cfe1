import { addDays, API, type HomeFigureKey, type HomeSummary } from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
import {
  callsAs,
  givenPeople,
  newCommandId,
  startTestApp,
  type Calls,
  type TestApp,
} from '@faena/test-kit';

// starting a seeded app takes longer than Jest's default 5 s
jest.setTimeout(60_000);

const TODAY = '2026-11-23';
const OWN_CONTRACT = 'CTR-2026-000';
const SERMISUR_CONTRACT = 'CTR-2026-001';

let t: TestApp;
let solicitante: Calls;
let aprobador: Calls;
let contratista: Calls;
let pacAprobador: Calls;

const submit = (calls: Calls, personId: string, contractId = OWN_CONTRACT) =>
  calls.post(API.submitRequest.path, {
    commandId: newCommandId('home'),
    personId,
    contractId,
    startDate: TODAY,
    endDate: addDays(TODAY, 90),
    reason: 'Ingreso a faena',
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
  [solicitante, aprobador, contratista, pacAprobador] = [
    'SOLICITANTE',
    'APROBADOR',
    'CONTRATISTA',
    'PAC-APROBADOR',
  ].map((u) => callsAs(t, u)) as [Calls, Calls, Calls, Calls];
  await givenPeople(t.app.get(EventStore), 'home-people', [
    { personId: 'HOME-OWN-1', companyId: 'EMP-MINERA-ANDINA' },
    { personId: 'HOME-SMS-1', companyId: 'EMP-SERMISUR' },
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
    expect(Object.keys(before)).toEqual(['observedRequests']);
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
      observedRequests: (before.observedRequests ?? 0) + 1,
    });
  });
});
