import { API, type GridPage, type PersonDetail, type RecordHistory } from '@faena/contracts';
import {
  closeTestApp,
  callsAs,
  newCommandId,
  PDFS,
  startTestApp,
  type Calls,
  type TestApp,
  REQUEST_PICKED,
} from '@faena/test-kit';

jest.setTimeout(90_000);

let t: TestApp;
let admin: Calls;
let auditor: Calls;
let aprobador: Calls;
let contratista: Calls;

beforeAll(async () => {
  t = await startTestApp();
  [admin, auditor, aprobador, contratista] = ['ADMIN', 'AUDITOR', 'APROBADOR', 'CONTRATISTA'].map(
    (u) => callsAs(t, u),
  ) as [Calls, Calls, Calls, Calls];
});
afterAll(() => closeTestApp(t));

const result = (res: { body: unknown }) => (res.body as { result: unknown }).result;
type Issue = { path: string; message: string; text: string };
const issues = (res: { body: unknown }) => (res.body as { issues?: Issue[] }).issues ?? [];

const personBody = (over: Record<string, unknown> = {}) => ({
  commandId: newCommandId('per'),
  surnames: 'Quispe Huamán',
  names: 'Rosa Elena',
  documentType: 'DNI',
  documentNumber: '45871236',
  gender: 'F',
  birthDate: '1990-04-12',
  countryId: 'PE',
  email: 'rosa.quispe@sermisur.pe',
  companyId: 'EMP-SERMISUR',
  position: 'Operadora de camión',
  startDate: '2026-01-05',
  endDate: '2026-12-31',
  condition: 'TRABAJADOR',
  characteristics: [{ name: 'Talla', dataType: 'S', value: 'M' }],
  ...over,
});

async function registerPerson(over: Record<string, unknown> = {}): Promise<string> {
  const res = await admin.post(API.registerPerson.path, personBody(over));
  expect(res.status).toBe(201);
  return (result(res) as { id: string }).id;
}

