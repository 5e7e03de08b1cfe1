/** A stream's folded state at a revision (-1: the stream had no events). */
export interface CachedState {
  revision: number;
  state: unknown;
}

/** Default number of (spec, stream) states kept: a few hundred bytes each for the usual states. */
export const STREAM_STATE_CACHE_SIZE = 50_000;

/**
 * Folded write-side states per (spec, stream), least recently used evicted first. A command then
 * reads only the events after the cached revision and folds them onto the cached state, so its
 * cost no longer grows with the stream's history.
 *
 * Safe under concurrency because it is only a shortcut for reading: every load still asks the
 * store for the events after the cached revision, and the append carries the expected revision it
 * read, so an entry that is behind the store costs a read of the newer events, never a decision on
 * old facts. States must be immutable values (deciders return new states and never mutate one).
 * A spec is known by its object identity: specs must be module constants, not built per call.
 */
export class StreamStateCache {
  /**
   * Two generations instead of one Map kept in use order: a hit in the older one moves the entry
   * to the younger; when the younger holds half the capacity the older is dropped. O(1) per call,
   * where moving entries to the end of one big Map (delete + set) left V8 scanning deleted slots.
   */
  private young = new Map<string, CachedState>();
  private old = new Map<string, CachedState>();
  private readonly specIds = new WeakMap<object, number>();
  private nextSpecId = 1;

  constructor(readonly capacity = STREAM_STATE_CACHE_SIZE) {}

  /** entries kept (a key is in one generation only), at most `capacity` */
  get size(): number {
    return this.young.size + this.old.size;
  }

  keyOf(spec: object, stream: string): string {
    let id = this.specIds.get(spec);
    if (id === undefined) {
      id = this.nextSpecId;
      this.nextSpecId += 1;
      this.specIds.set(spec, id);
    }
    return `${id}\u0000${stream}`;
  }

  get(key: string): CachedState | undefined {
    const entry = this.young.get(key);
    if (entry) return entry;
    const older = this.old.get(key);
    if (older) this.put(key, older);
    return older;
  }

  /** Keeps the newer of the stored and the given entry (concurrent loads may finish out of order). */
  set(key: string, entry: CachedState): void {
    const current = this.young.get(key) ?? this.old.get(key);
    if (current && current.revision > entry.revision) return;
    this.put(key, entry);
  }

  delete(key: string): void {
    this.young.delete(key);
    this.old.delete(key);
  }

  private put(key: string, entry: CachedState): void {
    if (this.capacity <= 0) return;
    this.young.set(key, entry);
    this.old.delete(key);
    if (this.young.size >= Math.max(1, Math.ceil(this.capacity / 2))) {
      this.old = this.young;
      this.young = new Map();
    }
  }
}
