import {
  addDays,
  API,
  STREAMS,
  translate,
  type ClientParametersAnswer,
  type ContractEndowment,
  type GridPage,
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
  type Calls,
  type TestApp,
  REQUEST_PICKED,
} from '@faena/test-kit';

// starting a seeded app takes longer than Jest's default 5 s
jest.setTimeout(60_000);

const TODAY = '2026-11-23';
const CLIENT = 'MINERA-ANDINA';

let t: TestApp;
let admin: Calls;
let pacAdmin: Calls;
let solicitante: Calls;
let aprobador: Calls;

type Res = { status: number; body: unknown };
const resultOf = (res: Res): unknown => (res.body as { result: unknown }).result;
const issuesOf = (res: Res) =>
  (res.body as { issues?: Array<{ path: string; message: string }> }).issues ?? [];
const codeOf = (res: Res) => (res.body as { code?: string }).code;
const save = (calls: Calls, parameters: Record<string, unknown>) =>
  calls.post(API.saveClientParameters.path, { commandId: newCommandId('par'), parameters });
const parametersOf = async (calls: Calls) =>
  resultOf(await calls.get(API.getClientParameters.path)) as ClientParametersAnswer;
const submit = (personId: string, contractId: string) =>
  solicitante.post(API.submitRequest.path, {
    commandId: newCommandId('sub'),
    personId,
    contractId,
    startDate: TODAY,
    endDate: addDays(TODAY, 60),
    reason: 'Parada de planta',
    ...REQUEST_PICKED,
  });
const endowment = async (contractId: string, afterPosition?: number) =>
  solicitante.get(API.contractEndowment.path, {
    contractId,
    ...(afterPosition === undefined ? {} : { afterPosition }),
  });
const contract = (contractId: string, quota: number) => ({
  stream: STREAMS.contract(contractId),
  events: [
    contractRegistered({
      contractId,
      code: contractId,
      companyId: 'EMP-MINERA-ANDINA',
      clientId: CLIENT,
      startDate: addDays(TODAY, -10),
      endDate: addDays(TODAY, 200),
      quota,
    }),
  ],
});

beforeAll(async () => {
  t = await startTestApp({ clock: new FixedClock(new Date(`${TODAY}T12:00:00Z`)) });
  [admin, pacAdmin, solicitante, aprobador] = [
    'ADMIN',
    'PAC-ADMIN',
    'SOLICITANTE',
    'APROBADOR',
  ].map((u) => callsAs(t, u)) as [Calls, Calls, Calls, Calls];
  const store = t.app.get(EventStore);
  const people = Array.from({ length: 4 }, (_, i) => ({
    personId: `PAR-OWN-${i + 1}`,
    companyId: 'EMP-MINERA-ANDINA',
  }));
  await givenPeople(store, 'par-people', people);
  await givenStreams(store, 'par-contracts', [
    contract('CTR-PAR-ONE', 1),
    contract('CTR-PAR-FREE', 0),
  ]);
});
afterAll(() => closeTestApp(t));

describe('the client parameters (/api/SistemaParametro)', () => {
  it("answers each client's own parameters, as the demo seed saved them", async () => {
    expect(await parametersOf(admin)).toEqual({
      clientId: CLIENT,
      saved: true,
      parameters: { visitMaxDays: 7, endowmentPolicy: 'refuse' },
    });
    expect((await parametersOf(pacAdmin)).parameters).toEqual({
      visitMaxDays: 5,
      endowmentPolicy: 'warn',
    });
  });

  it('answers 400 naming the field with the spec message, and changes nothing', async () => {
    const zero = await save(admin, { visitMaxDays: 0, endowmentPolicy: 'refuse' });
    expect([zero.status, issuesOf(zero).map((i) => [i.path, i.message])]).toEqual([
      400,
      [['parameters.visitMaxDays', 'system:visitMaxDaysRange']],
    ]);
    const policy = await save(admin, { visitMaxDays: 7.5, endowmentPolicy: 'sometimes' });
    expect(
      issuesOf(policy)
        .map((i) => i.path)
        .sort(),
    ).toEqual(['parameters.endowmentPolicy', 'parameters.visitMaxDays']);
    expect(translate('system:visitMaxDaysRange')).toBe(
      'Los días máximos de visita deben ser un número entero entre 1 y 365.',
    );
    expect((await parametersOf(admin)).parameters).toEqual({
      visitMaxDays: 7,
      endowmentPolicy: 'refuse',
    });
  });

  it('answers 403 to a caller who is not the client administrator', async () => {
    const res = await save(solicitante, { visitMaxDays: 9, endowmentPolicy: 'warn' });
    expect([res.status, codeOf(res)]).toEqual([403, 'auth.forbidden']);
    expect((await aprobador.get(API.getClientParameters.path)).status).toBe(403);
  });
});

