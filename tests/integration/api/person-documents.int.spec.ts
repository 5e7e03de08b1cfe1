import { API, catalogPath, personDocumentStream } from '@faena/contracts';
import { EventStore } from '@faena/core';
import {
  closeTestApp,
  callsAs,
  newCommandId,
  startTestApp,
  typesIn,
  type Calls,
  type TestApp,
} from '@faena/test-kit';
import { demoPeople } from '../../../services/api/src/seed/people';

jest.setTimeout(120_000);

let t: TestApp;
let store: EventStore;
let admin: Calls;

beforeAll(async () => {
  t = await startTestApp();
  store = t.app.get(EventStore);
  admin = callsAs(t, 'ADMIN');
});
afterAll(() => closeTestApp(t));

type Issue = { path: string; message: string; text: string };
const issues = (res: { body: unknown }) =>
  ((res.body as { issues?: Issue[] }).issues ?? []).map((i) => [i.path, i.text]);
const put = async (path: string, body: object) =>
  t.request
    .put(path)
    .set('Authorization', `Bearer ${await t.tokenFor('ADMIN')}`)
    .send(body);

const person = (over: Record<string, unknown> = {}) => ({
  commandId: newCommandId('per'),
  surnames: 'Ticona Apaza',
  names: 'Marco',
  documentType: 'DNI',
  documentNumber: '46000001',
  countryId: 'PE',
  companyId: 'EMP-SERMISUR',
  ...over,
});
const company = (over: Record<string, unknown> = {}) => ({
  commandId: newCommandId('emp'),
  name: 'Perforaciones del Sur',
  documentType: 'RUC',
  documentNumber: '20609876543',
  country: 'PE',
  ...over,
});

describe('the document is checked against the document-types catalogue at decision time', () => {
  it('follows a changed catalogue item: new type, exact-length flag, deactivation', async () => {
    const created = await admin.post(catalogPath('catalogCreate', 'document-types'), {
      commandId: newCommandId('cat'),
      code: 'CIM',
      country: 'PE',
      description: 'Carné de identidad militar',
      alias: 'CIM',
      exactLength: 'S',
      length: 6,
    });
    expect(created.status).toBe(201);
    const short = await admin.post(
      API.registerPerson.path,
      person({ documentType: 'CIM', documentNumber: 'A1234' }),
    );
    expect(short.status).toBe(400);
    expect(issues(short)).toEqual([
      ['documentNumber', 'La longitud del documento no coincide con la del tipo de documento.'],
    ]);

    // the administrator lifts the exact-length flag: up to 6 characters are now taken
    const lifted = await put(catalogPath('catalogUpdate', 'document-types'), {
      commandId: newCommandId('upd'),
      itemId: 'document-types-PE.CIM',
      exactLength: 'N',
    });
    expect(lifted.status).toBe(200);
    expect(
      (
        await admin.post(
          API.registerPerson.path,
          person({ documentType: 'CIM', documentNumber: 'A1234' }),
        )
      ).status,
    ).toBe(201);
    const long = await admin.post(
      API.registerPerson.path,
      person({ documentType: 'CIM', documentNumber: 'A123456' }),
    );
    expect(issues(long)).toEqual([
      ['documentNumber', 'El documento supera la longitud del tipo de documento.'],
    ]);

    // an inactive type is refused on the type field
    const off = await admin.post(catalogPath('catalogState', 'document-types'), {
      commandId: newCommandId('st'),
      itemId: 'document-types-PE.CIM',
      active: 'N',
    });
    expect(off.status).toBe(200);
    const inactive = await admin.post(
      API.registerPerson.path,
      person({ documentType: 'CIM', documentNumber: 'B1234' }),
    );
    expect(inactive.status).toBe(400);
    expect(issues(inactive)).toEqual([['documentType', 'El tipo de documento no es válido.']]);
  });

  it('refuses an unknown type, keeps the DNI pattern, and reads the person country first, then the company country', async () => {
    const unknown = await admin.post(
      API.registerPerson.path,
      person({ documentType: 'XYZ', documentNumber: '123' }),
    );
    expect(unknown.status).toBe(400);
    expect(issues(unknown)).toEqual([['documentType', 'El tipo de documento no es válido.']]);
    const dni = await admin.post(API.registerPerson.path, person({ documentNumber: '4600000A' }));
    expect(issues(dni)).toEqual([['documentNumber', 'El DNI debe tener 8 dígitos.']]);
    // a Chilean RUT: the person's country is CL, the item is document-types CL.RUT (length 10)
    expect(
      (
        await admin.post(
          API.registerPerson.path,
          person({ documentType: 'RUT', documentNumber: '21345678-5', countryId: 'CL' }),
        )
      ).status,
    ).toBe(201);
    // no country on the person: the company's (EMP-ATACAMA is Chilean) decides
    expect(
      (
        await admin.post(
          API.registerPerson.path,
          person({
            documentType: 'RUT',
            documentNumber: '21345679-3',
            countryId: '',
            companyId: 'EMP-ATACAMA',
          }),
        )
      ).status,
    ).toBe(201);
    const peruvianTypeInChile = await admin.post(
      API.registerPerson.path,
      person({ documentType: 'CE', documentNumber: 'X1', countryId: '', companyId: 'EMP-ATACAMA' }),
    );
    expect(issues(peruvianTypeInChile)).toEqual([
      ['documentType', 'El tipo de documento no es válido.'],
    ]);
  });

  it('checks a company document by the catalogue of the company country', async () => {
    const noRucInChile = await admin.post(API.registerCompany.path, company({ country: 'CL' }));
    expect(noRucInChile.status).toBe(400);
    expect(issues(noRucInChile)).toEqual([['documentType', 'El tipo de documento no es válido.']]);
    const rut = await admin.post(
      API.registerCompany.path,
      company({ documentType: 'RUT', documentNumber: '76543210-3', country: 'CL' }),
    );
    expect(rut.status).toBe(201);
    const pe = await admin.post(API.registerCompany.path, company());
    expect(pe.status).toBe(201);
  });
});