describe('people administration', () => {
  it('registers, updates and reads back a person with its history', async () => {
    const personId = await registerPerson();
    const upd = await admin.post(API.updatePerson.path, {
      ...personBody({ mobilePhone: '987654321', names: 'Rosa Elena María' }),
      personId,
    });
    expect(upd.status).toBe(200);
    const person = result(await admin.get(API.getPerson.path, { personId })) as PersonDetail;
    expect(person).toEqual(
      expect.objectContaining({
        names: 'Rosa Elena María',
        mobilePhone: '987654321',
        companyName: 'Servicios Mineros del Sur S.A.C.',
        state: 'active',
      }),
    );
    const grid = result(
      await admin.get(API.listPeople.path, {
        filter: JSON.stringify(['documentNumber', '=', '45871236']),
        afterPosition: (result(upd) as { position: number }).position,
      }),
    ) as GridPage<{ personId: string; fullName: string }>;
    expect(grid.data.map((p) => p.fullName)).toEqual(['Rosa Elena María Quispe Huamán']);
    const history = result(
      await auditor.get(API.recordHistory.path, { stream: `catalog.person-${personId}` }),
    ) as RecordHistory;
    expect(history.events.map((e) => e.type)).toEqual([
      'catalog.PersonRegistered',
      'catalog.PersonUpdated',
    ]);
    expect(history.createdBy).toBe('ADMIN');
    expect(history.modifiedAt >= history.createdAt).toBe(true);
  });

  it('answers 400 with the field and the spec message (es and en), and changes nothing', async () => {
    const before = (result(await admin.get(API.listPeople.path, { take: 1 })) as GridPage<unknown>)
      .totalCount;
    const res = await admin.post(
      API.registerPerson.path,
      personBody({
        documentNumber: '1234',
        startDate: '2026-05-01',
        endDate: '2026-04-01',
        email: 'no-mail',
      }),
    );
    expect(res.status).toBe(400);
    expect(issues(res).map((i) => [i.path, i.text])).toEqual(
      expect.arrayContaining([
        ['documentNumber', 'El DNI debe tener 8 dígitos.'],
        ['startDate', 'La fecha de inicio no puede ser mayor a la fecha de fin.'],
        ['email', 'El correo no es válido.'],
      ]),
    );
    const en = await t.request
      .post(API.registerPerson.path)
      .set('Authorization', `Bearer ${await t.tokenFor('ADMIN')}`)
      .set('Accept-Language', 'en')
      .send(personBody({ documentNumber: '1234' }));
    expect(issues(en)[0]).toEqual(
      expect.objectContaining({ path: 'documentNumber', text: 'The DNI must have 8 digits.' }),
    );
    expect(
      (result(await admin.get(API.listPeople.path, { take: 1 })) as GridPage<unknown>).totalCount,
    ).toBe(before);
  });

  it('makes a terminated person read-only (422) but still takes a position', async () => {
    const personId = await registerPerson({ documentNumber: '40112233' });
    const term = await admin.post(API.changePersonState.path, {
      commandId: newCommandId('term'),
      personId,
      state: 'terminated',
      reason: 'Fin de contrato',
      date: '2026-06-30',
    });
    expect(term.status).toBe(200);
    const refused = await admin.post(API.updatePerson.path, {
      ...personBody({ documentNumber: '40112233' }),
      personId,
    });
    expect(refused.status).toBe(422);
    expect((refused.body as { message: string }).message).toBe(
      'La persona está cesada: sus datos son de solo lectura.',
    );
    const again = await admin.post(API.changePersonState.path, {
      commandId: newCommandId('act'),
      personId,
      state: 'active',
    });
    expect(again.status).toBe(422);
    const pos = await admin.post(API.assignPersonPosition.path, {
      commandId: newCommandId('pos'),
      personId,
      position: 'Supervisor',
    });
    expect(pos.status).toBe(200);
    const person = result(await admin.get(API.getPerson.path, { personId })) as PersonDetail;
    expect(person).toEqual(
      expect.objectContaining({
        state: 'terminated',
        condition: 'CESADO',
        position: 'Supervisor',
        endDate: '2026-06-30',
      }),
    );
  });

  it('records an indiscipline with a PDF (content and size checked) and serves it back', async () => {
    const personId = await registerPerson({ documentNumber: '41223344' });
    const pdfBytes = PDFS.valid('demo');
    const pdf = pdfBytes.toString('base64');
    const notPdf = Buffer.from('hello world').toString('base64');
    const bad = await admin.post(API.recordIndiscipline.path, {
      commandId: newCommandId('ind'),
      personId,
      severity: '2',
      observation: 'x',
      date: '2026-03-01',
      file: { fileName: 'a.pdf', contentBase64: notPdf },
    });
    expect(bad.status).toBe(400);
    expect(issues(bad)[0]?.text).toBe('Solo se permiten archivos PDF.');
    const entry = (contentBase64: string) => ({
      commandId: newCommandId('ind'),
      personId,
      severity: '2',
      observation: 'x',
      date: '2026-03-01',
      file: { fileName: 'acta.pdf', contentBase64 },
    });
    const scripted = await admin.post(
      API.recordIndiscipline.path,
      entry(PDFS.javaScriptOpenAction().toString('base64')),
    );
    expect([scripted.status, issues(scripted).map((i) => [i.path, i.message])]).toEqual([
      400,
      [['file.contentBase64', 'administration:pdfActiveContent']],
    ]);
    const oversized = await admin.post(
      API.recordIndiscipline.path,
      entry(PDFS.ofSize(900 * 1024).toString('base64')),
    );
    expect([oversized.status, issues(oversized).map((i) => [i.path, i.text])]).toEqual([
      400,
      [['file.contentBase64', 'Los archivos deben pesar menos de 0.5 MB']],
    ]);
    const ok = await admin.post(API.recordIndiscipline.path, {
      commandId: newCommandId('ind'),
      personId,
      severity: '3',
      observation: 'Ingreso sin EPP',
      date: '2026-03-01',
      file: { fileName: 'acta.pdf', contentBase64: pdf },
    });
    expect(ok.status).toBe(200);
    const person = result(await admin.get(API.getPerson.path, { personId })) as PersonDetail;
    expect(person.indiscipline).toEqual([
      expect.objectContaining({ severity: '3', fileName: 'acta.pdf', size: pdfBytes.length }),
    ]);
    const file = await t.request
      .get(API.personFile.path)
      .set('Authorization', `Bearer ${await t.tokenFor('ADMIN')}`)
      .query({ personId, key: person.indiscipline[0]!.fileKey });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
  });

  it('refuses writes without catalog.admin (403)', async () => {
    expect((await aprobador.post(API.registerPerson.path, personBody())).status).toBe(403);
    expect((await contratista.post(API.registerCompany.path, {})).status).toBe(403);
  });
});

