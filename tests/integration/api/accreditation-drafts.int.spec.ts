import {
  addDays,
  API,
  STREAMS,
  translate,
  type RemoveRequestsResult,
  type RequestHistory,
  type RequestRow,
} from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
import {
  closeTestApp,
  callsAs,
  contractRegistered,
  givenPeople,
  givenStreams,
  newCommandId,
  startTestApp,
  typesIn,
  type Calls,
  type TestApp,
  REQUEST_PICKED,
} from '@faena/test-kit';

// domain spec §4 and §8: drafts (Incompleta) are edited until sent; only incomplete and pending
// requests are removed, attended ones never
jest.setTimeout(60_000);

const TODAY = '2026-11-23';
const CLIENT = 'MINERA-ANDINA';
const OWN_CONTRACT = 'CTR-2026-000';
const TWO_SLOTS = 'CTR-TWO-SLOTS';

let t: TestApp;
let store: EventStore;
let solicitante: Calls;
let aprobador: Calls;
let monitor: Calls;
let contratista: Calls;

type Answer = { status: number; body: unknown };
const submit = async (personId: string, contractId = OWN_CONTRACT): Promise<string> => {
  const b = {
    commandId: newCommandId('sub'),
    personId,
    contractId,
    startDate: TODAY,
    endDate: addDays(TODAY, 90),
    reason: 'Ingreso a faena',
    ...REQUEST_PICKED,
  };
  const res = await solicitante.post(API.submitRequest.path, b);
  expect(res.status).toBe(201);
  return (res.body as { result: { id: string } }).result.id;
};
const remove = (calls: Calls, requestIds: string[], commandId = newCommandId('del')) =>
  calls.post(API.removeRequests.path, { commandId, requestIds });
const decide = (path: string, requestId: string, comment = 'motivo') =>
  aprobador.post(path, { commandId: newCommandId('dec'), requestId, comment });
const outcomeOf = (res: Answer) =>
  (res.body as { result: RemoveRequestsResult & { position: number } }).result;
const expectProblem = (res: Answer, status: number, code: string) => {
  expect({ status: res.status, code: (res.body as { code: string }).code }).toEqual({
    status,
    code,
  });
  if (status === 422)
    expect((res.body as { message: string }).message).toBe(translate(`errors:${code}`));
};
const positionOf = (res: Answer) => (res.body as { result: { position: number } }).result.position;
const rowOf = async (requestId: string, afterPosition: number) =>
  (
    (await solicitante.get(API.getRequest.path, { requestId, afterPosition })).body as {
      result: RequestRow;
    }
  ).result;

beforeAll(async () => {
  t = await startTestApp({ clock: new FixedClock(new Date(`${TODAY}T12:00:00Z`)) });
  store = t.app.get(EventStore);
  [solicitante, aprobador, monitor, contratista] = [
    'SOLICITANTE',
    'APROBADOR',
    'MONITOR',
    'CONTRATISTA',
  ].map((u) => callsAs(t, u)) as [Calls, Calls, Calls, Calls];
  await givenPeople(
    store,
    'del-people',
    Array.from({ length: 16 }, (_, i) => ({
      personId: `DEL-${i + 1}`,
      companyId: 'EMP-MINERA-ANDINA',
    })),
  );
  const contract = contractRegistered({
    contractId: TWO_SLOTS,
    code: TWO_SLOTS,
    companyId: 'EMP-MINERA-ANDINA',
    clientId: CLIENT,
    startDate: addDays(TODAY, -10),
    endDate: addDays(TODAY, 200),
    quota: 2,
  });
  await givenStreams(store, 'del-quota', [
    { stream: STREAMS.contract(TWO_SLOTS), events: [contract] },
  ]);
});
afterAll(() => closeTestApp(t));

