import type { CatalogItemRow } from '@faena/contracts';
import { createLocalCache } from './local-cache';
import { createReferenceLists, referenceKey } from './reference-lists';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}
const row = (code: string) => ({ code }) as unknown as CatalogItemRow;

describe('reference lists', () => {
  it('call the spec path with its query once, then answer from the cache until it expires', async () => {
    const storage = memoryStorage();
    let now = 0;
    const calls: Array<[string, unknown]> = [];
    const lists = createReferenceLists(
      createLocalCache({ storage, now: () => now }),
      (path, query) => {
        calls.push([path, query]);
        return Promise.resolve([row('DNI')]);
      },
    );
    expect(await lists('documentTypes', { IdPais: 'PE' })).toEqual([row('DNI')]);
    expect(await lists('documentTypes', { IdPais: 'PE' })).toEqual([row('DNI')]);
    expect(calls).toEqual([['/api/sistematipodocumento/obtenerTodos', { IdPais: 'PE' }]]);
    expect(storage.map.has('vcg:documentTypes?IdPais=PE')).toBe(true);
    await lists('documentTypes', { IdPais: 'CL' });
    expect(calls).toHaveLength(2);
    now += 86400 * 1000;
    await lists('documentTypes', { IdPais: 'PE' });
    expect(calls).toHaveLength(3);
  });

  it('key lists by name and sorted query', () => {
    expect(referenceKey('functions', { IdCliente: 'C1', Contratista: 'S' })).toBe(
      'functions?Contratista=S&IdCliente=C1',
    );
    expect(referenceKey('bloodTypes')).toBe('bloodTypes');
  });
});
