import { addDays, API, STREAMS, translate, type RequestRequirement } from '@faena/contracts';
import { deterministicUuid, EventStore, FixedClock } from '@faena/core';
import {
  closeTestApp,
  callsAs,
  contractRegistered,
  givenPeople,
  givenStreams,
  newCommandId,
  PDFS,
  startTestApp,
  typesIn,
  type Calls,
  type TestApp,
  REQUEST_PICKED,
} from '@faena/test-kit';

// issue 18: the requirements of an accreditation request, at request time and at approval
jest.setTimeout(180_000);

const TODAY = '2026-11-23';
const CONTRACT = 'CTR-REQ-SMS'; // a contract of the CONTRATISTA's company whose types apply
let t: TestApp;
let admin: Calls;
let contratista: Calls;
let aprobador: Calls;
let pacAprobador: Calls;
let pacSolicitante: Calls;
/** the request approved in the approval test, and its document */
let approvedId = '';
let approvedDoc = '';

type Answer = { status: number; body: unknown };
const resultOf = (res: Answer): unknown => (res.body as { result: unknown }).result;
const problemOf = (res: Answer) => {
  const b = res.body as { code: string; message: string; params?: unknown };
  return { status: res.status, code: b.code, message: b.message, params: b.params };
};
const defineType = (code: string, kind: 'S' | 'A') =>
  admin.post(API.requirementTypeSave.path, {
    commandId: newCommandId('type'),
    ...{ code, description: `Requisito ${code}`, entity: 'P', kind, notifyDaysBefore: 10 },
    ...{ active: true, applicability: { contractIds: [CONTRACT] } },
  });
const requestBody = (personId: string, commandId = newCommandId('sub')) => ({
  commandId,
  ...{ personId, contractId: CONTRACT, startDate: TODAY, endDate: addDays(TODAY, 30) },
  reason: 'Ingreso a faena',
  ...REQUEST_PICKED,
});
const upload = (personId: string) =>
  contratista.post(API.requirementDocumentSubmit.path, {
    commandId: newCommandId('doc'),
    subject: { entity: 'P', id: personId },
    ...{ typeCode: 'SCTR-REQ', issuedOn: '2026-01-10', expiresOn: '2026-12-31' },
    file: { fileName: 'sctr.pdf', contentBase64: PDFS.valid('sctr').toString('base64') },
  });
const requirementsOfRequest = async (calls: Calls, requestId: string) =>
  calls.get(API.requestRequirements.path, { requestId });
const statesOf = (list: RequestRequirement[]) => list.map((r) => [r.code, r.kind, r.state]);

beforeAll(async () => {
  t = await startTestApp({ clock: new FixedClock(new Date(`${TODAY}T12:00:00Z`)) });
  [admin, contratista, aprobador, pacAprobador, pacSolicitante] = [
    'ADMIN',
    'CONTRATISTA',
    'APROBADOR',
    'PAC-APROBADOR',
    'PAC-SOLICITANTE',
  ].map((u) => callsAs(t, u)) as [Calls, Calls, Calls, Calls, Calls];
  const store = t.app.get(EventStore);
  await givenPeople(store, 'rr-people', [
    { personId: 'RR-SMS-1', companyId: 'EMP-SERMISUR' },
    { personId: 'RR-SMS-2', companyId: 'EMP-SERMISUR' },
    { personId: 'RR-MINERA', companyId: 'EMP-MINERA-ANDINA' },
  ]);
  await givenStreams(store, 'rr-contract', [
    {
      stream: STREAMS.contract(CONTRACT),
      events: [
        contractRegistered({
          ...{ contractId: CONTRACT, code: CONTRACT, companyId: 'EMP-SERMISUR' },
          ...{ clientId: 'MINERA-ANDINA', startDate: addDays(TODAY, -10) },
          ...{ endDate: addDays(TODAY, 200), quota: 10 },
        }),
      ],
    },
  ]);
  expect((await defineType('SCTR-REQ', 'S')).status).toBe(200);
  expect((await defineType('VISADO-REQ', 'A')).status).toBe(200);
});
afterAll(() => closeTestApp(t));

