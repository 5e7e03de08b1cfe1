import {
  addDays,
  API,
  STREAMS,
  translate,
  type DemobilizationRow,
  type GridPage,
  type MarkOutcome,
} from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
import {
  closeTestApp,
  accreditOverHttp,
  callsAs,
  givenPeople,
  givenStreams,
  newCommandId,
  personAccredited,
  startTestApp,
  typesIn,
  type Calls,
  type TestApp,
} from '@faena/test-kit';

// the int project's testTimeout does not reach the tests (Jest 30 runs them at 5 s); starting a seeded app takes longer
jest.setTimeout(60_000);

const TODAY = '2026-11-23';
const CLIENT = 'MINERA-ANDINA';
const GATE_IN = 'PTA-GARITA-E'; // entry door of ZON-GARITA, a zone of Minera Andina
const RACERS = 20;

let t: TestApp;
let store: EventStore;
let admin: Calls;
let solicitante: Calls;
let aprobador: Calls;
let contratista: Calls;

const body = (personId: string, over: Record<string, unknown> = {}) => ({
  commandId: newCommandId('des'),
  personId,
  cessationReason: 'RENUNCIA',
  cessationDate: addDays(TODAY, 5),
  observation: 'Renuncia voluntaria presentada',
  ...over,
});
const register = (calls: Calls, b: object) => calls.post(API.registerDemobilization.path, b);
const decide = (
  calls: Calls,
  path: string,
  { demobilizationId, comment }: { demobilizationId: string; comment?: string },
) =>
  calls.post(path, {
    commandId: newCommandId('dec'),
    demobilizationId,
    ...(comment === undefined ? {} : { comment }),
  });
const resultOf = (res: { body: unknown }) =>
  (res.body as { result: { id: string; position: number; code: string } }).result;
const pathsOf = (res: { body: unknown }) =>
  (res.body as { issues: Array<{ path: string }> }).issues.map((i) => i.path).sort();
const expectProblem = (res: { status: number; body: unknown }, status: number, code: string) => {
  expect({ status: res.status, code: (res.body as { code: string }).code }).toEqual({
    status,
    code,
  });
  if (status === 422)
    expect((res.body as { message: string }).message).toBe(translate(`errors:${code}`));
};
const markAt = (personId: string, day: string) =>
  admin.post(API.markDoor.path, {
    commandId: newCommandId('mrk'),
    personId,
    doorId: GATE_IN,
    markedAt: `${day}T08:00:00Z`,
  });

beforeAll(async () => {
  t = await startTestApp({ clock: new FixedClock(new Date(`${TODAY}T12:00:00Z`)) });
  store = t.app.get(EventStore);
  [admin, solicitante, aprobador, contratista] = [
    'ADMIN',
    'SOLICITANTE',
    'APROBADOR',
    'CONTRATISTA',
  ].map((u) => callsAs(t, u)) as [Calls, Calls, Calls, Calls];
  const own = Array.from({ length: 8 }, (_, i) => ({
    personId: `DES-OWN-${i + 1}`,
    companyId: 'EMP-MINERA-ANDINA',
  }));
  await givenPeople(store, 'des-people', [
    ...own,
    { personId: 'DES-NONE', companyId: 'EMP-MINERA-ANDINA' },
    { personId: 'DES-RACE', companyId: 'EMP-MINERA-ANDINA' },
  ]);
  const accredited = [...own.map((p) => p.personId), 'DES-RACE'].filter((id) => id !== 'DES-OWN-1');
  await givenStreams(
    store,
    'des-accredited',
    accredited.map((personId) => ({
      stream: STREAMS.personAccreditation(personId, CLIENT),
      events: [
        personAccredited({
          personId,
          clientId: CLIENT,
          requestId: `REQ-${personId}`,
          startDate: TODAY,
          endDate: addDays(TODAY, 30),
        }),
      ],
    })),
  );
  // DES-OWN-1 goes through the whole accreditation flow, for the door marks
  await accreditOverHttp(t, {
    personId: 'DES-OWN-1',
    contractId: 'CTR-2026-000',
    startDate: TODAY,
    endDate: addDays(TODAY, 30),
  });
});
afterAll(() => closeTestApp(t));

