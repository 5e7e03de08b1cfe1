import {
  API,
  type GridPage,
  type PersonRow,
  type RequestRow,
  type SearchHit,
} from '@faena/contracts';
import { closeTestApp, callsAs, startTestApp, type Calls, type TestApp } from '@faena/test-kit';
import { SECOND_COMPANY, SECOND_VEHICLES } from '../../../services/api/src/seed/data/second-client';

/**
 * The global search (GET /api/SistemaBusqueda/buscar?q=…): signed-in only, q of at least 2
 * characters, and every kind read with its grid's scope, so a client's users never find another
 * client's people, requests, vehicles or companies, and a contractor only its company's requests.
 */
jest.setTimeout(90_000);

let t: TestApp;
let admin: Calls;
let pacAdmin: Calls;
let pacAprobador: Calls;
let aprobador: Calls;
let contratista: Calls;

beforeAll(async () => {
  t = await startTestApp();
  [admin, pacAdmin, pacAprobador, aprobador, contratista] = [
    'ADMIN',
    'PAC-ADMIN',
    'PAC-APROBADOR',
    'APROBADOR',
    'CONTRATISTA',
  ].map((u) => callsAs(t, u)) as [Calls, Calls, Calls, Calls, Calls];
});
afterAll(() => closeTestApp(t));

const search = async (calls: Calls, q: string): Promise<SearchHit[]> => {
  const res = await calls.get(API.globalSearch.path, { q });
  expect(res.status).toBe(200);
  return (res.body as { result: SearchHit[] }).result;
};
const idsOf = (hits: SearchHit[], kind: SearchHit['kind']) =>
  hits.filter((h) => h.kind === kind).map((h) => h.id);
const requests = async (calls: Calls) => {
  const res = await calls.get(API.listRequests.path, { skip: 0, take: 1000 });
  return (res.body as { result: GridPage<RequestRow> }).result.data;
};
const peopleOf = async (calls: Calls) => {
  const res = await calls.get(API.listPeople.path, { skip: 0, take: 1 });
  return (res.body as { result: GridPage<PersonRow> }).result.data;
};
const PAC_PLATE = SECOND_VEHICLES[0].plate;

describe('global search: validation and sign-in', () => {
  it('answers 401 to an anonymous caller', async () => {
    const res = await t.request.get(API.globalSearch.path).query({ q: 'PER' });
    expect(res.status).toBe(401);
  });

  it.each([[''], ['a'], ['  b  ']])('answers 400 with the field for q=%j', async (q) => {
    const res = await admin.get(API.globalSearch.path, { q });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('"q"');
    expect(JSON.stringify(res.body)).toContain('Escriba al menos 2 caracteres para buscar.');
  });

  it('answers the English text when asked', async () => {
    const res = await admin.get(API.globalSearch.path, { q: 'x', lang: 'en' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Type at least 2 characters to search.');
  });
});

describe('global search: each client finds only its own records', () => {
  it("finds the second client's person, vehicle and company only for its users", async () => {
    const pac = await search(pacAdmin, 'Palomino Yupanqui');
    expect(idsOf(pac, 'person')).toEqual(['PER-P001']);
    expect(idsOf(await search(admin, 'Palomino Yupanqui'), 'person')).toEqual([]);
    expect(idsOf(await search(aprobador, 'Palomino Yupanqui'), 'person')).toEqual([]);

    expect(idsOf(await search(pacAdmin, PAC_PLATE.toLowerCase()), 'vehicle')).toEqual([PAC_PLATE]);
    expect(idsOf(await search(admin, PAC_PLATE), 'vehicle')).toEqual([]);

    const byRuc = await search(pacAprobador, SECOND_COMPANY.rucBase);
    expect(idsOf(byRuc, 'company')).toEqual([SECOND_COMPANY.companyId]);
    expect(idsOf(await search(admin, SECOND_COMPANY.rucBase), 'company')).toEqual([]);
    expect(idsOf(await search(admin, SECOND_COMPANY.name), 'company')).toEqual([]);
  });

  it("finds the first client's records for its users, never for the second client's", async () => {
    const [person] = await peopleOf(admin);
    expect(person).toBeDefined();
    expect(idsOf(await search(admin, person!.documentNumber), 'person')).toEqual([
      person!.personId,
    ]);
    expect(idsOf(await search(admin, person!.fullName), 'person')).toContain(person!.personId);
    expect(idsOf(await search(pacAdmin, person!.documentNumber), 'person')).toEqual([]);
    expect(idsOf(await search(pacAdmin, person!.fullName), 'person')).toEqual([]);
    const [request] = await requests(admin);
    expect(request).toBeDefined();
    expect(idsOf(await search(admin, request!.code), 'request')).toContain(request!.requestId);
    expect(idsOf(await search(pacAdmin, request!.code), 'request')).toEqual([]);
  });

  it("finds a contractor only its company's requests", async () => {
    const own = new Set((await requests(contratista)).map((r) => r.requestId));
    const all = await requests(admin);
    const others = all.filter((r) => !own.has(r.requestId));
    expect(others.length).toBeGreaterThan(0);
    for (const other of others.slice(0, 3))
      expect(idsOf(await search(contratista, other.code), 'request')).toEqual([]);
    const prefix = all[0]!.code.slice(0, 3);
    const found = idsOf(await search(contratista, prefix), 'request');
    expect(found.every((id) => own.has(id))).toBe(true);
    expect(idsOf(await search(admin, prefix), 'request')).toHaveLength(5);
  });
});

describe('global search: accents and case ignored', () => {
  it('finds a person named with accents by the name without them, in any case', async () => {
    const res = await admin.get(API.listPeople.path, {
      skip: 0,
      take: 1,
      filter: JSON.stringify(['fullName', 'contains', 'é']),
    });
    const [person] = (res.body as { result: GridPage<PersonRow> }).result.data;
    expect(person).toBeDefined();
    const accented = person!.fullName.split(' ').find((w) => /[^\x20-\x7e]/.test(w))!;
    const plain = accented.normalize('NFD').replace(/\p{M}/gu, '');
    expect(plain).not.toBe(accented);
    const query = `${person!.fullName.split(' ')[0]!} ${plain}`;
    expect(idsOf(await search(admin, query.toLowerCase()), 'person')).toContain(person!.personId);
    expect(idsOf(await search(admin, query.toUpperCase()), 'person')).toContain(person!.personId);
  });
});
