import {
  addDays,
  API,
  STREAMS,
  type CredentialRow,
  type MarkOutcome,
  type PersonIdentificationRow,
} from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
import {
  accreditOverHttp,
  callsAs,
  closeTestApp,
  givenPeople,
  newCommandId,
  startTestApp,
  typesIn,
  type Calls,
  type TestApp,
} from '@faena/test-kit';

jest.setTimeout(180_000);

// Monday 2026-11-23 12:00 UTC is 07:00 at the site (America/Lima)
const TODAY = '2026-11-23';
const CLIENT = 'MINERA-ANDINA';
const IN = 'PTA-GARITA-E';

let t: TestApp;
let store: EventStore;
let admin: Calls;
let otherAdmin: Calls;
let requester: Calls;

type Res = { status: number; body: unknown };
const send = (name: keyof typeof API, body: Record<string, unknown>, as = admin) => {
  const call = API[name];
  const full = { commandId: newCommandId('ide'), ...body };
  return call.method === 'PUT' ? as.put(call.path, full) : as.post(call.path, full);
};
const result = (res: Res) => (res.body as { result: unknown }).result;
const problem = (res: Res) => ({ status: res.status, code: (res.body as { code: string }).code });
/** the field and its Spanish text */
const issues = (res: Res) =>
  (res.body as { issues: Array<{ path: string; text: string }> }).issues.map(({ path, text }) => ({
    path,
    text,
  }));
const fresh = async (name: keyof typeof API, query: Record<string, unknown> = {}, as = admin) =>
  result(await as.get(API[name].path, { afterPosition: await store.headPosition(), ...query }));
const credentialsOf = async (text: string) =>
  ((await fresh('listCredentials', { text })) as { data: CredentialRow[] }).data;
const issue = (personId: string, over: Record<string, unknown> = {}) =>
  send('issueCredential', {
    personId,
    credentialType: 'PERM',
    startDate: TODAY,
    issueReason: 'NUEVO',
    ...over,
  });

beforeAll(async () => {
  t = await startTestApp({ clock: new FixedClock(new Date(`${TODAY}T12:00:00Z`)) });
  store = t.app.get(EventStore);
  [admin, otherAdmin, requester] = ['ADMIN', 'PAC-ADMIN', 'SOLICITANTE'].map((u) =>
    callsAs(t, u),
  ) as [Calls, Calls, Calls];
  await givenPeople(store, 'ide-people', [
    { personId: 'IDE-NONE', companyId: 'EMP-MINERA-ANDINA', identificationType: null },
    { personId: 'IDE-1', companyId: 'EMP-MINERA-ANDINA', names: 'Irma' },
    { personId: 'IDE-2', companyId: 'EMP-MINERA-ANDINA' },
    { personId: 'IDE-RACE', companyId: 'EMP-MINERA-ANDINA' },
    { personId: 'IDE-DEMOB', companyId: 'EMP-MINERA-ANDINA' },
    { personId: 'IDE-OLD', companyId: 'EMP-MINERA-ANDINA' },
  ]);
  await accreditOverHttp(t, {
    personId: 'IDE-DEMOB',
    contractId: 'CTR-2026-000',
    startDate: TODAY,
    endDate: addDays(TODAY, 30),
  });
  await accreditOverHttp(t, {
    personId: 'IDE-NONE',
    contractId: 'CTR-2026-000',
    startDate: TODAY,
    endDate: addDays(TODAY, 30),
  });
});
afterAll(() => closeTestApp(t));