describe('POST eliminar, one request', () => {
  it('removes a pending request: the row shows Eliminada, the history says who, the person may be requested again', async () => {
    const requestId = await submit('DEL-1');
    const res = await remove(solicitante, [requestId]);
    expect(res.status).toBe(200);
    expect(outcomeOf(res)).toMatchObject({ id: requestId, removed: [requestId], notRemoved: [] });
    expect(await rowOf(requestId, outcomeOf(res).position)).toMatchObject({ status: 'E' });
    expect(await typesIn(store, STREAMS.personAccreditation('DEL-1', CLIENT))).toEqual([
      'accreditation.PersonRequestOpened',
      'accreditation.PersonRequestClosed',
    ]);
    const history = (await solicitante.get(API.requestHistory.path, { requestId })).body as {
      result: RequestHistory;
    };
    expect(history.result.entries.map((e) => [e.type, e.userId])).toEqual([
      ['accreditation.RequestSubmitted', 'SOLICITANTE'],
      ['accreditation.RequestRemoved', 'SOLICITANTE'],
    ]);
    await submit('DEL-1');
  });

  it.each([
    ['approved', API.approveRequest.path, 'DEL-3'],
    ['observed', API.observeRequest.path, 'DEL-4'],
    ['rejected', API.rejectRequest.path, 'DEL-5'],
  ])(
    'refuses an %s request with the spec message and writes nothing',
    async (_name, path, personId) => {
      const requestId = await submit(personId);
      expect((await decide(path, requestId)).status).toBe(200);
      const before = await store.headPosition();
      expectProblem(await remove(solicitante, [requestId]), 422, 'accreditation.submittedNoDelete');
      expect(translate('errors:accreditation.submittedNoDelete')).toBe(
        'Solicitud enviada, no se puede eliminar.',
      );
      expect(await store.headPosition()).toBe(before);
    },
  );

  it('answers 403 to another company and to a profile without request.submit, 404 to an unknown id', async () => {
    const requestId = await submit('DEL-6');
    expectProblem(await remove(contratista, [requestId]), 403, 'accreditation.otherCompany');
    expectProblem(await remove(monitor, [requestId]), 403, 'auth.forbidden');
    expectProblem(
      await remove(solicitante, ['no-such-request']),
      404,
      'accreditation.requestNotFound',
    );
  });

  it('answers 400 with the field for an empty, repeated or oversized selection', async () => {
    for (const requestIds of [[], ['A', 'A'], Array.from({ length: 101 }, (_, i) => `R${i}`)]) {
      const res = await remove(solicitante, requestIds);
      expect(res.status).toBe(400);
      expect((res.body as { issues: Array<{ path: string }> }).issues.map((i) => i.path)).toEqual([
        'requestIds',
      ]);
    }
  });

  it('is idempotent by commandId', async () => {
    const requestId = await submit('DEL-7');
    const commandId = newCommandId('del');
    const first = await remove(solicitante, [requestId], commandId);
    const again = await remove(solicitante, [requestId], commandId);
    expect(again.body).toEqual(first.body);
    expect(await typesIn(store, STREAMS.request(requestId))).toEqual([
      'accreditation.RequestSubmitted',
      'accreditation.RequestRemoved',
    ]);
  });
});

describe('POST eliminar, many requests (bulk)', () => {
  it('removes the pending ones and names the attended ones it kept', async () => {
    const pending = await submit('DEL-8');
    const approved = await submit('DEL-9');
    expect((await decide(API.approveRequest.path, approved)).status).toBe(200);
    const res = await remove(solicitante, [pending, approved]);
    expect(res.status).toBe(200);
    expect(outcomeOf(res)).toMatchObject({
      removed: [pending],
      notRemoved: [{ requestId: approved, code: expect.stringMatching(/^SOL-/) }],
    });
    expect(await rowOf(approved, outcomeOf(res).position)).toMatchObject({ status: 'A' });
    expect(await rowOf(pending, outcomeOf(res).position)).toMatchObject({ status: 'E' });
  });

  it('answers the spec message when none of them can be removed', async () => {
    const rejected = await submit('DEL-10');
    expect((await decide(API.rejectRequest.path, rejected)).status).toBe(200);
    const before = await store.headPosition();
    expectProblem(
      await remove(solicitante, [rejected, 'no-such-request']),
      422,
      'accreditation.sentNotDeletable',
    );
    expect(translate('errors:accreditation.sentNotDeletable')).toBe(
      'Las solicitudes enviadas no pueden ser eliminadas',
    );
    expect(await store.headPosition()).toBe(before);
  });

  it('gives back every quota slot of one contract in one write', async () => {
    const first = await submit('DEL-11', TWO_SLOTS);
    const second = await submit('DEL-12', TWO_SLOTS);
    expect((await remove(solicitante, [first, second])).status).toBe(200);
    expect(await typesIn(store, STREAMS.contractQuota(TWO_SLOTS))).toEqual([
      'accreditation.QuotaSlotTaken',
      'accreditation.QuotaSlotTaken',
      'accreditation.QuotaSlotReleased',
      'accreditation.QuotaSlotReleased',
    ]);
    await submit('DEL-11', TWO_SLOTS);
    await submit('DEL-12', TWO_SLOTS);
  });
});