describe('companies and contracts', () => {
  it('checks the company document by type (RUC 11 digits)', async () => {
    const res = await admin.post(API.registerCompany.path, {
      commandId: newCommandId('emp'),
      name: 'Test SAC',
      documentType: 'RUC',
      documentNumber: '2012345',
      country: 'PE',
    });
    expect(res.status).toBe(400);
    expect(issues(res)[0]).toEqual(
      expect.objectContaining({ path: 'documentNumber', text: 'El RUC debe tener 11 dígitos.' }),
    );
    const ok = await admin.post(API.registerCompany.path, {
      commandId: newCommandId('emp'),
      name: 'Andes Drilling S.A.C.',
      documentType: 'RUC',
      documentNumber: '20601234561',
      country: 'PE',
      contractor: true,
      nickname: 'ANDES',
    });
    expect(ok.status).toBe(201);
    const dup = await admin.post(API.registerCompany.path, {
      commandId: newCommandId('emp'),
      name: 'Otra',
      documentType: 'RUC',
      documentNumber: '20601234561',
      country: 'PE',
    });
    expect(dup.status).toBe(422);
  });

  it('extends a contract by addendum and the quota rule uses the new endowment', async () => {
    const code = 'CTR-TEST-001';
    const reg = await admin.post(API.registerContract.path, {
      commandId: newCommandId('ctr'),
      code,
      companyId: 'EMP-SERMISUR',
      subject: 'Perforación',
      divisionId: 'DIV-NORTE',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      quota: 1,
    });
    expect(reg.status).toBe(201);
    const range = await admin.post(API.registerContract.path, {
      commandId: newCommandId('ctr'),
      code: 'CTR-TEST-BAD',
      companyId: 'EMP-SERMISUR',
      subject: 'x',
      divisionId: 'DIV-NORTE',
      startDate: '2026-05-01',
      endDate: '2026-01-01',
      quota: 1,
    });
    expect(issues(range)[0]).toEqual(
      expect.objectContaining({
        path: 'endDate',
        text: 'La fecha fin no puede ser menor que la fecha inicio.',
      }),
    );
    const shorten = await admin.post(API.addContractAddendum.path, {
      commandId: newCommandId('add'),
      contractId: code,
      newEndDate: '2026-06-30',
      reason: 'x',
      date: '2026-02-01',
    });
    expect(shorten.status).toBe(422);
    const add = await admin.post(API.addContractAddendum.path, {
      commandId: newCommandId('add'),
      contractId: code,
      newEndDate: '2027-06-30',
      newQuota: 3,
      reason: 'Ampliación',
      date: '2026-02-01',
    });
    expect(add.status).toBe(200);
    const contract = result(await admin.get(API.getContract.path, { contractId: code })) as {
      endDate: string;
      quota: number;
      initialEndDate: string;
      addendums: unknown[];
    };
    expect(contract).toEqual(
      expect.objectContaining({ endDate: '2027-06-30', quota: 3, initialEndDate: '2026-12-31' }),
    );
    expect(contract.addendums).toHaveLength(1);
    const history = result(
      await admin.get(API.recordHistory.path, { stream: `catalog.contract-${code}` }),
    ) as RecordHistory;
    expect(history.events.map((e) => e.type)).toEqual([
      'catalog.ContractRegistered',
      'catalog.ContractAddendumAdded',
    ]);
  });
});