describe('identification type per person', () => {
  it('a worker without one is refused at the door, and passes once one is assigned', async () => {
    const mark = async () =>
      result(await send('markDoor', { personId: 'IDE-NONE', doorId: IN })) as MarkOutcome;
    const refused = await mark();
    expect([refused.granted, refused.reason]).toEqual([false, 'noIdentificationType']);
    const none = (await fresh('listPersonIdentification', {
      text: 'IDE-NONE',
    })) as { data: PersonIdentificationRow[] };
    expect(none.data.map((r) => [r.personId, r.identificationType])).toEqual([['IDE-NONE', '']]);

    const assigned = await send('assignIdentificationType', {
      personId: 'IDE-NONE',
      identificationType: 'huella',
    });
    expect(assigned.status).toBe(200);
    expect(await typesIn(store, STREAMS.personIdentification('IDE-NONE'))).toEqual([
      'identification.IdentificationTypeAssigned',
    ]);
    const passed = await mark();
    expect([passed.granted, passed.reason]).toEqual([true, null]);
    const now = (await fresh('listPersonIdentification', {
      text: 'IDE-NONE',
      assigned: 'S',
    })) as { data: PersonIdentificationRow[] };
    expect(now.data.map((r) => r.identificationType)).toEqual(['HUELLA']);
  });

  it('refuses a type the catalogue does not hold, naming the field, and changes nothing', async () => {
    const res = await send('assignIdentificationType', {
      personId: 'IDE-2',
      identificationType: 'NO-EXISTE',
    });
    expect(res.status).toBe(400);
    expect(issues(res)).toEqual([
      { path: 'identificationType', text: 'El tipo de identificación no existe o está inactivo.' },
    ]);
    // givenPeople's FOTOCHECK only
    expect(await typesIn(store, STREAMS.personIdentification('IDE-2'))).toHaveLength(1);
  });

  it("does not find another client's person", async () => {
    const res = await send(
      'assignIdentificationType',
      { personId: 'IDE-2', identificationType: 'FOTOCHECK' },
      otherAdmin,
    );
    expect(problem(res)).toEqual({ status: 404, code: 'identification.personNotFound' });
  });

  it('is for administrators only', async () => {
    const res = await send(
      'assignIdentificationType',
      { personId: 'IDE-2', identificationType: 'FOTOCHECK' },
      requester,
    );
    expect(res.status).toBe(403);
  });
});

