import { addDays, API, type MarkDenied, type MarkOutcome } from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
import {
  closeTestApp,
  accreditOverHttp,
  callsAs,
  givenPeople,
  newCommandId,
  PDFS,
  startTestApp,
  type Calls,
  type TestApp,
} from '@faena/test-kit';

// issue 18: a lapsed requirement document flips the door mark the day after its expiry
jest.setTimeout(60_000);

const TODAY = '2026-11-23';
const GARITA = 'ZON-GARITA';
const IN = 'PTA-GARITA-E';
const clock = new FixedClock(new Date(`${TODAY}T12:00:00Z`));
let t: TestApp;
let store: EventStore;

const resultOf = (res: { body: unknown }) => (res.body as { result: unknown }).result;
const markAs = async (personId: string, doorId = IN) => {
  const res = await callsAs(t, 'ADMIN').post(API.markDoor.path, {
    commandId: newCommandId('mrk'),
    personId,
    doorId,
    direction: 'E',
  });
  expect(res.status).toBe(201);
  return resultOf(res) as MarkOutcome;
};
const deniedEvents = async (personId: string) =>
  (await store.readStream(`access.person-${personId}`))
    .filter((e) => e.type === 'access.MarkDenied')
    .map((e) => (e.data as MarkDenied['data']).requirement);

beforeAll(async () => {
  t = await startTestApp({ clock });
  store = t.app.get(EventStore);
  await givenPeople(store, 'rqd-people', [
    { personId: 'RQD-1', companyId: 'EMP-MINERA-ANDINA' },
    { personId: 'RQD-FREE', companyId: 'EMP-MINERA-ANDINA' },
  ]);
  for (const personId of ['RQD-1', 'RQD-FREE'])
    await accreditOverHttp(t, {
      personId,
      contractId: 'CTR-2026-000',
      startDate: TODAY,
      endDate: addDays(TODAY, 30),
    });
  const admin: Calls = callsAs(t, 'ADMIN');
  expect(
    (
      await admin.post(API.requirementTypeSave.path, {
        commandId: newCommandId('type'),
        code: 'EMO',
        description: 'Examen médico ocupacional',
        entity: 'P',
        kind: 'S',
        notifyDaysBefore: 15,
        active: true,
        applicability: { zoneIds: [GARITA] },
      })
    ).status,
  ).toBe(200);
});
afterAll(() => closeTestApp(t));

it('denies a missing document, grants once approved, and denies the day after expiry', async () => {
  expect(await markAs('RQD-1')).toMatchObject({ granted: false, reason: 'requirementMissing' });
  const submitted = await callsAs(t, 'SOLICITANTE').post(API.requirementDocumentSubmit.path, {
    commandId: newCommandId('doc'),
    subject: { entity: 'P', id: 'RQD-1' },
    typeCode: 'EMO',
    issuedOn: addDays(TODAY, -100),
    expiresOn: TODAY,
    file: { fileName: 'emo.pdf', contentBase64: PDFS.valid('emo').toString('base64') },
  });
  const { docId } = resultOf(submitted) as { docId: string };
  expect(await markAs('RQD-1')).toMatchObject({ granted: false, reason: 'requirementMissing' });
  const approved = await callsAs(t, 'APROBADOR').post(API.requirementDocumentApprove.path, {
    commandId: newCommandId('rev'),
    subject: { entity: 'P', id: 'RQD-1' },
    docId,
  });
  expect(approved.status).toBe(200);
  expect(await markAs('RQD-1')).toMatchObject({ granted: true, reason: null });

  clock.advance(86_400_000);
  t.forgetTokens();
  expect(await markAs('RQD-1')).toMatchObject({ granted: false, reason: 'requirementExpired' });
  expect((await deniedEvents('RQD-1')).at(-1)).toEqual({
    code: 'EMO',
    description: 'Examen médico ocupacional',
    expiresOn: TODAY,
  });
  // the type is the gate zone's own: another zone's door asks nothing of the same people (the
  // workshop's: the pit's asks the demo's height-work certificate)
  expect(await markAs('RQD-FREE', 'PTA-TALLER-1')).toMatchObject({ granted: true, reason: null });
  expect(await markAs('RQD-1', 'PTA-TALLER-1')).toMatchObject({ granted: true, reason: null });
});