describe('At request time', () => {
  it('lists what applies, refuses to send without the requester ones, then sends', async () => {
    const asked = { personId: 'RR-SMS-1', contractId: CONTRACT };
    const before = await contratista.get(API.personRequirements.path, asked);
    expect(statesOf(resultOf(before) as RequestRequirement[])).toEqual([
      ['SCTR-REQ', 'S', 'missing'],
      ['VISADO-REQ', 'A', 'missing'],
    ]);
    const commandId = newCommandId('sub');
    const refused = await contratista.post(
      API.submitRequest.path,
      requestBody('RR-SMS-1', commandId),
    );
    expect(problemOf(refused)).toEqual({
      status: 422,
      code: 'requirements.missing',
      message: 'Debe ingresar y adjuntar todos los requisitos',
      params: { missing: ['SCTR-REQ'] },
    });
    const requestId = deterministicUuid('accreditation.request', commandId);
    expect(await typesIn(t.app.get(EventStore), STREAMS.request(requestId))).toEqual([]);
    expect((await upload('RR-SMS-1')).status).toBe(201);
    const after = await contratista.get(API.personRequirements.path, asked);
    expect(statesOf(resultOf(after) as RequestRequirement[])[0]).toEqual([
      'SCTR-REQ',
      'S',
      'pending',
    ]);
    const sent = await contratista.post(API.submitRequest.path, requestBody('RR-SMS-1', commandId));
    expect(sent.status).toBe(201);
  });

  it("shows a contractor only its own company's people, another client nothing", async () => {
    const other = await contratista.get(API.personRequirements.path, {
      personId: 'RR-MINERA',
      contractId: CONTRACT,
    });
    expect(problemOf(other).code).toBe('accreditation.otherCompany');
    const pac = await pacSolicitante.get(API.personRequirements.path, {
      personId: 'RR-SMS-1',
      contractId: CONTRACT,
    });
    expect(problemOf(pac).code).toBe('catalog.contractNotFound');
  });
});

describe('At approval', () => {
  it('refuses to approve while a requester requirement waits for review', async () => {
    expect((await upload('RR-SMS-2')).status).toBe(201);
    const sent = await contratista.post(API.submitRequest.path, requestBody('RR-SMS-2'));
    const requestId = (resultOf(sent) as { id: string }).id;
    const approve = () =>
      aprobador.post(API.approveRequest.path, { commandId: newCommandId('apr'), requestId });
    expect(problemOf(await approve())).toEqual({
      status: 422,
      code: 'requirements.pendingReview',
      message: translate('errors:requirements.pendingReview'),
      params: { pending: ['SCTR-REQ'] },
    });
    const english = await t.request
      .post(API.approveRequest.path)
      .set('Authorization', `Bearer ${await t.tokenFor('APROBADOR')}`)
      .set('Accept-Language', 'en')
      .send({ commandId: newCommandId('apr'), requestId });
    expect((english.body as { message: string }).message).toBe(
      'You cannot act while applicant requirements are pending review',
    );

    const listed = resultOf(
      await requirementsOfRequest(aprobador, requestId),
    ) as RequestRequirement[];
    const [sctr] = listed;
    [approvedId, approvedDoc] = [requestId, sctr?.docId ?? ''];
    expect([sctr?.code, sctr?.state, sctr?.fileName]).toEqual(['SCTR-REQ', 'pending', 'sctr.pdf']);
    const review = await aprobador.post(API.requirementDocumentApprove.path, {
      commandId: newCommandId('rev'),
      subject: { entity: 'P', id: 'RR-SMS-2' },
      docId: sctr?.docId,
    });
    expect(review.status).toBe(200);
    const reviewed = resultOf(
      await requirementsOfRequest(aprobador, requestId),
    ) as RequestRequirement[];
    expect(reviewed[0]?.state).toBe('approved');
    expect((await approve()).status).toBe(200);
  });

  it("downloads the request's documents, and never shows them to the second client", async () => {
    const file = (calls: Calls) =>
      calls.get(API.requestRequirementFile.path, { requestId: approvedId, docId: approvedDoc });
    const own = resultOf(await file(aprobador)) as { fileName: string; fileBase64: string };
    expect(own.fileName).toBe('sctr.pdf');
    expect(Buffer.from(own.fileBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(problemOf(await file(pacAprobador)).code).toBe('accreditation.requestNotFound');
    const pac = await requirementsOfRequest(pacAprobador, approvedId);
    expect(problemOf(pac).code).toBe('accreditation.requestNotFound');
  });
});
