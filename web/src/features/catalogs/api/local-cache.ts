/** The spec's local storage key prefix and the default lifetime of a cached value (point 9). */
export const CACHE_PREFIX = 'vcg:';
export const CACHE_TTL_SECONDS = 86400;

interface Entry {
  value: unknown;
  /** epoch ms after which the value is expired */
  expiresAt: number;
}

export interface CacheOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** the clock (epoch ms); tests pass a fake one */
  now?: () => number;
  ttlSeconds?: number;
}

/**
 * A small cache in localStorage under the `vcg:` prefix. An expired (or unreadable) value is
 * removed and read as empty (null), so the caller fetches it again (spec point 4).
 */
export function createLocalCache({
  storage = globalThis.localStorage,
  now = () => Date.now(),
  ttlSeconds = CACHE_TTL_SECONDS,
}: CacheOptions = {}) {
  const keyOf = (key: string) => `${CACHE_PREFIX}${key}`;
  return {
    get(key: string): unknown {
      const raw = storage.getItem(keyOf(key));
      if (raw === null) return null;
      try {
        const entry = JSON.parse(raw) as Entry;
        if (typeof entry.expiresAt === 'number' && entry.expiresAt > now()) return entry.value;
      } catch {
        // unreadable: treated as expired
      }
      storage.removeItem(keyOf(key));
      return null;
    },
    set(key: string, value: unknown, seconds = ttlSeconds): void {
      const entry: Entry = { value, expiresAt: now() + seconds * 1000 };
      storage.setItem(keyOf(key), JSON.stringify(entry));
    },
    remove(key: string): void {
      storage.removeItem(keyOf(key));
    },
  };
}
export type LocalCache = ReturnType<typeof createLocalCache>;
