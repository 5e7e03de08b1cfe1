import { API, catalogItemStream, catalogPath, STREAMS, type GridPage } from '@faena/contracts';
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

/**
 * Whose administration records are whose (README, security notes): a contract, a position and a
 * customer are their client's; a person, a vehicle and a company follow the company (it serves a
 * client when it holds a contract with it, or none); countries' holidays and repository paths are
 * global, changed by the platform operator (ADMIN) only, not by a client's administrator (PAC-ADMIN).
 * The authorization matrix checks every record both ways; here, what each rule lets through.
 */
jest.setTimeout(120_000);

let t: TestApp;
let admin: Calls;
let pacAdmin: Calls;
let store: EventStore;

beforeAll(async () => {
  t = await startTestApp();
  [admin, pacAdmin] = ['ADMIN', 'PAC-ADMIN'].map((u) => callsAs(t, u)) as [Calls, Calls];
  store = t.app.get(EventStore);
});
afterAll(() => closeTestApp(t));

type Res = { status: number; body: unknown };
const result = (res: Res) => (res.body as { result: unknown }).result;
const created = (res: Res) => {
  expect([res.status, (res.body as { code?: string }).code]).toEqual([201, undefined]);
  return result(res) as { id: string; position: number };
};
/** The `key` of every row the grid at `path` answers, read after `afterPosition`. */
const ids = async (
  calls: Calls,
  path: string,
  { key, afterPosition }: { key: string; afterPosition: number },
) =>
  (
    result(await calls.get(path, { skip: 0, take: 1000, afterPosition })) as GridPage<
      Record<string, unknown>
    >
  ).data.map((r) => r[key]);
const PACIFICO = 'EMP-PACIFICO-SERV';

describe("a client's administrator", () => {
  it("registers positions, customers and contracts as its own client's, which the other client does not see", async () => {
    const position = created(
      await pacAdmin.post(API.registerPosition.path, {
        commandId: newCommandId('car'),
        code: 'CHF',
        name: 'Jefe de Perforación',
      }),
    );
    const customer = created(
      await pacAdmin.post(API.registerCustomer.path, {
        commandId: newCommandId('cli'),
        name: 'Hierro Sur S.A.',
        documentType: 'RUC',
        documentNumber: '20100000001',
        emails: ['a@hierro.pe', 'b@hierro.pe', 'c@hierro.pe'],
      }),
    );
    const contract = created(
      await pacAdmin.post(API.registerContract.path, {
        commandId: newCommandId('ctr'),
        code: 'CTR-PAC-777',
        companyId: PACIFICO,
        subject: 'Voladura secundaria',
        divisionId: 'DIV-MARCONA',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        quota: 4,
      }),
    );
    const after = Math.max(position.position, customer.position, contract.position);
    expect(
      await ids(pacAdmin, API.listPositions.path, { key: 'positionId', afterPosition: after }),
    ).toContain(position.id);
    expect(
      await ids(pacAdmin, API.listCustomers.path, { key: 'customerId', afterPosition: after }),
    ).toContain(customer.id);
    expect(
      await ids(pacAdmin, API.contractGrid.path, { key: 'contractId', afterPosition: after }),
    ).toContain('CTR-PAC-777');
    expect(
      await ids(admin, API.listPositions.path, { key: 'positionId', afterPosition: after }),
    ).not.toContain(position.id);
    expect(
      await ids(admin, API.listCustomers.path, { key: 'customerId', afterPosition: after }),
    ).not.toContain(customer.id);
    expect(
      await ids(admin, API.contractGrid.path, { key: 'contractId', afterPosition: after }),
    ).not.toContain('CTR-PAC-777');
    expect((await admin.get(API.getPosition.path, { positionId: position.id })).status).toBe(404);
  });

  it("changes its own contract by update and addendum, and the contract stays its client's", async () => {
    const contractId = 'CTR-2026-101';
    const row = result(await pacAdmin.get(API.getContract.path, { contractId })) as Record<
      string,
      unknown
    >;
    const update = await pacAdmin.post(API.updateContract.path, {
      commandId: newCommandId('upd'),
      contractId,
      code: contractId,
      companyId: PACIFICO,
      subject: 'Perforación y voladura (ampliado)',
      divisionId: 'DIV-MARCONA',
      startDate: row.startDate,
      endDate: row.endDate,
      quota: row.quota,
    });
    expect(update.status).toBe(200);
    const addendum = await pacAdmin.post(API.addContractAddendum.path, {
      commandId: newCommandId('add'),
      contractId,
      newQuota: Number(row.quota) + 5,
      reason: 'Más dotación',
      date: '2026-02-01',
    });
    expect(addendum.status).toBe(200);
    expect(
      result(await pacAdmin.get(API.getContract.path, { contractId })) as Record<string, unknown>,
    ).toEqual(
      expect.objectContaining({
        clientId: 'MINERA-PACIFICO',
        subject: 'Perforación y voladura (ampliado)',
        quota: Number(row.quota) + 5,
      }),
    );
    // the other client's administrator: not found, and the contract's stream takes nothing
    const before = await typesIn(store, STREAMS.contract(contractId));
    expect(
      (
        await admin.post(API.updateContract.path, {
          commandId: newCommandId('upd'),
          contractId,
          code: contractId,
          companyId: 'EMP-SERMISUR',
          subject: 'Tomado',
          divisionId: 'DIV-NORTE',
          startDate: '2026-01-01',
          endDate: '2026-12-31',
          quota: 1,
        })
      ).status,
    ).toBe(404);
    expect(await typesIn(store, STREAMS.contract(contractId))).toEqual(before);
  });

  it("puts people and vehicles only in companies it reaches, and moves no person into another client's company", async () => {
    const person = {
      commandId: newCommandId('per'),
      surnames: 'Condori Mamani',
      names: 'Lucio',
      documentType: 'DNI',
      documentNumber: '30100099',
      countryId: 'PE',
      companyId: PACIFICO,
    };
    const personId = created(await pacAdmin.post(API.registerPerson.path, person)).id;
    created(
      await pacAdmin.post(API.registerVehicle.path, {
        commandId: newCommandId('veh'),
        plate: 'P3M-777',
        type: 'Camioneta',
        brand: 'Toyota',
        model: 'Hilux',
        companyId: PACIFICO,
      }),
    );
    const intoFirst = await pacAdmin.post(API.registerVehicle.path, {
      commandId: newCommandId('veh'),
      plate: 'P3M-778',
      type: 'Camioneta',
      brand: 'Toyota',
      model: 'Hilux',
      companyId: 'EMP-SERMISUR',
    });
    expect([intoFirst.status, (intoFirst.body as { code: string }).code]).toEqual([
      422,
      'catalog.companyNotFound',
    ]);
    const moved = await pacAdmin.post(API.updatePerson.path, {
      ...person,
      commandId: newCommandId('upd'),
      personId,
      companyId: 'EMP-SERMISUR',
    });
    expect([moved.status, (moved.body as { code: string }).code]).toEqual([
      422,
      'catalog.companyNotFound',
    ]);
    expect(await typesIn(store, STREAMS.person(personId))).toEqual(['catalog.PersonRegistered']);
  });
});