describe('register → approve ends the accreditation at the cessation date', () => {
  it('grants a door mark up to the cessation date and denies it after', async () => {
    const registered = await register(solicitante, body('DES-OWN-1'));
    expect(registered.status).toBe(201);
    const { id, code } = resultOf(registered);
    expect(code).toMatch(/^DES-[0-9A-F]{8}$/);
    const approved = await decide(aprobador, API.approveDemobilization.path, {
      demobilizationId: id,
    });
    expect(approved.status).toBe(200);
    expect(await typesIn(store, STREAMS.personAccreditation('DES-OWN-1', CLIENT))).toEqual([
      'accreditation.PersonRequestOpened',
      'accreditation.PersonAccredited',
      'accreditation.PersonAccreditationEnded',
    ]);
    expect(await typesIn(store, STREAMS.openDemobilization('DES-OWN-1', CLIENT))).toEqual([
      'accreditation.DemobilizationSlotTaken',
      'accreditation.DemobilizationSlotReleased',
    ]);
    const onCessation = (await markAt('DES-OWN-1', addDays(TODAY, 5))).body as {
      result: MarkOutcome;
    };
    expect(onCessation.result).toMatchObject({ granted: true });
    const after = (await markAt('DES-OWN-1', addDays(TODAY, 6))).body as { result: MarkOutcome };
    expect(after.result).toMatchObject({ granted: false, reason: 'noAccreditation' });

    const row = await solicitante.get(API.getDemobilization.path, {
      demobilizationId: id,
      afterPosition: resultOf(approved).position,
    });
    expect((row.body as { result: DemobilizationRow }).result).toMatchObject({
      status: 'A',
      decidedBy: 'APROBADOR',
      workerCode: 'DES-OWN-1',
      cessationReason: 'RENUNCIA',
    });
    expectProblem(
      await register(solicitante, body('DES-OWN-1')),
      422,
      'demobilization.notAccredited',
    );
  });
});

describe('observe → correct → reject', () => {
  it('takes the correction back to pending, then the rejection frees the person for another one', async () => {
    const { id } = resultOf(await register(solicitante, body('DES-OWN-2')));
    const correct = (calls: Calls) =>
      calls.post(API.correctDemobilization.path, {
        commandId: newCommandId('cor'),
        demobilizationId: id,
        cessationReason: 'FIN-CONTRATO',
        cessationDate: addDays(TODAY, 3),
        observation: 'Con carta',
      });
    expectProblem(await correct(solicitante), 422, 'accreditation.notObserved');
    expect(
      (
        await decide(aprobador, API.observeDemobilization.path, {
          demobilizationId: id,
          comment: 'Falta carta',
        })
      ).status,
    ).toBe(200);
    expectProblem(
      await register(solicitante, body('DES-OWN-2')),
      422,
      'demobilization.alreadyOpen',
    );
    expectProblem(await correct(contratista), 403, 'accreditation.otherCompany');
    expect((await correct(solicitante)).status).toBe(200);
    const rejected = await decide(aprobador, API.rejectDemobilization.path, {
      demobilizationId: id,
      comment: 'No corresponde',
    });
    expect(rejected.status).toBe(200);
    expect(await typesIn(store, STREAMS.demobilization(id))).toEqual([
      'accreditation.DemobilizationRequested',
      'accreditation.DemobilizationObserved',
      'accreditation.DemobilizationResubmitted',
      'accreditation.DemobilizationRejected',
    ]);
    expect(await typesIn(store, STREAMS.personAccreditation('DES-OWN-2', CLIENT))).toEqual([
      'accreditation.PersonAccredited',
    ]);
    const row = await aprobador.get(API.getDemobilization.path, {
      demobilizationId: id,
      afterPosition: resultOf(rejected).position,
    });
    expect((row.body as { result: DemobilizationRow }).result).toMatchObject({
      status: 'R',
      cessationReason: 'FIN-CONTRATO',
      cessationDate: addDays(TODAY, 3),
    });
    expect((await register(solicitante, body('DES-OWN-2'))).status).toBe(201);
  });
});

