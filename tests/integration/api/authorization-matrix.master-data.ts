import {
  API,
  CompanyFieldsSchema,
  ContractFieldsSchema,
  CUSTOMER_BODIES,
  PersonFieldsSchema,
  POSITION_BODIES,
  STREAMS,
  VEHICLE_BODIES,
} from '@faena/contracts';
import { newCommandId, type Calls } from '@faena/test-kit';

/** One client's administration records (ids as in the demo data). */
export interface RecordIds {
  clientId: string;
  personId: string;
  contractId: string;
  vehicleId: string;
  positionId: string;
  customerId: string;
}

/** The records as their own administrator reads them: the bodies another client's administrator will try. */
export interface Records extends RecordIds {
  companyId: string;
  person: Record<string, unknown>;
  contract: Record<string, unknown> & { quota: number };
  company: Record<string, unknown>;
  vehicle: Record<string, unknown>;
  position: Record<string, unknown>;
  customer: Record<string, unknown>;
}

type Res = { status: number; body: unknown };
const resultOf = (res: Res) => (res.body as { result: Record<string, unknown> }).result;

/** Reads the records as their client's administrator, as complete and valid update bodies. */
export async function recordsOf(owner: Calls, ids: RecordIds): Promise<Records> {
  const read = async (path: string, query: Record<string, string>) =>
    resultOf(await owner.get(path, query));
  const person = PersonFieldsSchema.parse(
    await read(API.getPerson.path, { personId: ids.personId }),
  );
  const contract = ContractFieldsSchema.parse(
    await read(API.getContract.path, { contractId: ids.contractId }),
  );
  const company = CompanyFieldsSchema.parse(
    await read(API.getCompany.path, { companyId: person.companyId }),
  );
  const vehicle = VEHICLE_BODIES.form.parse(
    await read(API.getVehicle.path, { vehicleId: ids.vehicleId }),
  );
  const position = POSITION_BODIES.form.parse(
    await read(API.getPosition.path, { positionId: ids.positionId }),
  );
  const customer = CUSTOMER_BODIES.form.parse(
    await read(API.getCustomer.path, { customerId: ids.customerId }),
  );
  return {
    ...ids,
    companyId: person.companyId,
    person,
    contract,
    company,
    vehicle,
    position,
    customer,
  };
}

/** The streams of the records: another client's administrator must leave them as they were. */
export const streamsOf = (r: Records) => [
  STREAMS.person(r.personId),
  STREAMS.contract(r.contractId),
  STREAMS.company(r.companyId),
  STREAMS.vehicle(r.vehicleId),
  STREAMS.position(r.positionId),
  STREAMS.customer(r.customerId),
];

/** an action or a read of another client's record: it must not succeed (its answer is 403 or 404) */
const refused = (res: Res) => res.status === 403 || res.status === 404;
/** … or, where a form names a company, the answer for an unknown company (422 catalog.companyNotFound) */
const unknownCompany = (res: Res) =>
  refused(res) ||
  (res.status === 422 && (res.body as { code?: string }).code === 'catalog.companyNotFound');
/** a grid's answer holds none of the rows the predicate picks */
const noneIn = (res: Res, pick: (row: Record<string, unknown>) => boolean) =>
  res.status === 200 && !(resultOf(res).data as Array<Record<string, unknown>>).some(pick);
const ALL = { skip: 0, take: 1000 };
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('isolation png'),
]).toString('base64');
const cmd = () => newCommandId('iso');
let serial = 0;
const next = () => (serial += 1);

/** The checks that would write if they were let through (the others are reads or changes to the same values). */
export const WRITING_CHECKS = [
  'person: indiscipline',
  'person: photo',
  'person: register in its company',
  'contract: addendum',
  'vehicle: photo',
  'vehicle: register in its company',
];

/**
 * What an administrator of one client must not reach of the other's administration records, each
 * check answering true when the record stayed out of reach: every person command, the contract (a
 * client's), its company, its vehicle (both follow the company), its position and customer (a client's),
 * their grids, single reads and histories. Updates send the record's own values, so the same
 * checks, run on the administrator's own client, change nothing and must all be let through.
 */
