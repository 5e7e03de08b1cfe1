import { addDays, API, REQUEST_PICKED_FIELDS, STREAMS, type RequestRow } from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
import {
  closeTestApp,
  callsAs,
  givenPeople,
  newCommandId,
  REQUEST_PICKED,
  startTestApp,
  typesIn,
  type Calls,
  type TestApp,
} from '@faena/test-kit';

// the int project's testTimeout does not reach the tests (Jest 30 runs them at 5 s); starting a seeded app takes longer
jest.setTimeout(60_000);

const TODAY = '2026-11-23';
const OWN_CONTRACT = 'CTR-2026-000';
const CLIENT = 'MINERA-ANDINA';

let t: TestApp;
let store: EventStore;
let solicitante: Calls;
let aprobador: Calls;

const body = (personId: string, over: Record<string, unknown> = {}) => ({
  commandId: newCommandId('fld'),
  personId,
  contractId: OWN_CONTRACT,
  startDate: TODAY,
  endDate: addDays(TODAY, 90),
  reason: 'Ingreso a faena',
  ...REQUEST_PICKED,
  ...over,
});
type Issue = { path: string; message: string; text: string };
const issuesOf = (res: { body: unknown }) =>
  (res.body as { issues: Issue[] }).issues.map((i) => [i.path, i.message, i.text]);
const resultOf = (res: { body: unknown }) =>
  (res.body as { result: { id: string; position: number; code: string } }).result;

beforeAll(async () => {
  t = await startTestApp({ clock: new FixedClock(new Date(`${TODAY}T12:00:00Z`)) });
  [solicitante, aprobador] = ['SOLICITANTE', 'APROBADOR'].map((u) => callsAs(t, u)) as [
    Calls,
    Calls,
  ];
  const people = Array.from({ length: 4 }, (_, i) => ({
    personId: `FLD-${i + 1}`,
    companyId: 'EMP-MINERA-ANDINA',
  }));
  store = t.app.get(EventStore);
  await givenPeople(store, 'fld-people', people);
});
afterAll(() => closeTestApp(t));

describe("the request's place, profile, unit, cost center, position and function", () => {
  it.each(REQUEST_PICKED_FIELDS)(
    "a request without %s answers 400 naming it with 'Required field', and records nothing",
    async (field) => {
      const res = await solicitante.post(
        `${API.submitRequest.path}?lang=en`,
        body('FLD-1', { [field]: undefined }),
      );
      expect(res.status).toBe(400);
      expect(issuesOf(res)).toEqual([[field, 'common:requiredField', 'Required field']]);
    },
  );

  it('a value that names no item of its catalogue answers 400 naming the field', async () => {
    const res = await solicitante.post(
      API.submitRequest.path,
      body('FLD-1', { place: 'NO-EXISTE', positionId: 'CAR-NO-EXISTE' }),
    );
    expect(res.status).toBe(400);
    expect(issuesOf(res).map(([path, message]) => [path, message])).toEqual([
      ['place', 'catalogs:refNotFound'],
      ['positionId', 'catalogs:refNotFound'],
    ]);
    // nothing recorded: the person holds no request slot
    expect(await typesIn(store, STREAMS.personAccreditation('FLD-1', CLIENT))).toEqual([]);
  });

  it('with all of them, the grid and the detail show them (the position by name)', async () => {
    const sent = await solicitante.post(API.submitRequest.path, body('FLD-2'));
    expect(sent.status).toBe(201);
    const { id: requestId, position: afterPosition, code } = resultOf(sent);
    const shown = { ...REQUEST_PICKED, positionName: 'Operador de Camión' };
    const queue = await aprobador.get(API.listRequests.path, {
      afterPosition,
      filter: JSON.stringify(['code', '=', code]),
    });
    expect((queue.body as { result: { data: RequestRow[] } }).result.data[0]).toMatchObject(shown);
    const detail = await aprobador.get(API.getRequest.path, { requestId, afterPosition });
    expect((detail.body as { result: RequestRow }).result).toMatchObject(shown);
  });

  it('a draft keeps them, even before they are all chosen', async () => {
    const saved = await solicitante.post(API.saveDraft.path, {
      ...body('FLD-3', { startDate: '', endDate: '', reason: '' }),
      costCenter: '',
    });
    expect(saved.status).toBe(201);
    const { id: requestId, position: afterPosition } = resultOf(saved);
    const detail = await solicitante.get(API.getRequest.path, { requestId, afterPosition });
    expect((detail.body as { result: RequestRow }).result).toMatchObject({
      status: 'I',
      place: REQUEST_PICKED.place,
      positionId: REQUEST_PICKED.positionId,
      costCenter: '',
    });
  });
});
