import {
  API,
  catalogCollection,
  catalogPath,
  CATALOGS,
  catalogItemStream,
  type CatalogDefinition,
  type CatalogField,
  type CatalogItemRow,
  type GridPage,
} from '@faena/contracts';
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
import { CATALOG_SEED } from '../../../services/api/src/seed/data/catalogs';

jest.setTimeout(120_000);

let t: TestApp;
let store: EventStore;
let admin: Calls;
let solicitante: Calls;

const put = async (username: string, path: string, body: unknown) =>
  t.request
    .put(path)
    .set('Authorization', `Bearer ${await t.tokenFor(username)}`)
    .send(body as object);
const create = (catalogId: string, body: Record<string, unknown>) =>
  admin.post(catalogPath('catalogCreate', catalogId), { commandId: newCommandId('cat'), ...body });
const grid = async (catalogId: string, query: Record<string, unknown> = {}) => {
  const afterPosition = await store.headPosition();
  const res = await admin.get(catalogPath('catalogGrid', catalogId), {
    afterPosition,
    take: 1000,
    ...query,
  });
  expect(res.status).toBe(200);
  return (res.body as { result: GridPage<CatalogItemRow> }).result;
};
const issues = (res: { body: unknown }) =>
  ((res.body as { issues?: Array<{ path: string; message: string }> }).issues ?? []).map((i) => [
    i.path,
    i.message,
  ]);
const list = async (path: string, query: Record<string, unknown> = {}) => {
  const res = await admin.get(path, query);
  expect(res.status).toBe(200);
  return (res.body as { result: CatalogItemRow[] }).result;
};

beforeAll(async () => {
  t = await startTestApp();
  store = t.app.get(EventStore);
  [admin, solicitante] = ['ADMIN', 'SOLICITANTE'].map((u) => callsAs(t, u)) as [Calls, Calls];
});
afterAll(() => closeTestApp(t));

