import {
  addDays,
  API,
  personDocumentStream,
  STREAMS,
  translate,
  type GridPage,
  type MarkOutcome,
  type VisitHistory,
  type VisitRow,
} from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
import {
  closeTestApp,
  callsAs,
  givenPeople,
  newCommandId,
  startTestApp,
  typesIn,
  type Calls,
  type TestApp,
} from '@faena/test-kit';

// starting a seeded app takes longer than Jest 30's 5 s default (and minutes under load)
jest.setTimeout(120_000);

const TODAY = '2026-11-23';
const CLIENT = 'MINERA-ANDINA';
const HOST = 'VIS-HOST-1';
const GATE_IN = 'PTA-GARITA-E'; // entry door of ZON-GARITA
const WORKSHOP = 'PTA-TALLER-1'; // two-way door of ZON-TALLER

let t: TestApp;
let store: EventStore;
let admin: Calls;
let solicitante: Calls;
let aprobador: Calls;

const visitor = (documentNumber: string, names = 'Lucía', surnames = 'Torres Vega') => ({
  documentType: 'DNI',
  documentNumber,
  names,
  surnames,
});
const body = (over: Record<string, unknown> = {}) => ({
  commandId: newCommandId('vis'),
  hostId: HOST,
  visitors: [visitor('70112233')],
  zoneIds: ['ZON-GARITA'],
  startDate: TODAY,
  endDate: addDays(TODAY, 1),
  ...over,
});
const submit = (b: object) => solicitante.post(API.submitVisit.path, b);
const resultOf = (res: { body: unknown }) =>
  (res.body as { result: { id: string; position: number; code: string } }).result;
const expectProblem = (res: { status: number; body: unknown }, status: number, code: string) => {
  expect({ status: res.status, code: (res.body as { code: string }).code }).toEqual({
    status,
    code,
  });
};
const messageOf = (res: { body: unknown }) => (res.body as { message: string }).message;
const holderEvents = (documentNumber: string) =>
  typesIn(store, personDocumentStream('DNI', documentNumber));
const mark = async (personId: string, doorId: string, day: string) => {
  const res = await admin.post(API.markDoor.path, {
    commandId: newCommandId('mrk'),
    personId,
    doorId,
    direction: 'E',
    markedAt: `${day}T12:00:00Z`,
  });
  return (res.body as { result: MarkOutcome }).result;
};
const personOfDocument = async (documentNumber: string) => {
  const [claimed] = await store.readStream(personDocumentStream('DNI', documentNumber));
  return (claimed?.data as { personId: string }).personId;
};

beforeAll(async () => {
  t = await startTestApp({ clock: new FixedClock(new Date(`${TODAY}T12:00:00Z`)) });
  store = t.app.get(EventStore);
  [admin, solicitante, aprobador] = ['ADMIN', 'SOLICITANTE', 'APROBADOR'].map((u) =>
    callsAs(t, u),
  ) as [Calls, Calls, Calls];
  await givenPeople(store, 'vis-people', [
    { personId: HOST, companyId: 'EMP-MINERA-ANDINA' },
    { personId: 'VIS-WORKER-2', companyId: 'EMP-MINERA-ANDINA' },
  ]);
});
afterAll(() => closeTestApp(t));

describe('a visit with an unknown visitor', () => {
  it('registers the visitor once as VISITA, even when the request is retried', async () => {
    const b = body({ visitors: [visitor('70112233')] });
    const first = await submit(b);
    expect(first.status).toBe(201);
    expect(resultOf(first).code).toMatch(/^VIS-[0-9A-F]{8}$/);
    const retried = await submit(b);
    expect(resultOf(retried)).toEqual(resultOf(first));
    expect(await holderEvents('70112233')).toEqual(['catalog.PersonDocumentClaimed']);
    const personId = await personOfDocument('70112233');
    const [registered] = await store.readStream(STREAMS.person(personId));
    expect(registered?.data).toMatchObject({ condition: 'VISITA', names: 'Lucía' });
  });

  it('refuses the same visitor twice in one list, registering nobody', async () => {
    const res = await submit(body({ visitors: [visitor('70998877'), visitor('70998877')] }));
    expectProblem(res, 422, 'visit.duplicateVisitor');
    expect(messageOf(res)).toBe('La persona ya se encuentra en la lista de visitantes.');
    expect(await holderEvents('70998877')).toEqual([]);
  });

  it('refuses a visitor already on another open visit for overlapping days', async () => {
    const res = await submit(body({ startDate: addDays(TODAY, 1), endDate: addDays(TODAY, 2) }));
    expectProblem(res, 422, 'visit.duplicateVisitor');
    expect(messageOf(res)).toBe(translate('errors:visit.duplicateVisitor'));
  });

  it('refuses a period over the client maximum, naming the days, in Spanish and English', async () => {
    const long = body({ visitors: [visitor('70554433')], endDate: addDays(TODAY, 7) });
    const res = await submit(long);
    expectProblem(res, 422, 'visit.maxDays');
    expect(messageOf(res)).toBe('El periodo de visita tiene un máximo de 7 días.');
    const en = await solicitante.post(`${API.submitVisit.path}?lang=en`, {
      ...long,
      commandId: newCommandId('vis'),
    });
    expect(messageOf(en)).toBe('Visit period has a maximum of 7 days.');
    expect(await holderEvents('70554433')).toEqual([]);
  });

  it('answers 400 with the field when an unknown visitor has no names', async () => {
    const res = await submit(body({ visitors: [visitor('70443322', '', '')] }));
    expect(res.status).toBe(400);
    const paths = (res.body as { issues: Array<{ path: string }> }).issues.map((i) => i.path);
    expect(paths.sort()).toEqual(['visitors.0.names', 'visitors.0.surnames']);
    expect(await holderEvents('70443322')).toEqual([]);
  });

  it('refuses a host who is not a worker', async () => {
    const visitorHost = await submit(body({ hostId: await personOfDocument('70112233') }));
    expectProblem(visitorHost, 422, 'visit.hostNotWorker');
  });
});

