import {
  API,
  type CompanyRow,
  type GridPage,
  type MassDecideDemobilizationBody,
  type MassDemobilizationBody,
  type MassDemobilizationRow,
  type PersonRow,
} from '@faena/contracts';
import { http } from '../../../../lib/http';

type Rows = { rows: MassDemobilizationRow[] };

/** One chunk of a mass demobilization (the same commandId for every chunk: each worker once). */
export const registerMassDemobilization = (body: MassDemobilizationBody) =>
  http.post<Rows>(API.registerMassDemobilization.path, body).then((r) => r.rows);

/** One chunk of a bulk approval; each row answers what its cascade released. */
export const approveDemobilizations = (body: MassDecideDemobilizationBody) =>
  http.post<Rows>(API.approveDemobilizations.path, body).then((r) => r.rows);

export interface PickOption {
  value: string;
  label: string;
}
const ALL = { skip: 0, take: 1000 };
const sorted = (selector: string) => JSON.stringify([{ selector, desc: false }]);

/** The companies the caller reads, by name. */
export const companyOptions = (): Promise<PickOption[]> =>
  http
    .get<GridPage<CompanyRow>>(API.listCompanies.path, { ...ALL, sort: sorted('name') })
    .then((page) => page.data.map((c) => ({ value: c.companyId, label: c.name })));

/** The workers of a company accredited for the client (the ones a demobilization can take). */
export const accreditedWorkers = (companyId: string, clientId: string): Promise<PickOption[]> =>
  http
    .get<GridPage<PersonRow>>(API.listPeople.path, {
      ...ALL,
      sort: sorted('fullName'),
      filter: JSON.stringify(['companyId', '=', companyId]),
    })
    .then((page) =>
      page.data
        .filter((p) => p.accreditedClients.includes(clientId))
        .map((p) => ({ value: p.personId, label: `${p.fullName} · ${p.documentNumber}` })),
    );

/** Chunks of a mass call: the progress bar advances after each one. */
export const MASS_CHUNK = 20;

/**
 * Runs `call` over `keys` in chunks of MASS_CHUNK, in order, telling `onProgress` how many are
 * done; answers every row. A chunk that fails stops the run (the same commandId retried later
 * answers the rows already done without doing them twice).
 */
export async function inChunks<T>(
  keys: readonly string[],
  call: (chunk: string[]) => Promise<T[]>,
  onProgress: (done: number) => void,
): Promise<T[]> {
  const rows: T[] = [];
  for (let at = 0; at < keys.length; at += MASS_CHUNK) {
    const chunk = keys.slice(at, at + MASS_CHUNK);
    rows.push(...(await call(chunk)));
    onProgress(Math.min(at + chunk.length, keys.length));
  }
  return rows;
}