describe('generic catalogue calls', () => {
  it('create an item (201 with id and position) that the grid shows with RowIndex, audit fields and active S', async () => {
    const res = await create('fuels', { code: 'H2', description: 'Hidrógeno verde' });
    expect(res.status).toBe(201);
    expect(res.body.result).toMatchObject({ id: 'fuels-H2', position: expect.any(Number) });
    const page = await grid('fuels', { filter: JSON.stringify(['code', '=', 'H2']) });
    expect(page.totalCount).toBe(1);
    expect(page.data[0]).toMatchObject({
      RowIndex: 1,
      code: 'H2',
      description: 'Hidrógeno verde',
      active: 'S',
      createdBy: 'ADMIN',
      itemId: 'fuels-H2',
    });
    expect(await typesIn(store, catalogItemStream('fuels', null, 'H2'))).toEqual([
      'catalog.ItemCreated',
    ]);
  });

  it('page, sort and filter the grid by the spec convention', async () => {
    const page = await grid('fuels', {
      skip: 1,
      take: 2,
      sort: JSON.stringify([{ selector: 'code', desc: true }]),
    });
    expect(page.data.map((r) => r.RowIndex)).toEqual([2, 3]);
    expect(page.totalCount).toBeGreaterThanOrEqual(5);
    const codes = (
      await grid('fuels', { sort: JSON.stringify([{ selector: 'code', desc: true }]) })
    ).data.map((r) => r.code);
    expect(codes).toEqual([...codes].sort().reverse());
    const bad = await admin.get(catalogPath('catalogGrid', 'fuels'), {
      filter: JSON.stringify(['secret', '=', 'x']),
    });
    expect(bad.status).toBe(400);
  });

  it('answer 400 with field paths for values the declaration refuses, and append nothing', async () => {
    const before = await store.headPosition();
    const res = await create('document-types', {
      code: 'bad code',
      country: 'PE',
      description: '',
      alias: 'X',
      exactLength: 'Q',
      length: 99,
      extra: 1,
    });
    expect(res.status).toBe(400);
    expect(issues(res)).toEqual(
      expect.arrayContaining([
        ['code', 'patterns:code'],
        ['description', 'common:requiredField'],
        ['exactLength', 'common:requiredField'],
        ['length', 'catalogs:outOfRange'],
      ]),
    );
    expect(await store.headPosition()).toBe(before);
  });

  it('refuse a code already taken in the same scope (422) but allow it in another country', async () => {
    const taken = await create('document-types', {
      code: 'dni',
      country: 'PE',
      description: 'Otro DNI',
      alias: 'DNI',
      exactLength: 'S',
      length: 8,
    });
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('catalogs.codeTaken');
    const other = await create('document-types', {
      code: 'DNI',
      country: 'BO',
      description: 'Cédula de identidad',
      alias: 'CI',
      exactLength: 'N',
      length: 10,
    });
    expect(other.status).toBe(201);
  });

  it('update editable fields, refuse a change of a non-editable one (400) and keep it unchanged', async () => {
    await create('models', { code: 'URVAN', description: 'Urvan', brand: 'NISSAN' });
    const path = catalogPath('catalogUpdate', 'models');
    const refused = await put('ADMIN', path, {
      commandId: newCommandId('upd'),
      itemId: 'models-URVAN',
      brand: 'TOYOTA',
      description: 'Urvan 15 pasajeros',
    });
    expect(refused.status).toBe(400);
    expect(issues(refused)).toEqual([['brand', 'catalogs:fieldNotEditable']]);
    const ok = await put('ADMIN', path, {
      commandId: newCommandId('upd'),
      itemId: 'models-URVAN',
      brand: 'NISSAN',
      description: 'Urvan 15 pasajeros',
    });
    expect(ok.status).toBe(200);
    const [row] = (await grid('models', { filter: JSON.stringify(['code', '=', 'URVAN']) })).data;
    expect(row).toMatchObject({
      brand: 'NISSAN',
      description: 'Urvan 15 pasajeros',
      modifiedBy: 'ADMIN',
    });
  });

  it('refuse a reference to a brand that does not exist', async () => {
    const res = await create('models', { code: 'X1', description: 'X1', brand: 'NOEXISTE' });
    expect(res.status).toBe(400);
    expect(issues(res)).toEqual([['brand', 'catalogs:refNotFound']]);
  });

  it('deactivate and reactivate (no remove); 404 for an unknown item or catalogue', async () => {
    const path = catalogPath('catalogState', 'colours');
    const off = await admin.post(path, {
      commandId: newCommandId('st'),
      itemId: 'colours-NEGRO',
      active: 'N',
    });
    expect(off.status).toBe(200);
    expect(
      (await grid('colours', { filter: JSON.stringify(['code', '=', 'NEGRO']) })).data[0]?.active,
    ).toBe('N');
    expect(
      (
        await admin.post(path, {
          commandId: newCommandId('st'),
          itemId: 'colours-NEGRO',
          active: 'S',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await admin.post(path, {
          commandId: newCommandId('st'),
          itemId: 'colours-VIOLETA',
          active: 'N',
        })
      ).status,
    ).toBe(404);
    expect((await admin.get('/api/SistemaCatalogo/no-such/listar')).status).toBe(404);
  });

  it('let only administrators write (403) while readers read', async () => {
    const res = await solicitante.post(catalogPath('catalogCreate', 'fuels'), {
      commandId: newCommandId('cat'),
      code: 'KERO',
      description: 'Kerosene',
    });
    expect(res.status).toBe(403);
  });

  it('serve the field metadata of a catalogue', async () => {
    const res = await admin.get(catalogPath('catalogMetadata', 'document-types'));
    expect(res.body.result.fields).toEqual(
      expect.arrayContaining([{ Campo: 'length', Obligatorio: 'S', Modificable: 'N' }]),
    );
  });

  it('keep one code per catalogue under 50 concurrent creates: exactly one wins', async () => {
    const before = await store.headPosition();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        create('colours', { code: 'TURQUESA', description: `Turquesa ${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    const won = statuses.filter((s) => s === 201).length;
    const taken = answers.filter(
      (a) => a.status === 422 && a.body.code === 'catalogs.codeTaken',
    ).length;
    console.log(
      `50 concurrent creates of colours/TURQUESA: ${won} created, ${taken} refused codeTaken, others ${JSON.stringify(statuses.filter((s) => s !== 201 && s !== 422))}`,
    );
    expect(won).toBe(1);
    expect(taken).toBe(49);
    expect(await typesIn(store, catalogItemStream('colours', null, 'TURQUESA'))).toEqual([
      'catalog.ItemCreated',
    ]);
    expect(
      (await grid('colours', { filter: JSON.stringify(['code', '=', 'TURQUESA']) })).totalCount,
    ).toBe(1);
    expect(await store.headPosition()).toBeGreaterThan(before);
  });
});

describe('reference calls of spec point 7', () => {
  it('document types by country, with path case as Express allows', async () => {
    const pe = await list(API.referenceDocumentTypes.path, { IdPais: 'PE' });
    expect(pe.map((r) => r.code)).toEqual(
      expect.arrayContaining(['DNI', 'RUC', 'CE', 'PASAPORTE']),
    );
    expect(pe.find((r) => r.code === 'DNI')).toMatchObject({
      exactLength: 'S',
      length: 8,
      country: 'PE',
    });
    expect(pe.every((r) => r.country === 'PE')).toBe(true);
    const cl = await list('/api/SistemaTipoDocumento/ObtenerTodos', { IdPais: 'CL' });
    expect(cl.map((r) => r.code)).toContain('RUT');
  });

  it('blood types, civil status, licences per country', async () => {
    expect((await list(API.referenceBloodTypes.path)).map((r) => r.description)).toEqual(
      expect.arrayContaining(['O+', 'AB-']),
    );
    expect((await list(API.referenceCivilStatus.path)).length).toBeGreaterThanOrEqual(4);
    expect(
      (await list(API.referenceDrivingLicences.path, { IdPais: 'PE' })).map((r) => r.code),
    ).toEqual(expect.arrayContaining(['A-I', 'A-IIa', 'A-IIIc']));
  });

  it("divisions and functions of the caller's client, functions by contractor flag; inactive items left out", async () => {
    expect(
      (await list(API.referenceDivisions.path, { IdCliente: 'MINERA-ANDINA' })).map((r) => r.code),
    ).toEqual(['DIV-NORTE', 'DIV-SUR']);
    expect(await list(API.referenceDivisions.path, { IdCliente: 'OTRO-CLIENTE' })).toEqual([]);
    const contractor = await list(API.referenceFunctions.path, {
      IdCliente: 'MINERA-ANDINA',
      Contratista: 'S',
    });
    expect(contractor.length).toBeGreaterThan(0);
    expect(contractor.every((r) => r.contractor === 'S')).toBe(true);
    const own = await list(API.referenceFunctions.path, {
      IdCliente: 'MINERA-ANDINA',
      Contratista: 'false',
    });
    expect(own.every((r) => r.contractor === 'N')).toBe(true);
    await admin.post(catalogPath('catalogState', 'blood-types'), {
      commandId: newCommandId('st'),
      itemId: 'blood-types-ABNEG',
      active: 'N',
    });
    await grid('blood-types');
    expect((await list(API.referenceBloodTypes.path)).map((r) => r.code)).not.toContain('ABNEG');
  });
});

/** A seeded item code of a catalogue ('' when it seeds none). */
const seeded = (id: string): string => CATALOG_SEED.find(([c]) => c === id)?.[1][0]?.[0] ?? '';

/** The sample text each text pattern accepts (any other pattern: plain words). */
const SAMPLE_TEXT: Readonly<Record<string, string>> = {
  lettersNumbersHyphen: 'SMK-1',
  code: 'SMK-1',
  lettersSpaces: 'Prueba',
};

/** A valid sample value per field type. */
const SAMPLE_BY_TYPE: Readonly<Record<CatalogField['type'], (f: CatalogField) => string | number>> =
  {
    int: (f) => f.min ?? 0,
    flag: () => 'S',
    enum: (f) => f.options?.[0]?.value ?? '',
    ref: (f) => seeded(f.ref ?? ''),
    text: (f) => (SAMPLE_TEXT[f.pattern ?? ''] ?? 'Prueba smoke').slice(0, f.max ?? 120),
  };

/** A valid value for a field, from its declaration (refs: a seeded item of the referenced catalogue). */
function sampleValue(f: CatalogField): string | number {
  return SAMPLE_BY_TYPE[f.type](f);
}

describe('smoke: every declared catalogue', () => {
  it.each(CATALOGS.map((c) => [c.id, c] as const))(
    '%s: create → appears in its grid',
    async (_id, def: CatalogDefinition) => {
      const body = Object.fromEntries(def.fields.map((f) => [f.name, sampleValue(f)]));
      const res = await create(def.id, { code: 'SMOKE-1', ...body });
      expect([res.status, issues(res)]).toEqual([201, []]);
      const page = await grid(def.id, { filter: JSON.stringify(['code', '=', 'SMOKE-1']) });
      expect(page.data).toEqual([
        expect.objectContaining({ code: 'SMOKE-1', active: 'S', RowIndex: 1 }),
      ]);
      expect(catalogCollection(def.id)).toBeTruthy();
    },
  );
});