describe('an approved visit at the doors', () => {
  it('grants the listed zone on the visit days only', async () => {
    const b = body({
      visitors: [visitor('71223344', 'Mario', 'Paz Soto')],
      zoneIds: ['ZON-GARITA'],
      endDate: addDays(TODAY, 1),
    });
    const submitted = await submit(b);
    expect(submitted.status).toBe(201);
    const personId = await personOfDocument('71223344');
    expect(await mark(personId, GATE_IN, TODAY)).toMatchObject({
      granted: false,
      reason: 'noVisit',
    });
    const approved = await aprobador.post(API.approveVisit.path, {
      commandId: newCommandId('dec'),
      visitId: resultOf(submitted).id,
    });
    expect(approved.status).toBe(200);
    expect(await typesIn(store, STREAMS.visitor(personId, CLIENT))).toEqual([
      'accreditation.VisitorBooked',
      'accreditation.VisitorAdmitted',
    ]);
    expect(await mark(personId, GATE_IN, TODAY)).toMatchObject({ granted: true, reason: null });
    expect(await mark(personId, WORKSHOP, TODAY)).toMatchObject({
      granted: false,
      reason: 'zoneNotVisited',
    });
    expect(await mark(personId, GATE_IN, addDays(TODAY, 2))).toMatchObject({
      granted: false,
      reason: 'noVisit',
    });

    const page = await aprobador.get(API.listVisits.path, {
      afterPosition: resultOf(approved).position,
      filter: JSON.stringify(['code', '=', resultOf(submitted).code]),
    });
    const rows = (page.body as { result: GridPage<VisitRow> }).result.data;
    expect(rows).toEqual([
      expect.objectContaining({
        status: 'A',
        decidedBy: 'APROBADOR',
        hostId: HOST,
        visitorCount: 1,
      }),
    ]);
  });

  it('keeps a rejected visit shut and frees the days', async () => {
    const b = body({ visitors: [visitor('72334455', 'Eva', 'Ríos Luna')] });
    const submitted = await submit(b);
    const rejected = await aprobador.post(API.rejectVisit.path, {
      commandId: newCommandId('dec'),
      visitId: resultOf(submitted).id,
      comment: 'Sin motivo',
    });
    expect(rejected.status).toBe(200);
    const personId = await personOfDocument('72334455');
    expect(await mark(personId, GATE_IN, TODAY)).toMatchObject({ reason: 'noVisit' });
    const again = await submit({ ...b, commandId: newCommandId('vis') });
    expect(again.status).toBe(201);
  });

  it('refuses a requester deciding, and a second decision', async () => {
    const submitted = await submit(body({ visitors: [visitor('73445566', 'Iván', 'Mora')] }));
    const asRequester = await solicitante.post(API.approveVisit.path, {
      commandId: newCommandId('dec'),
      visitId: resultOf(submitted).id,
    });
    expect(asRequester.status).toBe(403);
    const decide = () =>
      aprobador.post(API.approveVisit.path, {
        commandId: newCommandId('dec'),
        visitId: resultOf(submitted).id,
      });
    expect((await decide()).status).toBe(200);
    expectProblem(await decide(), 422, 'visit.notPending');
  });
});

