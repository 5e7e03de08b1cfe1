import { StreamStateCache } from './stream-state-cache';

const spec = { initial: () => 0, evolve: (s: number) => s + 1 };

describe('StreamStateCache', () => {
  it('stays within its capacity and keeps what was used recently', () => {
    const cache = new StreamStateCache(100);
    const keys = Array.from({ length: 1_000 }, (_, i) => cache.keyOf(spec, `s-${i}`));
    const hot = keys[0]!;
    cache.set(hot, { revision: 0, state: 'hot' });
    for (const [i, key] of keys.slice(1).entries()) {
      cache.set(key, { revision: i, state: i });
      expect(cache.get(hot)?.state).toBe('hot');
      expect(cache.size).toBeLessThanOrEqual(100);
    }
    // a key not touched since 900 others were written is gone
    expect(cache.get(keys[1]!)).toBeUndefined();
    expect(cache.get(keys[999]!)?.state).toBe(998);
  });

  it('keeps the newer of two entries, forgets on delete, keeps nothing at capacity 0', () => {
    const cache = new StreamStateCache(10);
    const key = cache.keyOf(spec, 'a');
    cache.set(key, { revision: 5, state: 'new' });
    cache.set(key, { revision: 3, state: 'old' });
    expect(cache.get(key)).toEqual({ revision: 5, state: 'new' });
    cache.delete(key);
    expect(cache.get(key)).toBeUndefined();
    const none = new StreamStateCache(0);
    none.set(key, { revision: 1, state: 1 });
    expect(none.get(key)).toBeUndefined();
    expect(none.size).toBe(0);
  });

  it('keys a stream per spec object', () => {
    const cache = new StreamStateCache();
    const other = { ...spec };
    expect(cache.keyOf(spec, 'a')).toBe(cache.keyOf(spec, 'a'));
    expect(cache.keyOf(spec, 'a')).not.toBe(cache.keyOf(other, 'a'));
  });
});
