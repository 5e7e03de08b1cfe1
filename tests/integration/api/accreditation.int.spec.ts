import {
  addDays,
  API,
  STREAMS,
  translate,
  type GridPage,
  type RequestHistory,
  type RequestRow,
} from '@faena/contracts';
import { deterministicUuid, EventStore, FixedClock } from '@faena/core';
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

// the int project's testTimeout does not reach the tests (Jest 30 runs them at 5 s); starting a seeded app takes longer
jest.setTimeout(60_000);

const TODAY = '2026-11-23';
const CLIENT = 'MINERA-ANDINA';
const OWN_CONTRACT = 'CTR-2026-000'; // Minera Andina's own staff
const SERMISUR_CONTRACT = 'CTR-2026-001'; // contractor EMP-SERMISUR, the CONTRATISTA's company

let t: TestApp;
let store: EventStore;
let solicitante: Calls;
let aprobador: Calls;
let auditor: Calls;
let monitor: Calls;
let contratista: Calls;

const body = (personId: string, over: Record<string, unknown> = {}) => ({
  commandId: newCommandId('sub'),
  personId,
  contractId: OWN_CONTRACT,
  startDate: TODAY,
  endDate: addDays(TODAY, 90),
  reason: 'Ingreso a faena',
  ...REQUEST_PICKED,
  ...over,
});
const submit = (calls: Calls, b: object) => calls.post(API.submitRequest.path, b);
const idOf = (res: { body: unknown }) => (res.body as { result: { id: string } }).result.id;
const positionOf = (res: { body: unknown }) =>
  (res.body as { result: { position: number } }).result.position;
const expectProblem = (res: { status: number; body: unknown }, status: number, code: string) => {
  expect({ status: res.status, code: (res.body as { code: string }).code }).toEqual({
    status,
    code,
  });
  if (status === 422)
    expect((res.body as { message: string }).message).toBe(translate(`errors:${code}`));
};

beforeAll(async () => {
  t = await startTestApp({ clock: new FixedClock(new Date(`${TODAY}T12:00:00Z`)) });
  store = t.app.get(EventStore);
  [solicitante, aprobador, auditor, monitor, contratista] = [
    'SOLICITANTE',
    'APROBADOR',
    'AUDITOR',
    'MONITOR',
    'CONTRATISTA',
  ].map((u) => callsAs(t, u)) as [Calls, Calls, Calls, Calls, Calls];
  const own = Array.from({ length: 14 }, (_, i) => ({
    personId: `ACC-OWN-${i + 1}`,
    companyId: 'EMP-MINERA-ANDINA',
  }));
  const contractor = [1, 2].map((i) => ({ personId: `ACC-SMS-${i}`, companyId: 'EMP-SERMISUR' }));
  await givenPeople(store, 'acc-people', [...own, ...contractor]);
  await givenStreams(store, 'acc-quota', [
    {
      stream: STREAMS.contract('CTR-ONE-SLOT'),
      events: [
        contractRegistered({
          contractId: 'CTR-ONE-SLOT',
          code: 'CTR-ONE-SLOT',
          companyId: 'EMP-MINERA-ANDINA',
          clientId: CLIENT,
          startDate: addDays(TODAY, -10),
          endDate: addDays(TODAY, 200),
          quota: 1,
        }),
      ],
    },
  ]);
});
afterAll(() => closeTestApp(t));