describe('credentials', () => {
  it("issues one with the type's validity as its end, shown in the grid", async () => {
    const res = await issue('IDE-1', { referenceCode1: 'R-1' });
    expect(res.status).toBe(201);
    const [row] = await credentialsOf('Irma');
    expect(row).toMatchObject({
      personId: 'IDE-1',
      credentialType: 'PERM',
      startDate: TODAY,
      endDate: addDays(TODAY, 365),
      referenceCode1: 'R-1',
      issueReason: 'NUEVO',
      status: 'A',
      printed: false,
      companyName: expect.any(String),
    });
  });

  it("refuses a second one while the worker has an active one (422, the spec's message)", async () => {
    const res = await issue('IDE-1');
    expect(problem(res)).toEqual({ status: 422, code: 'identification.activeCredential' });
    expect(JSON.stringify(res.body)).toContain(
      'No se puede registrar una nueva credencial mientras el trabajador tenga una activa.',
    );
  });

  it('prints a batch, then inactivates with a reason of kind I and issues again', async () => {
    const [row] = await credentialsOf('Irma');
    const printed = await send('printCredentials', { credentialIds: [row!.credentialId] });
    expect(printed.status).toBe(200);
    expect((await credentialsOf('Irma'))[0]).toMatchObject({ printed: true });
    const wrongKind = await send('inactivateCredential', {
      credentialId: row!.credentialId,
      reason: 'NUEVO',
    });
    expect(wrongKind.status).toBe(400);
    expect(issues(wrongKind)).toEqual([
      { path: 'reason', text: 'El motivo de inactivación debe ser de tipo Inactivación.' },
    ]);
    const missing = await send('inactivateCredential', { credentialId: row!.credentialId });
    expect(missing.status).toBe(400);
    expect(issues(missing)).toEqual([{ path: 'reason', text: 'Required field' }]);
    const done = await send('inactivateCredential', {
      credentialId: row!.credentialId,
      reason: 'ROBO',
    });
    expect(done.status).toBe(200);
    expect((await credentialsOf('Irma'))[0]).toMatchObject({
      status: 'I',
      inactivationReason: 'ROBO',
    });
    expect((await issue('IDE-1', { credentialType: 'TEMP', issueReason: 'PERDIDA' })).status).toBe(
      201,
    );
    const rows = await fresh('listCredentials', { text: 'Irma', status: 'A' });
    expect((rows as { data: CredentialRow[] }).data.map((r) => r.credentialType)).toEqual(['TEMP']);
  });

  it('refuses bad input naming the field and its message, changing nothing', async () => {
    const before = await typesIn(store, STREAMS.credentials('IDE-2', CLIENT));
    const backwards = await issue('IDE-2', { endDate: addDays(TODAY, -1) });
    expect(backwards.status).toBe(400);
    expect(issues(backwards)).toEqual([
      { path: 'endDate', text: 'La fecha fin no puede ser menor que la fecha inicio.' },
    ]);
    const beyond = await issue('IDE-2', { credentialType: 'TEMP', endDate: addDays(TODAY, 31) });
    expect(issues(beyond)).toEqual([
      {
        path: 'endDate',
        text: 'La fecha fin no puede superar los días de vigencia del tipo de credencial.',
      },
    ]);
    const reason = await issue('IDE-2', { issueReason: 'ROBO', credentialType: 'XX' });
    expect(issues(reason)).toEqual([
      { path: 'credentialType', text: 'El tipo de credencial no existe o está inactivo.' },
      { path: 'issueReason', text: 'El motivo de emisión debe ser de tipo Emisión.' },
    ]);
    const noStart = await issue('IDE-2', { startDate: '' });
    expect(noStart.status).toBe(400);
    expect(issues(noStart).map((i) => i.path)).toEqual(['startDate']);
    expect(await typesIn(store, STREAMS.credentials('IDE-2', CLIENT))).toEqual(before);
  });

  it("does not find another client's person nor credential", async () => {
    expect((await issue('IDE-2')).status).toBe(201);
    const other = await issue('IDE-2');
    expect(problem(other)).toEqual({ status: 422, code: 'identification.activeCredential' });
    const theirIssue = await send(
      'issueCredential',
      { personId: 'IDE-2', credentialType: 'PERM', startDate: TODAY, issueReason: 'NUEVO' },
      otherAdmin,
    );
    expect(problem(theirIssue)).toEqual({ status: 404, code: 'identification.personNotFound' });
    const [mine] = await credentialsOf('IDE-2');
    const print = await send(
      'printCredentials',
      { credentialIds: [mine!.credentialId] },
      otherAdmin,
    );
    expect(problem(print)).toEqual({ status: 404, code: 'identification.credentialNotFound' });
    const theirs = (await fresh('listCredentials', { text: 'IDE-2' }, otherAdmin)) as {
      data: CredentialRow[];
    };
    expect(theirs.data).toEqual([]);
  });

  it('an expired credential is shown as such and no longer holds the worker', async () => {
    const old = await issue('IDE-OLD', { credentialType: 'TEMP', startDate: addDays(TODAY, -40) });
    expect(old.status).toBe(201);
    const expired = (await fresh('listCredentials', { text: 'IDE-OLD', status: 'V' })) as {
      data: CredentialRow[];
    };
    expect(expired.data.map((r) => [r.endDate, r.status])).toEqual([[addDays(TODAY, -10), 'V']]);
    expect((await issue('IDE-OLD')).status).toBe(201);
    const active = (await fresh('listCredentials', { text: 'IDE-OLD', status: 'A' })) as {
      data: CredentialRow[];
    };
    expect(active.data.map((r) => r.credentialType)).toEqual(['PERM']);
  });

  it('N parallel issues for one worker: exactly one is accepted', async () => {
    const RACERS = 8;
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => issue('IDE-RACE', { referenceCode1: `R-${i}` })),
    );
    const statuses = answers.map((a) =>
      a.status === 201 ? '201' : `${a.status} ${(a.body as { code: string }).code}`,
    );
    expect(statuses.filter((s) => s === '201')).toHaveLength(1);
    expect(statuses.filter((s) => s === '422 identification.activeCredential')).toHaveLength(
      RACERS - 1,
    );
    expect(await typesIn(store, STREAMS.credentials('IDE-RACE', CLIENT))).toEqual([
      'identification.CredentialIssued',
    ]);
  });
});

