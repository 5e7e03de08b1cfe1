import { addDays, API, type MarkOutcome } from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
import {
  accreditOverHttp,
  callsAs,
  givenPeople,
  newCommandId,
  PDFS,
  startTestApp,
  type TestApp,
} from '@faena/test-kit';

/**
 * GET/POST /api/dev/reloj: the server's clock moved by whole days, so the browser test of issue 18
 * can walk a worker past a document's expiry. Only with DEV_CLOCK=true (never in production, the
 * configuration refuses that pair: config.unit.spec); 404 otherwise; the platform operator's.
 */
jest.setTimeout(240_000);

const TODAY = '2026-11-23';
const resultOf = (res: { body: unknown }) => (res.body as { result: unknown }).result;

describe('ops: the development clock', () => {
  const started: TestApp[] = [];
  afterAll(() => Promise.all(started.map((a) => a.close())));
  const start = async (config: Parameters<typeof startTestApp>[0] = {}) => {
    const app = await startTestApp(config);
    started.push(app);
    return app;
  };

  it('answers 404 to the administrator when DEV_CLOCK is not set, and leaves the time alone', async () => {
    const t = await start({ seed: true, config: { DEV_CLOCK: false } });
    const admin = callsAs(t, 'ADMIN');
    expect((await admin.get(API.devClock.path)).status).toBe(404);
    expect((await admin.post(API.devClockSet.path, { offsetDays: 5 })).status).toBe(404);
  });

  it('moves the door mark past a document expiry with DEV_CLOCK=true', async () => {
    const clock = new FixedClock(new Date(`${TODAY}T12:00:00Z`));
    const t = await start({ seed: true, clock, config: { DEV_CLOCK: true } });
    await givenWorkerWithDocument(t);
    const admin = callsAs(t, 'ADMIN');
    expect(resultOf(await admin.get(API.devClock.path))).toEqual({
      offsetDays: 0,
      now: `${TODAY}T12:00:00.000Z`,
    });
    expect(await markAs(t)).toMatchObject({ granted: true, reason: null });

    // bad input changes nothing; other users may not move it
    const bad = await admin.post(API.devClockSet.path, { offsetDays: 1.5 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('offsetDays');
    expect(
      (await callsAs(t, 'APROBADOR').post(API.devClockSet.path, { offsetDays: 1 })).status,
    ).toBe(403);
    expect(await markAs(t)).toMatchObject({ granted: true, reason: null });

    const moved = await admin.post(API.devClockSet.path, { offsetDays: 1 });
    expect(moved.status).toBe(200);
    expect(resultOf(moved)).toEqual({ offsetDays: 1, now: `${addDays(TODAY, 1)}T12:00:00.000Z` });
    t.forgetTokens(); // the cached tokens lapsed with the day
    // the answer names the document, for the guard's screen
    expect(await markAs(t)).toMatchObject({
      granted: false,
      reason: 'requirementExpired',
      requirement: { code: 'EMO', description: 'Examen médico ocupacional', expiresOn: TODAY },
    });

    expect((await callsAs(t, 'ADMIN').post(API.devClockSet.path, { offsetDays: 0 })).status).toBe(
      200,
    );
    t.forgetTokens();
    expect(await markAs(t)).toMatchObject({ granted: true, reason: null });
  });
});

const markAs = async (t: TestApp) => {
  const res = await callsAs(t, 'ADMIN').post(API.markDoor.path, {
    commandId: newCommandId('mrk'),
    personId: 'CLK-1',
    doorId: 'PTA-GARITA-E',
    direction: 'E',
  });
  expect(res.status).toBe(201);
  return resultOf(res) as MarkOutcome;
};

/** CLK-1, accredited, whose gate-zone document (approved) expires today. */
async function givenWorkerWithDocument(t: TestApp): Promise<void> {
  await givenPeople(t.app.get(EventStore), 'clk-people', [
    { personId: 'CLK-1', companyId: 'EMP-MINERA-ANDINA' },
  ]);
  await accreditOverHttp(t, {
    personId: 'CLK-1',
    contractId: 'CTR-2026-000',
    startDate: TODAY,
    endDate: addDays(TODAY, 30),
  });
  const saved = await callsAs(t, 'ADMIN').post(API.requirementTypeSave.path, {
    commandId: newCommandId('type'),
    code: 'EMO',
    description: 'Examen médico ocupacional',
    entity: 'P',
    kind: 'S',
    notifyDaysBefore: 15,
    active: true,
    applicability: { zoneIds: ['ZON-GARITA'] },
  });
  expect(saved.status).toBe(200);
  const submitted = await callsAs(t, 'SOLICITANTE').post(API.requirementDocumentSubmit.path, {
    commandId: newCommandId('doc'),
    subject: { entity: 'P', id: 'CLK-1' },
    typeCode: 'EMO',
    issuedOn: addDays(TODAY, -100),
    expiresOn: TODAY,
    file: { fileName: 'emo.pdf', contentBase64: PDFS.valid('emo').toString('base64') },
  });
  const { docId } = resultOf(submitted) as { docId: string };
  const approved = await callsAs(t, 'APROBADOR').post(API.requirementDocumentApprove.path, {
    commandId: newCommandId('rev'),
    subject: { entity: 'P', id: 'CLK-1' },
    docId,
  });
  expect(approved.status).toBe(200);
}
