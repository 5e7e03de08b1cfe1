import { API, type ContractRow, type GridPage, type PersonRow } from '@faena/contracts';
import { closeTestApp, callsAs, startTestApp, type Calls, type TestApp } from '@faena/test-kit';
import { PEOPLE_COUNT as DEMO_PEOPLE } from '../../../services/api/src/seed/people';
import { SEEDED_VISITORS } from '../../../services/api/src/seed/visits-seed';

/** The demo's people and the visitors its visits registered (VISITA, issue 19). */
const PEOPLE_COUNT = DEMO_PEOPLE + SEEDED_VISITORS;

// the int project's testTimeout does not reach the tests (Jest 30 runs them at 5 s); starting a seeded app takes longer
jest.setTimeout(60_000);

let t: TestApp;
let admin: Calls;
let contratista: Calls;
let monitor: Calls;

beforeAll(async () => {
  t = await startTestApp();
  [admin, contratista, monitor] = ['ADMIN', 'CONTRATISTA', 'MONITOR'].map((u) => callsAs(t, u)) as [
    Calls,
    Calls,
    Calls,
  ];
});
afterAll(() => closeTestApp(t));

const page = (res: { body: unknown }) => (res.body as { result: GridPage<PersonRow> }).result;

describe('GET AdministracionPersona/listar (people grid)', () => {
  it('pages every person with RowIndex', async () => {
    const res = await admin.get(API.listPeople.path, { skip: 10, take: 5 });
    expect(res.status).toBe(200);
    // people are master data, but a client sees only the people of the companies that serve it:
    // the second client's contractor is not the first client's (see people-scope.int.spec.ts)
    expect(page(res).totalCount).toBe(PEOPLE_COUNT);
    expect(page(res).data.map((p) => p.RowIndex)).toEqual([11, 12, 13, 14, 15]);
  });

  it('filters and sorts by the offered fields', async () => {
    const res = await admin.get(API.listPeople.path, {
      take: 100,
      filter: JSON.stringify([
        ['companyId', '=', 'EMP-TRANSCRUZ'],
        'and',
        ['condition', '=', 'TRABAJADOR'],
      ]),
      sort: JSON.stringify([{ selector: 'fullName', desc: true }]),
    });
    const names = page(res).data.map((p) => p.fullName);
    expect(
      page(res).data.every((p) => p.companyId === 'EMP-TRANSCRUZ' && p.condition === 'TRABAJADOR'),
    ).toBe(true);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
  });

  it('shows a contractor only the people of its company', async () => {
    const res = await contratista.get(API.listPeople.path, { take: 100 });
    expect(page(res).totalCount).toBe(40);
    expect(new Set(page(res).data.map((p) => p.companyId))).toEqual(new Set(['EMP-SERMISUR']));
  });

  it('refuses an unknown field (400) and a profile without catalog.read (403)', async () => {
    const res = await admin.get(API.listPeople.path, {
      filter: JSON.stringify(['accreditedClients', '=', 'x']),
    });
    expect(res.status).toBe(400);
    expect((res.body as { issues: Array<{ path: string }> }).issues[0]?.path).toBe('filter');
    expect((await admin.get(API.listPeople.path, { take: 5000 })).status).toBe(400);
    expect((await monitor.get(API.listPeople.path)).status).toBe(403);
  });
});

describe('GET AdministracionContrato/obtenerTodos', () => {
  it('lists the contracts of the client, and of its own company to a contractor', async () => {
    const all = (await admin.get(API.listContracts.path)).body as { result: ContractRow[] };
    expect(all.result).toHaveLength(7);
    expect(all.result.every((c) => c.clientId === 'MINERA-ANDINA')).toBe(true);
    const own = (await contratista.get(API.listContracts.path)).body as { result: ContractRow[] };
    expect(own.result.map((c) => c.companyId)).toEqual(['EMP-SERMISUR']);
    expect((await monitor.get(API.listContracts.path)).status).toBe(403);
  });
});
