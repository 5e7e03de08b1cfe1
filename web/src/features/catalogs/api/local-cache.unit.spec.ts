import { CACHE_PREFIX, CACHE_TTL_SECONDS, createLocalCache } from './local-cache';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('local cache (vcg: prefix, 86400 s)', () => {
  it('keeps values under the vcg: prefix for a day by default', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    const cache = createLocalCache({ storage, now: () => now });
    cache.set('bloodTypes', [{ code: 'O+' }]);
    expect(CACHE_PREFIX).toBe('vcg:');
    expect(CACHE_TTL_SECONDS).toBe(86400);
    expect([...storage.map.keys()]).toEqual(['vcg:bloodTypes']);
    now += 86400 * 1000 - 1;
    expect(cache.get('bloodTypes')).toEqual([{ code: 'O+' }]);
  });

  it('removes an expired value and reads it as empty', () => {
    const storage = memoryStorage();
    let now = 5_000;
    const cache = createLocalCache({ storage, now: () => now, ttlSeconds: 60 });
    cache.set('civilStatus', ['S']);
    now += 60_000;
    expect(cache.get('civilStatus')).toBeNull();
    expect(storage.map.has('vcg:civilStatus')).toBe(false);
  });

  it('reads an unreadable value as empty and removes it', () => {
    const storage = memoryStorage();
    storage.setItem('vcg:x', '{not json');
    expect(createLocalCache({ storage }).get('x')).toBeNull();
    expect(storage.map.size).toBe(0);
  });
});