export function masterDataChecks(o: Records, admin: Calls): Record<string, () => Promise<boolean>> {
  const history = async (stream: string) =>
    refused(await admin.get(API.recordHistory.path, { stream }));
  const post = (path: string, body: Record<string, unknown>) =>
    admin.post(path, { commandId: cmd(), ...body });
  return {
    'person: update': async () =>
      refused(await post(API.updatePerson.path, { personId: o.personId, ...o.person })),
    'person: change state': async () =>
      refused(await post(API.changePersonState.path, { personId: o.personId, state: 'active' })),
    'person: assign position': async () =>
      refused(
        await post(API.assignPersonPosition.path, {
          personId: o.personId,
          position: o.person.position || 'Operario',
        }),
      ),
    'person: indiscipline': async () =>
      refused(
        await post(API.recordIndiscipline.path, {
          personId: o.personId,
          severity: '1',
          observation: 'Registro ajeno',
          date: '2026-01-05',
        }),
      ),
    'person: photo': async () =>
      refused(
        await post(API.setPersonPhoto.path, {
          personId: o.personId,
          kind: 'extra',
          file: { fileName: 'foto.png', contentBase64: PNG },
        }),
      ),
    'person: register in its company': async () =>
      unknownCompany(
        await post(API.registerPerson.path, {
          ...o.person,
          documentType: 'DNI',
          countryId: 'PE',
          documentNumber: String(49_900_000 + next()),
          companyId: o.companyId,
        }),
      ),
    'contract: update': async () =>
      refused(await post(API.updateContract.path, { contractId: o.contractId, ...o.contract })),
    'contract: addendum': async () =>
      refused(
        await post(API.addContractAddendum.path, {
          contractId: o.contractId,
          newQuota: o.contract.quota + 1,
          reason: 'Adenda ajena',
          date: '2026-01-05',
        }),
      ),
    'contract: read': async () =>
      refused(await admin.get(API.getContract.path, { contractId: o.contractId })),
    'contracts: grid': async () =>
      noneIn(
        await admin.get(API.contractGrid.path, ALL),
        (c) => c.contractId === o.contractId || c.clientId === o.clientId,
      ),
    'contracts: picker': async () =>
      !(
        (await admin.get(API.listContracts.path)).body as { result: Array<{ contractId: string }> }
      ).result.some((c) => c.contractId === o.contractId),
    'contract: history': () => history(STREAMS.contract(o.contractId)),
    'company: update': async () =>
      unknownCompany(await post(API.updateCompany.path, { companyId: o.companyId, ...o.company })),
    'company: read': async () =>
      unknownCompany(await admin.get(API.getCompany.path, { companyId: o.companyId })),
    'companies: grid': async () =>
      noneIn(await admin.get(API.listCompanies.path, ALL), (c) => c.companyId === o.companyId),
    'company: history': () => history(STREAMS.company(o.companyId)),
    'vehicle: update': async () =>
      refused(await post(API.updateVehicle.path, { vehicleId: o.vehicleId, ...o.vehicle })),
    'vehicle: photo': async () =>
      refused(
        await post(API.setVehiclePhoto.path, {
          vehicleId: o.vehicleId,
          kind: 'extra',
          file: { fileName: 'foto.png', contentBase64: PNG },
        }),
      ),
    'vehicle: register in its company': async () =>
      unknownCompany(
        await post(API.registerVehicle.path, { ...o.vehicle, plate: `ISO-${100 + next()}` }),
      ),
    'vehicle: read': async () =>
      refused(await admin.get(API.getVehicle.path, { vehicleId: o.vehicleId })),
    'vehicles: grid': async () =>
      noneIn(await admin.get(API.listVehicles.path, ALL), (v) => v.vehicleId === o.vehicleId),
    'vehicle: history': () => history(STREAMS.vehicle(o.vehicleId)),
    'position: update': async () =>
      refused(await post(API.updatePosition.path, { positionId: o.positionId, ...o.position })),
    'position: read': async () =>
      refused(await admin.get(API.getPosition.path, { positionId: o.positionId })),
    'positions: grid': async () =>
      noneIn(await admin.get(API.listPositions.path, ALL), (p) => p.positionId === o.positionId),
    'position: history': () => history(STREAMS.position(o.positionId)),
    'customer: update': async () =>
      refused(await post(API.updateCustomer.path, { customerId: o.customerId, ...o.customer })),
    'customer: read': async () =>
      refused(await admin.get(API.getCustomer.path, { customerId: o.customerId })),
    'customers: grid': async () =>
      noneIn(await admin.get(API.listCustomers.path, ALL), (c) => c.customerId === o.customerId),
    'customer: history': () => history(STREAMS.customer(o.customerId)),
  };
}
