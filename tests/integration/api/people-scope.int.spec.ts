import { API, type GridPage, type PersonRow } from '@faena/contracts';
import {
  closeTestApp,
  callsAs,
  newCommandId,
  startTestApp,
  type Calls,
  type TestApp,
} from '@faena/test-kit';
import { SECOND_PEOPLE } from '../../../services/api/src/seed/data/second-client';
import { PEOPLE_COUNT as DEMO_PEOPLE } from '../../../services/api/src/seed/people';
import { SEEDED_VISITORS } from '../../../services/api/src/seed/visits-seed';

/** The demo's people and the visitors its visits registered (VISITA, issue 19). */
const PEOPLE_COUNT = DEMO_PEOPLE + SEEDED_VISITORS;

/**
 * Whose people a client sees (PeopleScope): a company's people are the client's when the company
 * holds a contract with it or no contract at all. The grid (also the export and the person
 * pickers, which call it), the single read and a person's or a document's history follow it.
 */
jest.setTimeout(90_000);

let t: TestApp;
let admin: Calls;
let aprobador: Calls;
let auditor: Calls;
let pacAprobador: Calls;

beforeAll(async () => {
  t = await startTestApp();
  [admin, aprobador, auditor, pacAprobador] = [
    'ADMIN',
    'APROBADOR',
    'AUDITOR',
    'PAC-APROBADOR',
  ].map((u) => callsAs(t, u)) as [Calls, Calls, Calls, Calls];
});
afterAll(() => closeTestApp(t));

const page = (res: { status: number; body: unknown }) => {
  expect(res.status).toBe(200);
  return (res.body as { result: GridPage<PersonRow> }).result;
};
const result = (res: { body: unknown }) => (res.body as { result: unknown }).result;
const SECOND_IDS: string[] = SECOND_PEOPLE.map(([personId]) => personId);
const PACIFICO = 'EMP-PACIFICO-SERV';
/** what the export and the pickers ask: every row the filters leave, in one page */
const everything = (calls: Calls, query: Record<string, unknown> = {}) =>
  calls.get(API.listPeople.path, { skip: 0, take: 1000, ...query });
const filter = (...conditions: Array<[string, string, string]>) =>
  JSON.stringify(
    conditions.length === 1 ? conditions[0] : conditions.flatMap((c, i) => (i ? ['and', c] : [c])),
  );