describe('POST registrar (submit a request)', () => {
  it('records a pending request and the queue shows it once its position is projected', async () => {
    const res = await submit(solicitante, body('ACC-OWN-1'));
    expect(res.status).toBe(201);
    const result = (
      res.body as { result: { id: string; revision: number; position: number; code: string } }
    ).result;
    expect(result).toEqual({
      id: expect.any(String),
      revision: 0,
      position: expect.any(Number),
      code: expect.stringMatching(/^SOL-[0-9A-F]{8}$/),
    });
    const queue = await aprobador.get(API.listRequests.path, {
      afterPosition: result.position,
      filter: JSON.stringify(['code', '=', result.code]),
    });
    expect(queue.status).toBe(200);
    const page = (queue.body as { result: { data: RequestRow[]; totalCount: number } }).result;
    expect(page.totalCount).toBe(1);
    expect(page.data[0]).toMatchObject({
      requestId: result.id,
      status: 'P',
      personId: 'ACC-OWN-1',
      submittedBy: 'SOLICITANTE',
      RowIndex: 1,
    });
  });

  it('answers 400 with the field paths of a bad body', async () => {
    const res = await submit(solicitante, {
      ...body('ACC-OWN-2'),
      personId: undefined,
      startDate: '2026-02-30',
    });
    expect(res.status).toBe(400);
    const paths = (res.body as { issues: Array<{ path: string }> }).issues
      .map((i) => i.path)
      .sort();
    expect(paths).toEqual(['personId', 'startDate']);
    const range = await submit(solicitante, body('ACC-OWN-2', { endDate: addDays(TODAY, -1) }));
    expect((range.body as { issues: Array<{ path: string }> }).issues.map((i) => i.path)).toEqual([
      'endDate',
    ]);
  });

  it('answers 403 to a profile without request.submit', async () => {
    expectProblem(await submit(monitor, body('ACC-OWN-2')), 403, 'auth.forbidden');
    expectProblem(await submit(auditor, body('ACC-OWN-2')), 403, 'auth.forbidden');
  });

  it('answers 404 for an unknown person or contract', async () => {
    expectProblem(await submit(solicitante, body('NOBODY')), 404, 'catalog.personNotFound');
    expectProblem(
      await submit(solicitante, body('ACC-OWN-2', { contractId: 'CTR-NONE' })),
      404,
      'catalog.contractNotFound',
    );
  });

  it('answers 422 with the spec message for the date rules', async () => {
    expectProblem(
      await submit(solicitante, body('ACC-OWN-2', { startDate: addDays(TODAY, -1) })),
      422,
      'accreditation.startBeforeToday',
    );
    expectProblem(
      await submit(solicitante, body('ACC-OWN-2', { endDate: addDays(TODAY, 400) })),
      422,
      'accreditation.outsideContract',
    );
  });

  it('refuses a second active request for the same person and client', async () => {
    expect((await submit(solicitante, body('ACC-OWN-3'))).status).toBe(201);
    expectProblem(await submit(solicitante, body('ACC-OWN-3')), 422, 'accreditation.alreadyActive');
  });

  it('lets a contractor accredit only people of its own company', async () => {
    expect(
      (await submit(contratista, body('ACC-SMS-1', { contractId: SERMISUR_CONTRACT }))).status,
    ).toBe(201);
    expectProblem(
      await submit(contratista, body('ACC-OWN-4', { contractId: SERMISUR_CONTRACT })),
      403,
      'accreditation.otherCompany',
    );
  });

  it('refuses a request beyond the contract quota', async () => {
    expect(
      (await submit(solicitante, body('ACC-OWN-5', { contractId: 'CTR-ONE-SLOT' }))).status,
    ).toBe(201);
    expectProblem(
      await submit(solicitante, body('ACC-OWN-6', { contractId: 'CTR-ONE-SLOT' })),
      422,
      'accreditation.quotaExceeded',
    );
  });

  it('is idempotent by commandId: the same answer and one event; other data with it is a conflict', async () => {
    const b = body('ACC-OWN-7');
    const first = await submit(solicitante, b);
    const again = await submit(solicitante, b);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await typesIn(store, STREAMS.request(idOf(first)))).toEqual([
      'accreditation.RequestSubmitted',
    ]);
    expect(await typesIn(store, STREAMS.personAccreditation('ACC-OWN-7', CLIENT))).toEqual([
      'accreditation.PersonRequestOpened',
    ]);
    expectProblem(
      await submit(solicitante, { ...b, reason: 'Otro motivo' }),
      409,
      'command.conflict',
    );
  });
});