describe('contract quota after an addendum', () => {
  it('takes one more accreditation once an addendum raises the endowment', async () => {
    const solicitante = callsAs(t, 'SOLICITANTE');
    const code = 'CTR-TEST-QUOTA';
    expect(
      (
        await admin.post(API.registerContract.path, {
          commandId: newCommandId('ctr'),
          code,
          companyId: 'EMP-SERMISUR',
          subject: 'Cupo',
          divisionId: 'DIV-NORTE',
          startDate: '2026-01-01',
          endDate: '2030-12-31',
          quota: 1,
        })
      ).status,
    ).toBe(201);
    const first = await registerPerson({ documentNumber: '47000001' });
    const second = await registerPerson({ documentNumber: '47000002' });
    const today = new Date().toISOString().slice(0, 10);
    const submit = (personId: string) =>
      solicitante.post(API.submitRequest.path, {
        commandId: newCommandId('sol'),
        personId,
        contractId: code,
        startDate: today,
        endDate: today,
        reason: 'Ingreso a faena',
        ...REQUEST_PICKED,
      });
    expect((await submit(first)).status).toBe(201);
    const refused = await submit(second);
    expect(refused.status).toBe(422);
    expect((refused.body as { code: string }).code).toBe('accreditation.quotaExceeded');
    expect(
      (
        await admin.post(API.addContractAddendum.path, {
          commandId: newCommandId('add'),
          contractId: code,
          newQuota: 2,
          reason: 'Más dotación',
          date: today,
        })
      ).status,
    ).toBe(200);
    expect((await submit(second)).status).toBe(201);
  });
});