describe('drafts (Incompleta): POST guardar, then registrar with the requestId', () => {
  const draftBody = (over: Record<string, unknown> = {}) => ({
    commandId: newCommandId('drf'),
    personId: 'DEL-13',
    contractId: OWN_CONTRACT,
    ...over,
  });
  const send = (requestId: string, over: Record<string, unknown> = {}) =>
    solicitante.post(API.submitRequest.path, {
      commandId: newCommandId('snd'),
      requestId,
      personId: 'DEL-13',
      contractId: OWN_CONTRACT,
      startDate: TODAY,
      endDate: addDays(TODAY, 30),
      reason: 'Ingreso',
      ...REQUEST_PICKED,
      ...over,
    });

  it('keeps a draft without dates, holding no slot; saves it again; sends it to Pendiente under the same code', async () => {
    const saved = await solicitante.post(API.saveDraft.path, draftBody());
    expect(saved.status).toBe(201);
    const {
      id: requestId,
      code,
      position,
    } = (saved.body as { result: { id: string; code: string; position: number } }).result;
    expect(await rowOf(requestId, position)).toMatchObject({ status: 'I', startDate: '', code });
    expect(await typesIn(store, STREAMS.personAccreditation('DEL-13', CLIENT))).toEqual([]);
    expect(
      (
        await solicitante.post(
          API.saveDraft.path,
          draftBody({ requestId, reason: 'Mantención de planta' }),
        )
      ).status,
    ).toBe(201);
    expectProblem(
      await send(requestId, { startDate: addDays(TODAY, -1) }),
      422,
      'accreditation.startBeforeToday',
    );
    const sent = await send(requestId);
    expect(sent.status).toBe(201);
    expect((sent.body as { result: { code: string } }).result.code).toBe(code);
    expect(await rowOf(requestId, positionOf(sent))).toMatchObject({
      status: 'P',
      reason: 'Ingreso',
      startDate: TODAY,
    });
    expect(await typesIn(store, STREAMS.request(requestId))).toEqual([
      'accreditation.RequestDraftSaved',
      'accreditation.RequestDraftSaved',
      'accreditation.RequestSubmitted',
    ]);
    expect(await typesIn(store, STREAMS.personAccreditation('DEL-13', CLIENT))).toEqual([
      'accreditation.PersonRequestOpened',
    ]);
  });

  it('refuses to edit a sent request with the spec message, and to name a draft that does not exist', async () => {
    const requestId = await submit('DEL-14');
    const before = await store.headPosition();
    expectProblem(
      await solicitante.post(API.saveDraft.path, draftBody({ requestId, personId: 'DEL-14' })),
      422,
      'accreditation.submittedNoEdit',
    );
    expect(translate('errors:accreditation.submittedNoEdit')).toBe(
      'Solicitud enviada, no se puede editar.',
    );
    expectProblem(
      await solicitante.post(API.saveDraft.path, draftBody({ requestId: 'no-such-draft' })),
      404,
      'accreditation.requestNotFound',
    );
    expectProblem(await send('no-such-draft'), 404, 'accreditation.requestNotFound');
    expect(await store.headPosition()).toBe(before);
  });

  it('answers 400 with the field for a draft without person or with dates the wrong way round', async () => {
    const paths = async (body: object) => {
      const res = await solicitante.post(API.saveDraft.path, {
        commandId: newCommandId('drf'),
        contractId: OWN_CONTRACT,
        ...body,
      });
      expect(res.status).toBe(400);
      return (res.body as { issues: Array<{ path: string }> }).issues.map((i) => i.path);
    };
    expect(await paths({})).toEqual(['personId']);
    expect(
      await paths({ personId: 'DEL-13', startDate: addDays(TODAY, 5), endDate: TODAY }),
    ).toEqual(['endDate']);
  });

  it('removes a draft, which frees nothing because it held nothing', async () => {
    const saved = await solicitante.post(API.saveDraft.path, draftBody({ personId: 'DEL-15' }));
    const requestId = (saved.body as { result: { id: string } }).result.id;
    expect((await remove(solicitante, [requestId])).status).toBe(200);
    expect(await typesIn(store, STREAMS.request(requestId))).toEqual([
      'accreditation.RequestDraftSaved',
      'accreditation.RequestRemoved',
    ]);
    expect(await typesIn(store, STREAMS.personAccreditation('DEL-15', CLIENT))).toEqual([]);
  });

  it('lets no other company edit or send the draft', async () => {
    const saved = await solicitante.post(API.saveDraft.path, draftBody({ personId: 'DEL-16' }));
    const requestId = (saved.body as { result: { id: string } }).result.id;
    expectProblem(
      await contratista.post(API.saveDraft.path, draftBody({ requestId, personId: 'DEL-16' })),
      403,
      'accreditation.otherCompany',
    );
  });
});