describe('deciding and correcting a request', () => {
  const decide = (
    calls: Calls,
    path: string,
    { requestId, comment }: { requestId: string; comment?: string },
  ) =>
    calls.post(path, {
      commandId: newCommandId('dec'),
      requestId,
      ...(comment === undefined ? {} : { comment }),
    });

  it('approves a pending request once, and only as an approver', async () => {
    const requestId = idOf(await submit(solicitante, body('ACC-OWN-8')));
    expectProblem(
      await decide(solicitante, API.approveRequest.path, { requestId }),
      403,
      'auth.forbidden',
    );
    const approved = await decide(aprobador, API.approveRequest.path, { requestId });
    expect(approved.status).toBe(200);
    expect(await typesIn(store, STREAMS.personAccreditation('ACC-OWN-8', CLIENT))).toEqual([
      'accreditation.PersonRequestOpened',
      'accreditation.PersonAccredited',
    ]);
    expectProblem(
      await decide(aprobador, API.approveRequest.path, { requestId }),
      422,
      'accreditation.notPending',
    );
    expectProblem(
      await decide(aprobador, API.approveRequest.path, { requestId: 'no-such-request' }),
      404,
      'accreditation.requestNotFound',
    );
    const row = await solicitante.get(API.getRequest.path, {
      requestId,
      afterPosition: positionOf(approved),
    });
    expect((row.body as { result: RequestRow }).result).toMatchObject({
      status: 'A',
      decidedBy: 'APROBADOR',
    });
  });

  it('needs a comment to observe or reject', async () => {
    const requestId = idOf(await submit(solicitante, body('ACC-OWN-9')));
    const res = await decide(aprobador, API.observeRequest.path, { requestId });
    expect(res.status).toBe(400);
    expect((res.body as { issues: Array<{ path: string }> }).issues.map((i) => i.path)).toEqual([
      'comment',
    ]);
    expect(
      (await decide(aprobador, API.rejectRequest.path, { requestId, comment: '' })).status,
    ).toBe(400);
  });

  it('rejects: the person and the quota slot are free again', async () => {
    const requestId = idOf(await submit(solicitante, body('ACC-OWN-10')));
    expect(
      (
        await decide(aprobador, API.rejectRequest.path, {
          requestId,
          comment: 'Documento no coincide',
        })
      ).status,
    ).toBe(200);
    expect(await typesIn(store, STREAMS.request(requestId))).toEqual([
      'accreditation.RequestSubmitted',
      'accreditation.RequestRejected',
    ]);
    expect((await submit(solicitante, body('ACC-OWN-10'))).status).toBe(201);
  });

  it('observes, takes the correction back to pending, then approves; the history shows every step', async () => {
    const requestId = idOf(await submit(solicitante, body('ACC-OWN-11')));
    const resubmit = (calls: Calls) =>
      calls.post(API.resubmitRequest.path, {
        commandId: newCommandId('cor'),
        requestId,
        startDate: TODAY,
        endDate: addDays(TODAY, 60),
        reason: 'Ingreso corregido',
      });
    expectProblem(await resubmit(solicitante), 422, 'accreditation.notObserved');
    const observed = await decide(aprobador, API.observeRequest.path, {
      requestId,
      comment: 'Falta examen médico',
    });
    expect(observed.status).toBe(200);
    expectProblem(await resubmit(contratista), 403, 'accreditation.otherCompany');
    expect((await resubmit(solicitante)).status).toBe(200);
    const approved = await decide(aprobador, API.approveRequest.path, { requestId });
    expect(approved.status).toBe(200);

    const history = await auditor.get(API.requestHistory.path, { requestId });
    expect(history.status).toBe(200);
    const full = (history.body as { result: RequestHistory }).result;
    expect(full.entries.map((e) => [e.type, e.userId, e.profileId, e.userName])).toEqual([
      ['accreditation.RequestSubmitted', 'SOLICITANTE', 'PRF-SOLICITANTE', 'Jorge Salazar Rojas'],
      ['accreditation.RequestObserved', 'APROBADOR', 'PRF-APROBADOR', 'Rosa Huamán Torres'],
      ['accreditation.RequestResubmitted', 'SOLICITANTE', 'PRF-SOLICITANTE', 'Jorge Salazar Rojas'],
      ['accreditation.RequestApproved', 'APROBADOR', 'PRF-APROBADOR', 'Rosa Huamán Torres'],
    ]);
    expect(full.entries[1]).toMatchObject({
      occurredAt: `${TODAY}T12:00:00.000Z`,
      data: { comment: 'Falta examen médico' },
    });
    expect(full.stateAsOf).toEqual({ status: 'A', position: full.entries[3]?.position });
    expect(full.stateAsOf.position).toBeLessThanOrEqual(positionOf(approved));

    const asObserved = await auditor.get(API.requestHistory.path, {
      requestId,
      untilPosition: positionOf(observed),
    });
    const past = (asObserved.body as { result: RequestHistory }).result;
    expect(past.entries.map((e) => e.type)).toEqual([
      'accreditation.RequestSubmitted',
      'accreditation.RequestObserved',
    ]);
    expect(past.stateAsOf.status).toBe('O');
  });

  it('shows the history to its submitter but not to a profile without audit rights', async () => {
    const requestId = idOf(await submit(solicitante, body('ACC-OWN-12')));
    expect((await solicitante.get(API.requestHistory.path, { requestId })).status).toBe(200);
    expectProblem(await monitor.get(API.requestHistory.path, { requestId }), 403, 'auth.forbidden');
    expectProblem(
      await auditor.get(API.requestHistory.path, { requestId: 'no-such-request' }),
      404,
      'accreditation.requestNotFound',
    );
  });
});