describe('the badges PDF (GET fotocheck)', () => {
  /** the raw answer: a PDF is bytes, not JSON */
  const badges = async (query: Record<string, string>, user = 'ADMIN') =>
    t.request
      .get(API.credentialBadges.path)
      .set('Authorization', `Bearer ${await t.tokenFor(user)}`)
      .query(query)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  const pages = (pdf: Buffer) =>
    (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

  it('answers one PDF with a front and a back page per credential', async () => {
    await issue('IDE-2');
    const ids = (await credentialsOf('IDE-2'))
      .filter((c) => c.status === 'A')
      .map((c) => c.credentialId);
    const active = (
      (await fresh('listCredentials', { status: 'A', take: 50 })) as {
        data: CredentialRow[];
      }
    ).data.map((c) => c.credentialId);
    const two = [...new Set([...ids, ...active])].slice(0, 2);
    expect(two).toHaveLength(2);
    const res = await badges({ ids: two.join(','), lang: 'es' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pages(pdf)).toBe(4);
  });

  it('refuses an inactivated credential, an unknown one and none at all, changing nothing', async () => {
    const [inactive] = (
      (await fresh('listCredentials', { status: 'I', take: 5 })) as {
        data: CredentialRow[];
      }
    ).data;
    const head = await store.headPosition();
    const refused = await badges({ ids: inactive!.credentialId });
    expect(refused.status).toBe(422);
    expect(JSON.parse((refused.body as Buffer).toString()).code).toBe(
      'identification.credentialInactive',
    );
    expect((await badges({ ids: 'NO-SUCH-CREDENTIAL' })).status).toBe(404);
    const none = await badges({ ids: '' });
    expect(none.status).toBe(400);
    expect(await store.headPosition()).toBe(head);
  });

  it("does not print another client's credential", async () => {
    const [own] = (
      (await fresh('listCredentials', { status: 'A', take: 1 })) as {
        data: CredentialRow[];
      }
    ).data;
    expect((await badges({ ids: own!.credentialId }, 'PAC-ADMIN')).status).toBe(404);
    expect((await badges({ ids: own!.credentialId }, 'SOLICITANTE')).status).toBe(403);
  });
});

describe("a demobilization's cascade", () => {
  it("inactivates the worker's active credential with the reason Cese", async () => {
    expect((await issue('IDE-DEMOB')).status).toBe(201);
    const registered = await callsAs(t, 'SOLICITANTE').post(API.registerDemobilization.path, {
      commandId: newCommandId('des'),
      personId: 'IDE-DEMOB',
      cessationReason: 'RENUNCIA',
      cessationDate: addDays(TODAY, 5),
      observation: 'Renuncia voluntaria presentada',
    });
    expect(registered.status).toBe(201);
    const { id } = (registered.body as { result: { id: string } }).result;
    const approved = await callsAs(t, 'APROBADOR').post(API.approveDemobilization.path, {
      commandId: newCommandId('dec'),
      demobilizationId: id,
    });
    expect(approved.status).toBe(200);
    const events = await store.readStream(STREAMS.credentials('IDE-DEMOB', CLIENT));
    expect(events.map((e) => [e.type, (e.data as { reason?: string }).reason])).toEqual([
      ['identification.CredentialIssued', undefined],
      ['identification.CredentialInactivated', 'CESE'],
    ]);
    const [row] = await credentialsOf('IDE-DEMOB');
    expect(row).toMatchObject({ status: 'I', inactivationReason: 'CESE' });
  });
});
