import {
  API,
  type CompanyRow,
  type GridPage,
  type MassDecideDemobilizationBody,
  type MassDemobilizationBody,
  type MassDemobilizationRow,
  type PersonRow,
  type PersonStatusRow,
} from '@faena/contracts';
import { http } from '../../../../lib/http';
import { listContracts } from '../../requests/api/requests.api';

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

/** The client's contracts, by code (a mass demobilization may take a contract's workers). */
export const contractOptions = (): Promise<PickOption[]> =>
  listContracts().then((contracts) =>
    [...contracts]
      .sort((a, b) => a.code.localeCompare(b.code))
      .map((c) => ({ value: c.contractId, label: `${c.code} · ${c.companyName}` })),
  );

/** The people accredited (or blocked by a requirement) on a contract, from the status read. */
export async function contractWorkers(contractId: string): Promise<PickOption[]> {
  const page = await http.get<GridPage<PersonStatusRow>>(API.peopleStatus.path, {
    skip: 0,
    take: 1000,
    contractId,
  });
  return page.data
    .filter((p) => p.status !== 'notAccredited')
    .sort((a, b) => a.personName.localeCompare(b.personName))
    .map((p) => ({ value: p.personId, label: `${p.personName} · ${p.documentNumber}` }));
}

const LOOKUPS_AT_ONCE = 6;

/**
 * The accredited workers of the client named by a file's document numbers (looked up a few at a
 * time); `missing` lists the numbers of no one, or of someone not accredited for the client.
 */
export async function workersByDocument(
  numbers: readonly string[],
  clientId: string,
): Promise<{ found: PickOption[]; missing: string[] }> {
  const found: PickOption[] = [];
  const missing: string[] = [];
  for (let at = 0; at < numbers.length; at += LOOKUPS_AT_ONCE) {
    const chunk = numbers.slice(at, at + LOOKUPS_AT_ONCE);
    const pages = await Promise.all(
      chunk.map((n) =>
        http.get<GridPage<PersonRow>>(API.listPeople.path, {
          skip: 0,
          take: 5,
          filter: JSON.stringify(['documentNumber', '=', n]),
        }),
      ),
    );
    pages.forEach((page, i) => {
      const person = page.data.find((p) => p.accreditedClients.includes(clientId));
      if (person)
        found.push({
          value: person.personId,
          label: `${person.fullName} · ${person.documentNumber}`,
        });
      else missing.push(chunk[i] ?? '');
    });
  }
  return { found, missing };
}
