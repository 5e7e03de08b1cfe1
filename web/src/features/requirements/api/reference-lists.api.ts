import {
  API,
  type CompanyRow,
  type ContractRow,
  type GridPage,
  type PersonRow,
  type PositionRow,
  type VehicleRow,
  type ZoneRow,
} from '@faena/contracts';
import { http } from '../../../lib/http';

/** A picker's option: the stored code and the name shown. */
export interface PickOption {
  value: string;
  label: string;
}

const ALL = { skip: 0, take: 1000 };
const sorted = (selector: string) => JSON.stringify([{ selector, desc: false }]);
const rowsOf = <T>(answer: T[] | GridPage<T>): T[] =>
  Array.isArray(answer) ? answer : answer.data;

/** Administration's companies (the caller's reach), by name. */
export const companyOptions = (): Promise<PickOption[]> =>
  http
    .get<GridPage<CompanyRow>>(API.listCompanies.path, { ...ALL, sort: sorted('name') })
    .then((page) => page.data.map((c) => ({ value: c.companyId, label: c.name })));

/** Administration's vehicles, by plate (with the owner company). */
export const vehicleOptions = (): Promise<PickOption[]> =>
  http
    .get<GridPage<VehicleRow>>(API.listVehicles.path, { ...ALL, sort: sorted('plate') })
    .then((page) =>
      page.data.map((v) => ({
        value: v.vehicleId,
        label: v.companyName ? `${v.plate} · ${v.companyName}` : v.plate,
      })),
    );

/** The workers of the chosen companies (one grid call per company: the grid filters by "and"). */
export async function workerOptions(companyIds: readonly string[]): Promise<PickOption[]> {
  const pages = await Promise.all(
    companyIds.map((companyId) =>
      http.get<GridPage<PersonRow>>(API.listPeople.path, {
        ...ALL,
        sort: sorted('fullName'),
        filter: JSON.stringify(['companyId', '=', companyId]),
      }),
    ),
  );
  return pages.flatMap((page) =>
    page.data.map((p) => ({
      value: p.personId,
      label: `${p.fullName} · ${p.documentNumber} · ${p.companyName}`,
    })),
  );
}

/** The contracts the caller reads: "code - subject". */
export const contractOptions = (): Promise<PickOption[]> =>
  http
    .get<ContractRow[] | GridPage<ContractRow>>(API.listContracts.path)
    .then((answer) =>
      rowsOf(answer).map((c) => ({ value: c.contractId, label: `${c.code} - ${c.subject}` })),
    );

/**
 * The positions (administration's position records). Compliance matches a person's position by
 * its name, so the name is what a type stores (as the seed's types do).
 */
export const positionOptions = (): Promise<PickOption[]> =>
  http
    .get<GridPage<PositionRow>>(API.listPositions.path, { ...ALL, sort: sorted('name') })
    .then((page) => page.data.map((p) => ({ value: p.name, label: p.name })));

/** The zones of the caller's client. */
export const zoneOptions = (): Promise<PickOption[]> =>
  http
    .get<ZoneRow[] | GridPage<ZoneRow>>(API.zoneOccupancy.path)
    .then((answer) => rowsOf(answer).map((z) => ({ value: z.zoneId, label: z.name })));
