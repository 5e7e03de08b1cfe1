import { API, type CatalogItemRow, type ReferenceListName } from '@faena/contracts';
import { http, type Query } from '../../../lib/http';
import { createLocalCache, type LocalCache } from './local-cache';

const PATHS: Record<ReferenceListName, string> = {
  documentTypes: API.referenceDocumentTypes.path,
  bloodTypes: API.referenceBloodTypes.path,
  civilStatus: API.referenceCivilStatus.path,
  drivingLicences: API.referenceDrivingLicences.path,
  divisions: API.referenceDivisions.path,
  functions: API.referenceFunctions.path,
};

type Params = { IdPais?: string; IdCliente?: string; Contratista?: string };
type Fetch = (path: string, query: Query) => Promise<CatalogItemRow[]>;

/** The cache key of a list and its query, e.g. `documentTypes?IdPais=PE`. */
export const referenceKey = (name: ReferenceListName, params: Params = {}) => {
  const qs = Object.entries(params)
    .filter(([, v]) => v !== '')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return qs ? `${name}?${qs}` : name;
};

/**
 * The spec's system lists (document types, blood types, civil status, licences, divisions,
 * functions), read through the local cache: a cached, unexpired value answers without a call.
 */
export function createReferenceLists(
  cache: LocalCache = createLocalCache(),
  fetchList: Fetch = (path, query) => http.get<CatalogItemRow[]>(path, query),
) {
  return async function referenceList(
    name: ReferenceListName,
    params: Params = {},
  ): Promise<CatalogItemRow[]> {
    const key = referenceKey(name, params);
    const cached = cache.get(key) as CatalogItemRow[] | null;
    if (cached) return cached;
    const rows = await fetchList(PATHS[name], params);
    cache.set(key, rows);
    return rows;
  };
}

let shared: ReturnType<typeof createReferenceLists> | null = null;
/** The app's reference lists (one cache over window.localStorage). */
export const referenceList = (name: ReferenceListName, params: Params = {}) =>
  (shared ??= createReferenceLists())(name, params);

/** One option per code, sorted (a list of every country repeats e.g. PASAPORTE): "code - description". */
export function referenceOptions(
  rows: readonly CatalogItemRow[],
): Array<{ value: string; label: string }> {
  const seen = new Map<string, { value: string; label: string }>();
  for (const r of rows)
    if (!seen.has(r.code))
      seen.set(r.code, {
        value: r.code,
        label: `${r.code} - ${String(r['description'] ?? r['alias'] ?? '')}`,
      });
  return [...seen.values()].sort((a, b) => a.value.localeCompare(b.value));
}