describe('the rules and the input', () => {
  it(`lets exactly one of ${RACERS} parallel registrations for one person win`, async () => {
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () => register(solicitante, body('DES-RACE'))),
    );
    const statuses = answers.map((a) =>
      a.status === 201 ? '201' : `${a.status} ${(a.body as { code: string }).code}`,
    );
    expect(statuses.filter((s) => s === '201')).toHaveLength(1);
    expect(statuses.filter((s) => s === '422 demobilization.alreadyOpen')).toHaveLength(RACERS - 1);
    expect(await typesIn(store, STREAMS.openDemobilization('DES-RACE', CLIENT))).toEqual([
      'accreditation.DemobilizationSlotTaken',
    ]);
  });

  it('answers 400 with the field paths of a bad body; the observation is required', async () => {
    const res = await register(solicitante, {
      ...body('DES-OWN-3'),
      observation: '   ',
      cessationDate: '2026-02-30',
    });
    expect(res.status).toBe(400);
    expect(pathsOf(res)).toEqual(['cessationDate', 'observation']);
    expect(
      (res.body as { issues: Array<{ path: string; message: string }> }).issues,
    ).toContainEqual(
      expect.objectContaining({ path: 'observation', message: 'common:requiredField' }),
    );
    expect(
      pathsOf(await register(solicitante, body('DES-OWN-3', { cessationReason: 'NO-EXISTE' }))),
    ).toEqual(['cessationReason']);
    expect(
      pathsOf(
        await decide(aprobador, API.rejectDemobilization.path, { demobilizationId: 'any-id' }),
      ),
    ).toEqual(['comment']);
  });

  it('answers 422 with the spec message for the cessation rules', async () => {
    expectProblem(
      await register(solicitante, body('DES-OWN-3', { cessationDate: addDays(TODAY, -1) })),
      422,
      'demobilization.cessationBeforeToday',
    );
    expectProblem(
      await register(solicitante, body('DES-OWN-3', { cessationDate: addDays(TODAY, 31) })),
      422,
      'demobilization.afterAccreditationEnd',
    );
    expectProblem(
      await register(solicitante, body('DES-NONE')),
      422,
      'demobilization.notAccredited',
    );
  });

  it('lets a contractor demobilize only people of its own company', async () => {
    expectProblem(
      await register(contratista, body('DES-OWN-4')),
      403,
      'accreditation.otherCompany',
    );
  });

  it('lets requesters register and approvers decide, not the other way round', async () => {
    expectProblem(await register(aprobador, body('DES-OWN-5')), 403, 'auth.forbidden');
    const { id } = resultOf(await register(solicitante, body('DES-OWN-5')));
    expectProblem(
      await decide(solicitante, API.approveDemobilization.path, { demobilizationId: id }),
      403,
      'auth.forbidden',
    );
    expectProblem(
      await decide(aprobador, API.approveDemobilization.path, { demobilizationId: 'no-such-one' }),
      404,
      'demobilization.notFound',
    );
  });

  it('is idempotent by commandId: the same answer and one event; other data with it is a conflict', async () => {
    const b = body('DES-OWN-6');
    const first = await register(solicitante, b);
    const again = await register(solicitante, b);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect(await typesIn(store, STREAMS.demobilization(resultOf(first).id))).toEqual([
      'accreditation.DemobilizationRequested',
    ]);
    expectProblem(
      await register(solicitante, { ...b, observation: 'Otra' }),
      409,
      'command.conflict',
    );
  });
});

describe('GET listar and obtener', () => {
  it('shows a requester their own demobilizations and an approver the client queue, with RowIndex', async () => {
    const { position } = resultOf(await register(solicitante, body('DES-OWN-7')));
    const own = (
      await solicitante.get(API.listDemobilizations.path, { take: 100, afterPosition: position })
    ).body as { result: GridPage<DemobilizationRow> };
    expect(own.result.totalCount).toBeGreaterThan(0);
    expect(new Set(own.result.data.map((r) => r.requestedBy))).toEqual(new Set(['SOLICITANTE']));
    const queue = await aprobador.get(API.listDemobilizations.path, {
      skip: 0,
      take: 2,
      filter: JSON.stringify([['status', '=', 'P']]),
    });
    const page = (queue.body as { result: GridPage<DemobilizationRow> }).result;
    expect(page.data.map((r) => [r.status, r.RowIndex])).toEqual([
      ['P', 1],
      ['P', 2],
    ]);
  });

  it('bounds the registration day with FechaInicio / FechaFin (yyyyMMdd) and refuses a field the grid does not offer', async () => {
    const total = async (query: Record<string, unknown>) =>
      (
        (await aprobador.get(API.listDemobilizations.path, { take: 1, ...query })).body as {
          result: GridPage<DemobilizationRow>;
        }
      ).result.totalCount;
    const all = await total({});
    expect(await total({ FechaInicio: '20261101', FechaFin: '20261130' })).toBe(all);
    expect(await total({ FechaInicio: '20261124' })).toBe(0);
    const res = await aprobador.get(API.listDemobilizations.path, {
      filter: JSON.stringify(['clientId', '=', 'X']),
    });
    expect(res.status).toBe(400);
  });

  it('answers 404 for a demobilization of another requester', async () => {
    const { id, position } = resultOf(await register(solicitante, body('DES-OWN-8')));
    expectProblem(
      await contratista.get(API.getDemobilization.path, {
        demobilizationId: id,
        afterPosition: position,
      }),
      404,
      'demobilization.notFound',
    );
  });
});
