import { API, STREAMS, type RequirementDocumentSubmitted } from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
import {
  closeTestApp,
  callsAs,
  givenPeople,
  newCommandId,
  PDFS,
  startTestApp,
  type TestApp,
} from '@faena/test-kit';

// issue 18: the requirements update, one requirement's new approved document for many workers
jest.setTimeout(60_000);

const TODAY = '2026-11-23';
const CLIENT = 'MINERA-ANDINA';
const COMPANY = 'EMP-MINERA-ANDINA';
let t: TestApp;
let store: EventStore;

type Outcome = { personId: string; updated: boolean; code?: string; docId?: string };
type Answer = { status: number; body: { result?: { results: Outcome[] }; issues?: unknown } };
const entered = (personIds: string[], over: Record<string, unknown> = {}) => ({
  commandId: newCommandId('upd'),
  typeCode: 'EMO',
  companyIds: [COMPANY],
  personIds,
  expiresOn: '2027-11-30',
  issuedOn: '2026-11-20',
  startDate: '2026-11-20',
  endDate: '2027-11-30',
  file: { fileName: 'emo.pdf', contentBase64: PDFS.valid('upd').toString('base64') },
  ...over,
});
const update = async (user: string, body: Record<string, unknown>): Promise<Answer> =>
  await callsAs(t, user).post(API.requirementsUpdate.path, body);
const documentsOf = async (personId: string) =>
  (await store.readStream(STREAMS.requirementDocuments('P', personId, CLIENT))).map((e) => ({
    type: e.type,
    replaces:
      e.type === 'requirements.RequirementDocumentSubmitted'
        ? (e.data as RequirementDocumentSubmitted['data']).replaces
        : undefined,
  }));

beforeAll(async () => {
  t = await startTestApp({ clock: new FixedClock(new Date(`${TODAY}T12:00:00Z`)) });
  store = t.app.get(EventStore);
  await givenPeople(store, 'rqu-people', [
    { personId: 'RQU-1', companyId: COMPANY },
    { personId: 'RQU-2', companyId: COMPANY },
    { personId: 'RQU-3', companyId: COMPANY },
    { personId: 'RQU-OTHER', companyId: 'EMP-MEASAC' },
  ]);
  const saved = await callsAs(t, 'ADMIN').post(API.requirementTypeSave.path, {
    commandId: newCommandId('type'),
    code: 'EMO',
    description: 'Examen médico ocupacional',
    entity: 'P',
    kind: 'S',
    notifyDaysBefore: 15,
    active: true,
    applicability: { clientIds: [CLIENT] },
  });
  expect(saved.status).toBe(200);
}, 240_000); // a seeded app: slow on a shared machine
afterAll(() => closeTestApp(t));

it('writes an approved document per worker and answers each worker, a retry the same', async () => {
  const body = entered(['RQU-1', 'RQU-2', 'RQU-OTHER', 'NOBODY']);
  const res = await update('APROBADOR', body);
  expect(res.status).toBe(200);
  expect(res.body.result?.results.map((r) => [r.personId, r.updated, r.code])).toEqual([
    ['RQU-1', true, undefined],
    ['RQU-2', true, undefined],
    ['RQU-OTHER', false, 'requirements.notInCompanies'],
    ['NOBODY', false, 'requirements.subjectNotFound'],
  ]);
  const events = await store.readStream(STREAMS.requirementDocuments('P', 'RQU-1', CLIENT));
  expect(events.map((e) => [e.type, (e.data as { reviewedBy?: string }).reviewedBy])).toEqual([
    ['requirements.RequirementDocumentSubmitted', undefined],
    ['requirements.RequirementDocumentApproved', 'APROBADOR'],
  ]);
  const again = await update('APROBADOR', body);
  expect(again.body.result).toEqual(res.body.result);
  expect(await documentsOf('RQU-1')).toHaveLength(2);
  expect(await documentsOf('RQU-OTHER')).toEqual([]);
});

it('replaces the current document and keeps it, with no lost update under concurrency', async () => {
  const [a, b] = await Promise.all([
    update('APROBADOR', entered(['RQU-3'])),
    update('APROBADOR', entered(['RQU-3'], { expiresOn: '2027-12-31', endDate: '2027-12-31' })),
  ]);
  expect([a.status, b.status]).toEqual([200, 200]);
  const docs = (await documentsOf('RQU-3')).filter(
    (d) => d.type === 'requirements.RequirementDocumentSubmitted',
  );
  expect(docs).toHaveLength(2);
  expect(docs[0]?.replaces).toBeNull();
  expect(docs[1]?.replaces).toEqual(expect.any(String));
});

it('answers 400 with the field and the message, and changes nothing', async () => {
  const before = await documentsOf('RQU-2');
  const { endDate: _end, ...noEnd } = entered(['RQU-2']);
  const cases: Array<[Record<string, unknown>, { path: string; message: string }]> = [
    [entered([]), { path: 'personIds', message: 'requirements:selectWorker' }],
    [
      entered(['RQU-2'], { companyIds: [] }),
      { path: 'companyIds', message: 'requirements:selectCompany' },
    ],
    [noEnd, { path: 'endDate', message: 'common:requiredField' }],
    [
      entered(['RQU-2'], { endDate: '2026-11-01' }),
      { path: 'endDate', message: 'common:dateRange' },
    ],
  ];
  for (const [body, issue] of cases) {
    const res = await update('APROBADOR', body);
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([expect.objectContaining(issue)]);
  }
  expect(await documentsOf('RQU-2')).toEqual(before);
});

it("refuses a contractor (403) and never reaches the first client's workers from PAC", async () => {
  expect((await update('CONTRATISTA', entered(['RQU-1']))).status).toBe(403);
  const pac = await update('PAC-APROBADOR', entered(['RQU-1']));
  expect(pac.status).toBe(200);
  expect(pac.body.result?.results).toEqual([
    expect.objectContaining({
      personId: 'RQU-1',
      updated: false,
      code: 'requirements.subjectNotFound',
    }),
  ]);
});