describe('GET listar and obtener', () => {
  it('shows a requester only their own requests and an approver the whole client', async () => {
    const own = (await solicitante.get(API.listRequests.path, { take: 1000 })).body as {
      result: { data: RequestRow[] };
    };
    expect(own.result.data.length).toBeGreaterThan(0);
    expect(new Set(own.result.data.map((r) => r.submittedBy))).toEqual(new Set(['SOLICITANTE']));
    const all = (await aprobador.get(API.listRequests.path, { take: 1000 })).body as {
      result: { data: RequestRow[]; totalCount: number };
    };
    expect(new Set(all.result.data.map((r) => r.submittedBy))).toEqual(
      new Set(['SOLICITANTE', 'CONTRATISTA']),
    );
  });

  it('filters by status through the grid filter and pages with RowIndex', async () => {
    const res = await aprobador.get(API.listRequests.path, {
      skip: 1,
      take: 2,
      filter: JSON.stringify([['status', '=', 'P']]),
    });
    const page = (res.body as { result: GridPage<RequestRow> }).result;
    expect(page.data.map((r) => r.status)).toEqual(['P', 'P']);
    expect(page.data.map((r) => r.RowIndex)).toEqual([2, 3]);
    expect(page.totalCount).toBeGreaterThan(3);
  });

  it('refuses a filter or sort on a field the grid does not offer', async () => {
    const res = await aprobador.get(API.listRequests.path, {
      filter: JSON.stringify(['clientId', '=', 'X']),
    });
    expect(res.status).toBe(400);
    expect((res.body as { issues: Array<{ path: string; message: string }> }).issues).toMatchObject(
      [{ path: 'filter', message: 'grid:unknownField:clientId' }],
    );
    expect(
      (
        await aprobador.get(API.listRequests.path, {
          sort: JSON.stringify([{ selector: 'secret' }]),
        })
      ).status,
    ).toBe(400);
  });

  it('bounds the submission day with FechaInicio / FechaFin sent as yyyyMMdd, as parameters or grid conditions', async () => {
    const total = async (query: Record<string, unknown>) => {
      const res = await aprobador.get(API.listRequests.path, { take: 1, ...query });
      expect(res.status).toBe(200);
      return (res.body as { result: GridPage<RequestRow> }).result.totalCount;
    };
    // the app's clock is fixed at TODAY noon UTC
    const day = (offset: number) =>
      new Date(Date.parse(`${TODAY}T12:00:00Z`) + offset * 86_400_000)
        .toISOString()
        .slice(0, 10)
        .replaceAll('-', '');
    const all = await total({});
    expect(all).toBeGreaterThan(0);
    expect(await total({ FechaInicio: '20000101', FechaFin: day(1) })).toBe(all);
    expect(await total({ FechaInicio: day(1), FechaFin: day(2) })).toBe(0);
    expect(await total({ FechaFin: day(-400) })).toBe(0);
    expect(
      await total({
        filter: JSON.stringify([
          ['FechaInicio', '>=', '20000101'],
          'and',
          ['FechaFin', '<=', day(1)],
        ]),
      }),
    ).toBe(all);
    expect(await total({ filter: JSON.stringify([['FechaInicio', '>=', day(1)]]) })).toBe(0);

    const invalid = await aprobador.get(API.listRequests.path, { FechaInicio: '2026-09-01' });
    expect(invalid.status).toBe(400);
    expect((invalid.body as { issues: unknown[] }).issues).toMatchObject([
      { path: 'FechaInicio', message: 'common:invalidDate', text: 'Fecha inválida' },
    ]);
    const reversed = await aprobador.get(API.listRequests.path, {
      filter: JSON.stringify([['FechaInicio', '>=', day(0)], 'and', ['FechaFin', '<=', day(-1)]]),
    });
    expect(reversed.status).toBe(400);
    expect((reversed.body as { issues: unknown[] }).issues).toMatchObject([
      { path: 'FechaFin', message: 'common:dateRange' },
    ]);
  });

  it('answers 404 for a request of another requester', async () => {
    const submitted = await submit(
      contratista,
      body('ACC-SMS-2', { contractId: SERMISUR_CONTRACT }),
    );
    const requestId = idOf(submitted);
    expect(
      (
        await aprobador.get(API.getRequest.path, {
          requestId,
          afterPosition: positionOf(submitted),
        })
      ).status,
    ).toBe(200);
    expectProblem(
      await solicitante.get(API.getRequest.path, {
        requestId,
        afterPosition: positionOf(submitted),
      }),
      404,
      'accreditation.requestNotFound',
    );
  });
});