describe('people grid: each client sees the people of the companies that serve it', () => {
  it("lists the first client's people to its users, none of the second client's", async () => {
    for (const calls of [admin, aprobador]) {
      const all = page(await everything(calls));
      expect(all.totalCount).toBe(PEOPLE_COUNT);
      expect(all.data).toHaveLength(PEOPLE_COUNT);
      expect(
        all.data.filter((p) => SECOND_IDS.includes(p.personId) || p.companyId === PACIFICO),
      ).toEqual([]);
    }
  });

  it("lists the second client's people to its users, none of the first client's", async () => {
    const all = page(await everything(pacAprobador));
    expect(all.data.map((p) => p.personId).sort()).toEqual([...SECOND_IDS].sort());
    expect(all.totalCount).toBe(SECOND_IDS.length);
  });

  it("finds nobody of the other client by the pickers' and export's filters", async () => {
    expect(
      page(
        await everything(aprobador, {
          filter: filter(['fullName', 'contains', 'Palomino Yupanqui']),
        }),
      ).totalCount,
    ).toBe(0);
    expect(
      page(await everything(aprobador, { filter: filter(['companyId', '=', PACIFICO]) }))
        .totalCount,
    ).toBe(0);
    expect(
      page(
        await everything(aprobador, { filter: filter(['documentNumber', 'startswith', '301000']) }),
      ).totalCount,
    ).toBe(0);
    expect(
      page(
        await everything(pacAprobador, {
          filter: filter(['fullName', 'contains', 'Palomino Yupanqui']),
        }),
      ).data.map((p) => p.personId),
    ).toEqual(['PER-P001']);
    expect(
      page(await everything(pacAprobador, { filter: filter(['companyId', '=', 'EMP-SERMISUR']) }))
        .totalCount,
    ).toBe(0);
  });

  it('keeps paging, sorting, filters and the exact total inside the scope', async () => {
    const sort = JSON.stringify([{ selector: 'fullName', desc: true }]);
    const query = {
      filter: filter(['condition', '=', 'TRABAJADOR'], ['state', '=', 'active']),
      sort,
    };
    const whole = page(await everything(admin, query));
    const pages = [0, 1, 2].map((i) =>
      admin.get(API.listPeople.path, { ...query, skip: i * 10, take: 10 }),
    );
    const rows = (await Promise.all(pages)).map(page);
    expect(rows.every((p) => p.totalCount === whole.totalCount)).toBe(true);
    expect(rows.flatMap((p) => p.data.map((r) => [r.personId, r.RowIndex]))).toEqual(
      whole.data.slice(0, 30).map((r, i) => [r.personId, i + 1]),
    );
    expect(
      whole.data.every(
        (p) =>
          p.condition === 'TRABAJADOR' && p.state === 'active' && !SECOND_IDS.includes(p.personId),
      ),
    ).toBe(true);
    const names = whole.data.map((p) => p.fullName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });
});

describe('a company without contracts', () => {
  it("is every client's master data until it holds a contract; then only that client sees its people", async () => {
    const company = await admin.post(API.registerCompany.path, {
      commandId: newCommandId('emp'),
      name: 'Perforaciones Nuevas S.A.C.',
      documentType: 'RUC',
      documentNumber: '20609876541',
      country: 'PE',
      contractor: true,
    });
    expect(company.status).toBe(201);
    const companyId = (result(company) as { id: string }).id;
    const person = await admin.post(API.registerPerson.path, {
      commandId: newCommandId('per'),
      surnames: 'Ramos Tito',
      names: 'Eliana',
      documentType: 'DNI',
      documentNumber: '46600001',
      gender: 'F',
      birthDate: '1991-02-03',
      countryId: 'PE',
      email: 'eliana@perfonuevas.pe',
      companyId,
      position: 'Perforista',
      startDate: '2026-01-05',
      endDate: '2026-12-31',
      condition: 'TRABAJADOR',
    });
    expect(person.status).toBe(201);
    const { id: personId, position } = result(person) as { id: string; position: number };
    const seen = async (calls: Calls, afterPosition: number) => ({
      grid: page(
        await everything(calls, { filter: filter(['companyId', '=', companyId]), afterPosition }),
      ).data.map((p) => p.personId),
      read: (await calls.get(API.getPerson.path, { personId })).status,
    });
    expect(await seen(pacAprobador, position)).toEqual({ grid: [personId], read: 200 });
    expect(await seen(aprobador, position)).toEqual({ grid: [personId], read: 200 });

    const contract = await admin.post(API.registerContract.path, {
      commandId: newCommandId('ctr'),
      code: 'CTR-SCOPE-001',
      companyId,
      subject: 'Perforación diamantina',
      divisionId: 'DIV-NORTE',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      quota: 5,
    });
    expect(contract.status).toBe(201);
    const after = (result(contract) as { position: number }).position;
    expect(await seen(pacAprobador, after)).toEqual({ grid: [], read: 404 });
    expect(await seen(aprobador, after)).toEqual({ grid: [personId], read: 200 });
  });
});

describe("a person's history", () => {
  it("is not found for a client that does not see the person, nor is the person's document's", async () => {
    expect(
      (await auditor.get(API.recordHistory.path, { stream: 'catalog.person-PER-P001' })).status,
    ).toBe(404);
    expect(
      (await auditor.get(API.recordHistory.path, { stream: 'catalog.document-DNI-30100001' }))
        .status,
    ).toBe(404);
    expect(
      (await auditor.get(API.recordHistory.path, { stream: 'catalog.person-PER-0001' })).status,
    ).toBe(200);
    const own = page(await everything(admin)).data.find((p) => p.documentType === 'DNI')!;
    expect(
      (
        await auditor.get(API.recordHistory.path, {
          stream: `catalog.document-DNI-${own.documentNumber}`,
        })
      ).status,
    ).toBe(200);
  });
});