describe("the requester's correction of an observed visit", () => {
  const observe = async (visitId: string) =>
    aprobador.post(API.observeVisit.path, {
      commandId: newCommandId('dec'),
      visitId,
      comment: 'Agregue el taller',
    });
  const correction = (visitId: string, over: Record<string, unknown> = {}) => ({
    commandId: newCommandId('cor'),
    visitId,
    zoneIds: ['ZON-GARITA', 'ZON-TALLER'],
    startDate: addDays(TODAY, 2),
    endDate: addDays(TODAY, 3),
    observation: 'Con el taller',
    ...over,
  });

  it('takes new zones and days back to Pendiente, and the approval admits on the new ones', async () => {
    const submitted = await submit(body({ visitors: [visitor('74556677', 'Rosa', 'Díaz')] }));
    const { id: visitId, code } = resultOf(submitted);
    expect((await observe(visitId)).status).toBe(200);
    const corrected = await solicitante.post(API.correctVisit.path, correction(visitId));
    expect(corrected.status).toBe(200);
    const page = await aprobador.get(API.listVisits.path, {
      afterPosition: resultOf(corrected).position,
      filter: JSON.stringify(['code', '=', code]),
    });
    expect((page.body as { result: GridPage<VisitRow> }).result.data).toEqual([
      expect.objectContaining({
        status: 'P',
        zoneIds: ['ZON-GARITA', 'ZON-TALLER'],
        startDate: addDays(TODAY, 2),
        lastComment: 'Agregue el taller',
      }),
    ]);
    await aprobador.post(API.approveVisit.path, { commandId: newCommandId('dec'), visitId });
    const personId = await personOfDocument('74556677');
    expect(await mark(personId, WORKSHOP, addDays(TODAY, 2))).toMatchObject({ granted: true });
    expect(await mark(personId, GATE_IN, TODAY)).toMatchObject({ reason: 'noVisit' });
    // the old days are free: another visit of the person may take them
    const other = await submit(body({ visitors: [visitor('74556677', 'Rosa', 'Díaz')] }));
    expect(other.status).toBe(201);
  });

  it('refuses a pending visit, another requester, days over the maximum, and a bad body', async () => {
    const submitted = await submit(body({ visitors: [visitor('75667788', 'Raúl', 'Vera')] }));
    const { id: visitId } = resultOf(submitted);
    expectProblem(
      await solicitante.post(API.correctVisit.path, correction(visitId)),
      422,
      'visit.notObserved',
    );
    await observe(visitId);
    expectProblem(
      await admin.post(API.correctVisit.path, correction(visitId)),
      403,
      'visit.notRequester',
    );
    const tooLong = await solicitante.post(
      API.correctVisit.path,
      correction(visitId, { endDate: addDays(TODAY, 60) }),
    );
    expectProblem(tooLong, 422, 'visit.maxDays');
    const reversed = await solicitante.post(
      API.correctVisit.path,
      correction(visitId, { startDate: addDays(TODAY, 4), endDate: addDays(TODAY, 3) }),
    );
    expect(reversed.status).toBe(400);
    // nothing changed: still observed, on its first days
    const page = await aprobador.get(API.listVisits.path, {
      filter: JSON.stringify(['code', '=', resultOf(submitted).code]),
    });
    expect((page.body as { result: GridPage<VisitRow> }).result.data[0]).toMatchObject({
      status: 'O',
      startDate: TODAY,
    });
  });
});

describe("a visit's history", () => {
  it('reads the stream with who did each step, and each visitor with their company', async () => {
    const submitted = await submit(body({ visitors: [visitor('76778899', 'Ana', 'Paz Ríos')] }));
    const visitId = resultOf(submitted).id;
    await aprobador.post(API.observeVisit.path, {
      commandId: newCommandId('dec'),
      visitId,
      comment: 'Indique la zona del taller',
    });
    const res = await aprobador.get(API.visitHistory.path, { visitId });
    expect(res.status).toBe(200);
    const history = (res.body as { result: VisitHistory }).result;
    expect(history.entries.map((e) => e.type)).toEqual([
      'accreditation.VisitRequested',
      'accreditation.VisitObserved',
    ]);
    expect(history.entries[1]).toMatchObject({
      userId: 'APROBADOR',
      data: { comment: 'Indique la zona del taller' },
    });
    expect(history.visitorCompanies).toEqual([
      { personId: await personOfDocument('76778899'), companyName: 'Minera Andina S.A.A.' },
    ]);
    // the requester reads their own visit
    expect((await solicitante.get(API.visitHistory.path, { visitId })).status).toBe(200);
  });

  it("keeps another client's visit and another requester's out of reach (404), and names a bad id (400)", async () => {
    const visitId = resultOf(
      await submit(body({ visitors: [visitor('77889900', 'Luis', 'Ramos')] })),
    ).id;
    const pac = await callsAs(t, 'PAC-APROBADOR').get(API.visitHistory.path, { visitId });
    expectProblem(pac, 404, 'visit.notFound');
    const other = await callsAs(t, 'CONTRATISTA').get(API.visitHistory.path, { visitId });
    expectProblem(other, 404, 'visit.notFound');
    const bad = await aprobador.get(API.visitHistory.path, {});
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('visitId');
  });
});