describe('urlPath on every call (shell spec §7: in the query for GET, in the body otherwise)', () => {
  it('a command body and a grid query may carry the current location; it is not part of the command', async () => {
    const res = await submit(solicitante, {
      ...body('ACC-OWN-13'),
      urlPath: '/movilizacion/solicitudes',
    });
    expect(res.status).toBe(201);
    const events = await store.readStream(STREAMS.request(idOf(res)));
    expect(JSON.stringify(events.map((e) => e.data))).not.toContain('urlPath');
    const grid = await solicitante.get(API.listRequests.path, {
      afterPosition: positionOf(res),
      urlPath: '/movilizacion/solicitudes',
    });
    expect(grid.status).toBe(200);
  });

  it('a urlPath that is not a text of at most 300 characters answers 400 with the field and changes nothing', async () => {
    const sent = body('ACC-OWN-14');
    for (const urlPath of [42, 'x'.repeat(301)]) {
      const res = await submit(solicitante, { ...sent, urlPath });
      expect(res.status).toBe(400);
      expect((res.body as { issues: unknown[] }).issues).toEqual([
        {
          path: 'urlPath',
          message: 'common:invalidUrlPath',
          text: translate('common:invalidUrlPath'),
        },
      ]);
    }
    expect(
      await store.readStream(
        STREAMS.request(deterministicUuid('accreditation.request', sent.commandId)),
      ),
    ).toEqual([]);
  });
});