describe('simple records', () => {
  it('stores a repository password hashed and never answers it', async () => {
    const mismatch = await admin.post(API.registerRepository.path, {
      commandId: newCommandId('rep'),
      path: '/data/docs',
      user: 'svc',
      password: 'Abc.1234',
      confirmPassword: 'x',
      maxSize: 10,
      unit: 'GB',
    });
    expect(issues(mismatch)[0]).toEqual(
      expect.objectContaining({
        path: 'confirmPassword',
        text: 'La contraseña y su confirmación deben ser iguales.',
      }),
    );
    const ok = await admin.post(API.registerRepository.path, {
      commandId: newCommandId('rep'),
      path: '/data/docs',
      user: 'svc',
      password: 'Abc.1234',
      confirmPassword: 'Abc.1234',
      maxSize: 10,
      unit: 'GB',
    });
    expect(ok.status).toBe(201);
    const id = (result(ok) as { id: string }).id;
    const got = await admin.get(API.getRepository.path, { repositoryId: id });
    expect(JSON.stringify(got.body)).not.toMatch(/Abc\.1234|scrypt|passwordHash/);
    expect((result(got) as { hasPassword: boolean }).hasPassword).toBe(true);
    const history = await admin.get(API.recordHistory.path, { stream: `catalog.repository-${id}` });
    expect(JSON.stringify(history.body)).not.toMatch(/Abc\.1234|scrypt|passwordHash/);
  });

  it('answers customers and repositories (list, record, history) to administrators only', async () => {
    const rep = await admin.post(API.registerRepository.path, {
      commandId: newCommandId('rep'),
      path: '/srv/faena/adjuntos',
      user: 'svc-faena',
      password: 'Abc.1234',
      confirmPassword: 'Abc.1234',
      maxSize: 5,
      unit: 'GB',
    });
    const [repositoryId, customerId] = [(result(rep) as { id: string }).id, 'CLI-001']; // a demo customer
    const afterPosition = (result(rep) as { position: number }).position;
    const calls = [
      (c: Calls) => c.get(API.listRepositories.path, { afterPosition }),
      (c: Calls) => c.get(API.getRepository.path, { repositoryId }),
      (c: Calls) => c.get(API.recordHistory.path, { stream: `catalog.repository-${repositoryId}` }),
      (c: Calls) => c.get(API.listCustomers.path, { afterPosition }),
      (c: Calls) => c.get(API.getCustomer.path, { customerId }),
      (c: Calls) => c.get(API.recordHistory.path, { stream: `catalog.customer-${customerId}` }),
    ];
    for (const call of calls) {
      expect((await call(admin)).status).toBe(200);
      for (const reader of [auditor, aprobador, contratista])
        expect((await call(reader)).status).toBe(403);
    }
  });

  it('keeps template holidays fixed and edits the others', async () => {
    const add = await admin.post(API.setHoliday.path, {
      commandId: newCommandId('hol'),
      countryId: 'PE',
      holiday: { day: 15, month: 9, name: 'Día de prueba' },
    });
    expect(add.status).toBe(200);
    const template = await admin.post(API.removeHoliday.path, {
      commandId: newCommandId('hol'),
      countryId: 'PE',
      day: 28,
      month: 7,
    });
    expect(template.status).toBe(422);
    expect((template.body as { message: string }).message).toBe(
      'Los feriados de plantilla no se pueden modificar ni eliminar.',
    );
    const badDay = await admin.post(API.setHoliday.path, {
      commandId: newCommandId('hol'),
      countryId: 'PE',
      holiday: { day: 31, month: 2, name: 'x' },
    });
    expect(badDay.status).toBe(400);
    const removed = await admin.post(API.removeHoliday.path, {
      commandId: newCommandId('hol'),
      countryId: 'PE',
      day: 15,
      month: 9,
    });
    expect(removed.status).toBe(200);
  });

  it('registers and lists a vehicle, a position and a customer', async () => {
    const veh = await admin.post(API.registerVehicle.path, {
      commandId: newCommandId('veh'),
      plate: 'XYZ-987',
      type: 'Camioneta',
      brand: 'Toyota',
      model: 'Hilux',
      companyId: 'EMP-SERMISUR',
      year: 2024,
    });
    expect(veh.status).toBe(201);
    const pos = await admin.post(API.registerPosition.path, {
      commandId: newCommandId('car'),
      code: 'OPX',
      name: 'Operador X',
    });
    expect(pos.status).toBe(201);
    const cus = await admin.post(API.registerCustomer.path, {
      commandId: newCommandId('cli'),
      name: 'Cliente',
      documentType: 'RUC',
      documentNumber: '20100000001',
      emails: ['a@b.pe', 'c@d.pe', 'bad'],
    });
    expect(issues(cus)[0]).toEqual(
      expect.objectContaining({ path: 'emails.2', text: 'El correo no es válido.' }),
    );
    const list = result(
      await admin.get(API.listVehicles.path, {
        filter: JSON.stringify(['plate', '=', 'XYZ-987']),
        afterPosition: (result(veh) as { position: number }).position,
      }),
    ) as GridPage<{ plate: string; companyName: string }>;
    expect(list.data).toEqual([
      expect.objectContaining({
        plate: 'XYZ-987',
        companyName: 'Servicios Mineros del Sur S.A.C.',
      }),
    ]);
  });
});

describe('GET /api/historial', () => {
  it('authorizes by the stream category', async () => {
    expect(
      (await aprobador.get(API.recordHistory.path, { stream: 'catalog.person-PER-0001' })).status,
    ).toBe(403);
    expect(
      (await auditor.get(API.recordHistory.path, { stream: 'catalog.person-PER-0001' })).status,
    ).toBe(200);
    expect(
      (await auditor.get(API.recordHistory.path, { stream: 'identity.user-ADMIN' })).status,
    ).toBe(403);
    expect(
      (await admin.get(API.recordHistory.path, { stream: 'catalog.person-NOPE' })).status,
    ).toBe(404);
    expect((await admin.get(API.recordHistory.path, { stream: '../x' })).status).toBe(400);
  });
});