describe("the contract endowment under the client's policy", () => {
  it("refuses over the endowment under 'refuse' and accepts it, marked, under 'warn'", async () => {
    expect((await submit('PAR-OWN-1', 'CTR-PAR-ONE')).status).toBe(201);
    const refused = await submit('PAR-OWN-2', 'CTR-PAR-ONE');
    expect([refused.status, codeOf(refused)]).toEqual([422, 'accreditation.quotaExceeded']);
    expect((refused.body as { message: string }).message).toBe(
      'El contrato seleccionado excede la dotación actual.',
    );

    const saved = await save(admin, { visitMaxDays: 7, endowmentPolicy: 'warn' });
    expect(saved.status).toBe(200);
    const accepted = await submit('PAR-OWN-2', 'CTR-PAR-ONE');
    expect(accepted.status).toBe(201);
    const { id, position } = resultOf(accepted) as { id: string; position: number };
    const page = resultOf(
      await solicitante.get(API.listRequests.path, {
        afterPosition: position,
        filter: JSON.stringify(['contractCode', '=', 'CTR-PAR-ONE']),
      }),
    ) as GridPage<RequestRow>;
    const rows = new Map(page.data.map((r) => [r.requestId, r]));
    expect(rows.get(id)?.overEndowment).toBe(true);
    expect(page.data.filter((r) => r.overEndowment).map((r) => r.requestId)).toEqual([id]);

    const counts = resultOf(await endowment('CTR-PAR-ONE', position)) as ContractEndowment;
    expect(counts).toEqual({
      contractId: 'CTR-PAR-ONE',
      quota: 1,
      held: 2,
      accredited: 0,
      onSite: 0,
      noLimit: false,
      exceeded: true,
      policy: 'warn',
    });
    // back to the default rule for the other tests of the file
    expect((await save(admin, { visitMaxDays: 7, endowmentPolicy: 'refuse' })).status).toBe(200);
  });

  it('counts the accredited people of the contract once approved, and says when it has no limit', async () => {
    const sent = await submit('PAR-OWN-3', 'CTR-PAR-FREE');
    const requestId = (resultOf(sent) as { id: string }).id;
    const approved = await aprobador.post(API.approveRequest.path, {
      commandId: newCommandId('apr'),
      requestId,
    });
    expect(approved.status).toBe(200);
    const { position } = resultOf(approved) as { position: number };
    expect(resultOf(await endowment('CTR-PAR-FREE', position)) as ContractEndowment).toMatchObject({
      quota: 0,
      held: 1,
      accredited: 1,
      noLimit: true,
      exceeded: false,
      policy: 'refuse',
    });
  });

  it('answers 400 without a contract and 404 for a contract of another client', async () => {
    const missing = await solicitante.get(API.contractEndowment.path, {});
    expect([missing.status, issuesOf(missing).map((i) => i.path)]).toEqual([400, ['contractId']]);
    const other = await endowment('NO-SUCH-CONTRACT');
    expect([other.status, codeOf(other)]).toEqual([404, 'catalog.contractNotFound']);
  });
});
