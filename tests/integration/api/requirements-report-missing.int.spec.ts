import { API, STREAMS } from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
import {
  closeTestApp,
  callsAs,
  givenPeople,
  givenStreams,
  newCommandId,
  PDFS,
  personAccredited,
  personRequestOpened,
  startTestApp,
  type Calls,
  type TestApp,
} from '@faena/test-kit';

// issue 18: the report's "missing" state and the reviewer's full name
jest.setTimeout(90_000);

let t: TestApp;
let as: Record<string, Calls>;
let position = 0;
const CONTRACT = 'K-RM';
type Answer = { status: number; body: unknown };
const resultOf = (res: Answer): unknown => (res.body as { result: unknown }).result;
type Row = { subjectId: string; typeCode: string; status: string; reviewerName: string | null };

const defineType = async (code: string) => {
  const res = await as.ADMIN!.post(API.requirementTypeSave.path, {
    commandId: newCommandId('type'),
    code,
    description: `Requisito ${code}`,
    entity: 'P',
    kind: 'S',
    notifyDaysBefore: 15,
    active: true,
    applicability: { contractIds: [CONTRACT] },
  });
  expect(res.status).toBe(200);
  return (resultOf(res) as { position: number }).position;
};
/** The spec's own rows (RM-… people, RM… types) only: the demo seed has rows of its own. */
const report = async (query: Record<string, unknown> = {}) => {
  const res = await as.APROBADOR!.get(API.requirementReport.path, {
    afterPosition: position,
    filter: JSON.stringify([
      ['subjectId', 'startswith', 'RM-'],
      'and',
      ['typeCode', 'startswith', 'RM'],
    ]),
    ...query,
  });
  expect(res.status).toBe(200);
  return (resultOf(res) as { data: Row[] }).data;
};
const keys = (rows: Row[]) => rows.map((r) => `${r.subjectId}/${r.typeCode}/${r.status}`).sort();

beforeAll(async () => {
  t = await startTestApp({ clock: new FixedClock(new Date('2026-11-23T12:00:00Z')) });
  as = Object.fromEntries(['ADMIN', 'APROBADOR', 'SOLICITANTE'].map((u) => [u, callsAs(t, u)]));
  const store = t.app.get(EventStore);
  await givenPeople(store, 'req-missing', [
    { personId: 'RM-ACC', companyId: 'EMP-MINERA-ANDINA', companyName: 'Minera Andina' },
    { personId: 'RM-NOT', companyId: 'EMP-MINERA-ANDINA', companyName: 'Minera Andina' },
  ]);
  const ref = { personId: 'RM-ACC', clientId: 'MINERA-ANDINA', requestId: 'RM-R1' };
  await givenStreams(store, 'req-missing', [
    {
      stream: STREAMS.personAccreditation('RM-ACC', 'MINERA-ANDINA'),
      events: [
        personRequestOpened({ ...ref, contractId: CONTRACT }),
        personAccredited({ ...ref, contractId: CONTRACT, endDate: '2026-12-31' }),
      ],
    },
  ]);
  await defineType('RMA');
  position = await defineType('RMB');
});
afterAll(() => closeTestApp(t));

describe('requirement report: missing documents', () => {
  it('lists each type that applies to an accredited person without a document as missing', async () =>
    expect(keys(await report())).toEqual(['RM-ACC/RMA/missing', 'RM-ACC/RMB/missing']));

  it('filters by the missing state', async () =>
    expect(keys(await report({ state: 'missing' }))).toEqual([
      'RM-ACC/RMA/missing',
      'RM-ACC/RMB/missing',
    ]));

  it('turns the row into the document once one is submitted, and names the reviewer', async () => {
    const sent = await as.SOLICITANTE!.post(API.requirementDocumentSubmit.path, {
      commandId: newCommandId('req'),
      subject: { entity: 'P', id: 'RM-ACC' },
      typeCode: 'RMA',
      issuedOn: '2026-01-10',
      expiresOn: '2026-12-31',
      file: { fileName: 'rma.pdf', contentBase64: PDFS.valid('rma').toString('base64') },
    });
    expect(sent.status).toBe(201);
    const { docId } = resultOf(sent) as { docId: string };
    const approved = await as.APROBADOR!.post(API.requirementDocumentApprove.path, {
      commandId: newCommandId('rev'),
      subject: { entity: 'P', id: 'RM-ACC' },
      docId,
    });
    expect(approved.status).toBe(200);
    position = (resultOf(approved) as { position: number }).position;
    const rows = await report();
    expect(keys(rows)).toEqual(['RM-ACC/RMA/approved', 'RM-ACC/RMB/missing']);
    expect(rows.find((r) => r.typeCode === 'RMA')!.reviewerName).toBe('Rosa Huamán Torres');
  });

  it('counts the missing rows in the current month of the lapses chart', async () => {
    const res = await as.APROBADOR!.get(API.requirementLapses.path, {
      fromMonth: '2026-11',
      toMonth: '2026-11',
      afterPosition: position,
    });
    expect(res.status).toBe(200);
    const missing = await as.APROBADOR!.get(API.requirementReport.path, {
      afterPosition: position,
      state: 'missing',
      take: 1,
    });
    const total = (resultOf(missing) as { totalCount: number }).totalCount;
    expect(total).toBeGreaterThan(0);
    expect((resultOf(res) as Array<{ count: number }>)[0]!.count).toBeGreaterThanOrEqual(total);
  });
});