describe('global master data and operations', () => {
  it("are read by a client's administrator and changed by the platform operator only", async () => {
    expect((await pacAdmin.get(API.listCountries.path)).status).toBe(200);
    expect((await pacAdmin.get(API.getCountry.path, { countryId: 'PE' })).status).toBe(200);
    expect((await pacAdmin.get(API.listRepositories.path)).status).toBe(200);
    const holiday = {
      commandId: newCommandId('hol'),
      countryId: 'PE',
      holiday: { day: 3, month: 3, name: 'Feriado regional' },
    };
    expect((await pacAdmin.post(API.setHoliday.path, holiday)).status).toBe(403);
    const repository = {
      commandId: newCommandId('rep'),
      path: '/srv/pacifico',
      user: 'svc',
      password: 'Abc.1234',
      confirmPassword: 'Abc.1234',
      maxSize: 1,
      unit: 'GB',
    };
    expect((await pacAdmin.post(API.registerRepository.path, repository)).status).toBe(403);
    expect(
      (await pacAdmin.post('/api/admin/projections/rebuild', { name: 'clients.v1' })).status,
    ).toBe(403);
    expect((await admin.post(API.setHoliday.path, holiday)).status).toBe(200);
    expect((await admin.post(API.registerRepository.path, repository)).status).toBe(201);
  });

  it("leave a client's own catalogues to its administrator and the shared ones to the platform operator", async () => {
    const costCenter = await pacAdmin.post(catalogPath('catalogCreate', 'cost-centers'), {
      commandId: newCommandId('cat'),
      code: 'PAC-CC1',
      description: 'Planta Marcona',
    });
    expect(costCenter.status).toBe(201);
    expect(
      await typesIn(store, catalogItemStream('cost-centers', 'MINERA-PACIFICO', 'PAC-CC1')),
    ).toEqual(['catalog.ItemCreated']);
    const colour = { commandId: newCommandId('cat'), code: 'PACRJ', description: 'Rojo Pacífico' };
    expect((await pacAdmin.post(catalogPath('catalogCreate', 'colours'), colour)).status).toBe(403);
    expect(
      (
        await pacAdmin.post(catalogPath('catalogCreate', 'document-types'), {
          commandId: newCommandId('cat'),
          code: 'PX',
          country: 'PE',
          description: 'Pase',
        })
      ).status,
    ).toBe(403);
    expect(await typesIn(store, catalogItemStream('colours', null, 'PACRJ'))).toEqual([]);
    expect((await admin.post(catalogPath('catalogCreate', 'colours'), colour)).status).toBe(201);
  });

  it("keep every client's users' histories to the platform operator", async () => {
    expect(
      (await pacAdmin.get(API.recordHistory.path, { stream: 'identity.user-ADMIN' })).status,
    ).toBe(403);
    expect(
      (await pacAdmin.get(API.recordHistory.path, { stream: 'identity.user-PAC-ADMIN' })).status,
    ).toBe(403);
    expect(
      (await admin.get(API.recordHistory.path, { stream: 'identity.user-ADMIN' })).status,
    ).toBe(200);
  });
});