describe('one person per document type and number', () => {
  it('20 parallel registrations of one document: exactly one wins', async () => {
    const body = () => person({ documentNumber: '46000002' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => admin.post(API.registerPerson.path, body())),
    );
    const counts: Record<number, number> = {};
    for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
    console.log(`20 parallel registrations of DNI 46000002 → ${JSON.stringify(counts)}`);
    expect(counts).toEqual({ 201: 1, 422: 19 });
    const refused = answers.find((a) => a.status === 422)!;
    expect((refused.body as { message: string }).message).toBe(
      'Ya existe una persona registrada con ese tipo y número de documento.',
    );
    expect(await typesIn(store, personDocumentStream('DNI', '46000002'))).toEqual([
      'catalog.PersonDocumentClaimed',
    ]);
  });

  it('refuses the document of a seeded person', async () => {
    const seeded = demoPeople()[0]!;
    const res = await admin.post(
      API.registerPerson.path,
      person({ documentType: seeded.documentType, documentNumber: seeded.documentNumber }),
    );
    expect(res.status).toBe(422);
  });

  it('moves the claim when a person changes document', async () => {
    const reg = await admin.post(API.registerPerson.path, person({ documentNumber: '46000003' }));
    expect(reg.status).toBe(201);
    const personId = (reg.body as { result: { id: string } }).result.id;
    const moved = await admin.post(API.updatePerson.path, {
      ...person({ documentNumber: '46000004' }),
      personId,
    });
    expect(moved.status).toBe(200);
    expect(await typesIn(store, personDocumentStream('DNI', '46000003'))).toEqual([
      'catalog.PersonDocumentClaimed',
      'catalog.PersonDocumentReleased',
    ]);
    // the old document is free again, the new one is held
    expect(
      (await admin.post(API.registerPerson.path, person({ documentNumber: '46000003' }))).status,
    ).toBe(201);
    expect(
      (await admin.post(API.registerPerson.path, person({ documentNumber: '46000004' }))).status,
    ).toBe(422);
    // an update that keeps the document changes nothing on its stream
    expect(
      (
        await admin.post(API.updatePerson.path, {
          ...person({ documentNumber: '46000004', names: 'Marco A.' }),
          personId,
        })
      ).status,
    ).toBe(200);
    expect(await typesIn(store, personDocumentStream('DNI', '46000004'))).toEqual([
      'catalog.PersonDocumentClaimed',
    ]);
  });
});
