import { API, translate } from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
import {
  closeTestApp,
  callsAs,
  givenPeople,
  newCommandId,
  PDFS,
  startTestApp,
  type Calls,
  type TestApp,
} from '@faena/test-kit';

// issue 18 core: requirement types and documents over HTTP (domain spec §3, §5, §8)
jest.setTimeout(60_000);

const TODAY = '2026-11-23';
let t: TestApp;
let admin: Calls;
let solicitante: Calls;
let contratista: Calls;
let aprobador: Calls;
let pacAprobador: Calls;
let pacSolicitante: Calls;

type Answer = { status: number; body: unknown };
const resultOf = (res: Answer) => (res.body as { result: unknown }).result;
const problem = (res: Answer) => {
  const b = res.body as { code: string; message: string };
  return { status: res.status, code: b.code, message: b.message };
};
const issuesOf = (res: Answer) =>
  ((res.body as { issues?: Array<{ path: string; text: string }> }).issues ?? []).map((i) => [
    i.path,
    i.text,
  ]);
const person = (id: string) => ({ entity: 'P', id });
const file = { fileName: 'emo.pdf', contentBase64: PDFS.valid('emo').toString('base64') };
const submit = (calls: Calls, personId: string, over: Record<string, unknown> = {}) =>
  calls.post(API.requirementDocumentSubmit.path, {
    commandId: newCommandId('req'),
    subject: person(personId),
    typeCode: 'EMO',
    issuedOn: '2026-01-10',
    expiresOn: '2026-12-31',
    file,
    ...over,
  });
/** Approves the person's document, or rejects it when a reason is given. */
const review = (
  calls: Calls,
  { personId, docId }: { personId: string; docId: string },
  reason?: string,
) =>
  calls.post(
    reason === undefined ? API.requirementDocumentApprove.path : API.requirementDocumentReject.path,
    {
      commandId: newCommandId('rev'),
      subject: person(personId),
      docId,
      ...(reason === undefined ? {} : { reason }),
    },
  );

beforeAll(async () => {
  t = await startTestApp({ clock: new FixedClock(new Date(`${TODAY}T12:00:00Z`)) });
  [admin, solicitante, contratista, aprobador, pacAprobador, pacSolicitante] = [
    'ADMIN',
    'SOLICITANTE',
    'CONTRATISTA',
    'APROBADOR',
    'PAC-APROBADOR',
    'PAC-SOLICITANTE',
  ].map((u) => callsAs(t, u)) as [Calls, Calls, Calls, Calls, Calls, Calls];
  await givenPeople(t.app.get(EventStore), 'req-people', [
    { personId: 'REQ-MINERA', companyId: 'EMP-MINERA-ANDINA' },
    { personId: 'REQ-SERMISUR', companyId: 'EMP-SERMISUR' },
  ]);
  const res = await admin.post(API.requirementTypeSave.path, {
    commandId: newCommandId('type'),
    code: 'EMO',
    description: 'Examen médico ocupacional',
    entity: 'P',
    kind: 'S',
    notifyDaysBefore: 15,
    active: true,
    applicability: { clientIds: ['MINERA-ANDINA'] },
  });
  expect(res.status).toBe(200);
});
afterAll(() => closeTestApp(t));

describe('POST /api/RequisitoTipo/guardar', () => {
  it('answers the field and the message of a bad code, and defines nothing', async () => {
    const res = await admin.post(API.requirementTypeSave.path, {
      commandId: newCommandId('type'),
      code: 'MAL CODIGO',
      description: '',
      entity: 'P',
      kind: 'S',
      notifyDaysBefore: 15,
      active: true,
      applicability: {},
    });
    expect(res.status).toBe(400);
    expect(issuesOf(res)).toEqual([
      ['code', translate('requirements:codeFormat')],
      ['description', 'Required field'],
    ]);
    const doc = await submit(solicitante, 'REQ-MINERA', { typeCode: 'MAL CODIGO' });
    expect(problem(doc).code).toBe('requirements.typeNotFound');
  });
});

describe('POST /api/RequisitoDocumento/*', () => {
  it('submits a PDF, then the approver approves it once', async () => {
    const res = await submit(solicitante, 'REQ-MINERA');
    expect(res.status).toBe(201);
    const { docId } = resultOf(res) as { docId: string };
    expect((await review(aprobador, { personId: 'REQ-MINERA', docId })).status).toBe(200);
    expect(problem(await review(aprobador, { personId: 'REQ-MINERA', docId }, 'tarde'))).toEqual({
      status: 422,
      code: 'requirements.notPending',
      message: translate('errors:requirements.notPending'),
    });
  });

  it("answers the spec's date message for an expiry before the issue date", async () =>
    expect(problem(await submit(solicitante, 'REQ-MINERA', { expiresOn: '2026-01-09' }))).toEqual({
      status: 422,
      code: 'requirements.dateRange',
      message: 'La fecha fin no puede ser menor que la fecha inicio.',
    }));

  it('names the field of a bad date and of a file that is not a PDF', async () => {
    const res = await submit(solicitante, 'REQ-MINERA', {
      expiresOn: '2026-13-01',
    });
    expect(res.status).toBe(400);
    expect(issuesOf(res)).toEqual([['expiresOn', translate('common:invalidDate')]]);
    const notPdf = await submit(solicitante, 'REQ-MINERA', {
      file: { fileName: 'x.pdf', contentBase64: Buffer.from('hola').toString('base64') },
    });
    expect(notPdf.status).toBe(400);
    expect(issuesOf(notPdf).map(([path]) => path)).toEqual(['file.contentBase64']);
  });

  it('rejects with the reason, which is required', async () => {
    const { docId } = resultOf(await submit(solicitante, 'REQ-MINERA')) as { docId: string };
    const noReason = await review(aprobador, { personId: 'REQ-MINERA', docId }, ' ');
    expect(issuesOf(noReason)).toEqual([['reason', 'Required field']]);
    expect((await review(aprobador, { personId: 'REQ-MINERA', docId }, 'Ilegible')).status).toBe(
      200,
    );
  });

  it('lets a contractor submit for its own company only', async () => {
    expect((await submit(contratista, 'REQ-SERMISUR')).status).toBe(201);
    expect(problem(await submit(contratista, 'REQ-MINERA'))).toEqual({
      status: 403,
      code: 'requirements.otherCompany',
      message: translate('errors:requirements.otherCompany'),
    });
  });

  it("never lets the second client act on the first client's documents", async () => {
    const { docId } = resultOf(await submit(solicitante, 'REQ-MINERA')) as { docId: string };
    expect(problem(await review(pacAprobador, { personId: 'REQ-MINERA', docId })).code).toBe(
      'requirements.documentNotFound',
    );
    // the PAC requester's submission goes to its own client's documents, not the first client's
    const pac = resultOf(await submit(pacSolicitante, 'REQ-MINERA')) as { docId: string };
    expect(
      problem(await review(aprobador, { personId: 'REQ-MINERA', docId: pac.docId })).code,
    ).toBe('requirements.documentNotFound');
    expect((await review(aprobador, { personId: 'REQ-MINERA', docId })).status).toBe(200);
  });
});
