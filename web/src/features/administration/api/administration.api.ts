import { API, type CommandResult, type GridPage, type PersonDetail } from '@faena/contracts';
import type { GridParams } from '../../../components/ui/grid-query';
import { fileObjectUrl, http } from '../../../lib/http';

type Params = GridParams & { afterPosition?: number };
export type Row = Record<string, unknown> & { version?: number };

/** The calls of one administration resource: grid, one record, register, update. */
export interface ResourceApi {
  list: (params: Params) => Promise<GridPage<Row>>;
  get: (id: string) => Promise<Row>;
  register: (body: Record<string, unknown>) => Promise<CommandResult>;
  update: (body: Record<string, unknown>) => Promise<CommandResult>;
}

type Paths = { list: string; get: string; register: string; update: string };
const resource = (paths: Paths, idKey: string): ResourceApi => ({
  list: (params) => http.get<GridPage<Row>>(paths.list, { ...params }),
  get: (id) => http.get<Row>(paths.get, { [idKey]: id }),
  register: (body) => http.post<CommandResult>(paths.register, body),
  update: (body) => http.post<CommandResult>(paths.update, body),
});

export const RESOURCE_APIS = {
  people: resource(
    {
      list: API.listPeople.path,
      get: API.getPerson.path,
      register: API.registerPerson.path,
      update: API.updatePerson.path,
    },
    'personId',
  ),
  companies: resource(
    {
      list: API.listCompanies.path,
      get: API.getCompany.path,
      register: API.registerCompany.path,
      update: API.updateCompany.path,
    },
    'companyId',
  ),
  contracts: resource(
    {
      list: API.contractGrid.path,
      get: API.getContract.path,
      register: API.registerContract.path,
      update: API.updateContract.path,
    },
    'contractId',
  ),
  positions: resource(
    {
      list: API.listPositions.path,
      get: API.getPosition.path,
      register: API.registerPosition.path,
      update: API.updatePosition.path,
    },
    'positionId',
  ),
  vehicles: resource(
    {
      list: API.listVehicles.path,
      get: API.getVehicle.path,
      register: API.registerVehicle.path,
      update: API.updateVehicle.path,
    },
    'vehicleId',
  ),
  customers: resource(
    {
      list: API.listCustomers.path,
      get: API.getCustomer.path,
      register: API.registerCustomer.path,
      update: API.updateCustomer.path,
    },
    'customerId',
  ),
  repositories: resource(
    {
      list: API.listRepositories.path,
      get: API.getRepository.path,
      register: API.registerRepository.path,
      update: API.updateRepository.path,
    },
    'repositoryId',
  ),
} as const;
export type ResourceName = keyof typeof RESOURCE_APIS;

export const getPerson = (personId: string) =>
  http.get<PersonDetail>(API.getPerson.path, { personId });
export const changePersonState = (body: Record<string, unknown>) =>
  http.post<CommandResult>(API.changePersonState.path, body);
export const assignPersonPosition = (body: Record<string, unknown>) =>
  http.post<CommandResult>(API.assignPersonPosition.path, body);
export const recordIndiscipline = (body: Record<string, unknown>) =>
  http.post<CommandResult>(API.recordIndiscipline.path, body);
export const addContractAddendum = (body: Record<string, unknown>) =>
  http.post<CommandResult>(API.addContractAddendum.path, body);
export const listCountries = (params: Params) =>
  http.get<GridPage<Row>>(API.listCountries.path, { ...params });
export const setHoliday = (body: Record<string, unknown>) =>
  http.post<CommandResult>(API.setHoliday.path, body);
export const removeHoliday = (body: Record<string, unknown>) =>
  http.post<CommandResult>(API.removeHoliday.path, body);
/** Companies for the pickers (first 200 by name). */
export const companyOptions = () =>
  http
    .get<GridPage<Row>>(API.listCompanies.path, {
      take: 200,
      sort: JSON.stringify([{ selector: 'name', desc: false }]),
    })
    .then((p) => p.data.map((c) => ({ value: String(c.companyId), label: String(c.name) })));
export const setPersonPhoto = (body: Record<string, unknown>) =>
  http.post<CommandResult>(API.setPersonPhoto.path, body);

export const setVehiclePhoto = (body: Record<string, unknown>) =>
  http.post<CommandResult>(API.setVehiclePhoto.path, body);

/** Counted in flight (top progress bar) until the file is read. */
const fileUrl = (path: string, query: Record<string, string>): Promise<string> =>
  fileObjectUrl(path, query);

/** A person's stored file (photo, PDF) as an object URL: fetched with the session's token. */
export const personFileUrl = (personId: string, key: string) =>
  fileUrl(API.personFile.path, { personId, key });
/** A vehicle's photo as an object URL. */
export const vehicleFileUrl = (vehicleId: string, key: string) =>
  fileUrl(API.vehicleFile.path, { vehicleId, key });
