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
  private readonly entries = new Map<string, CachedState>();
  private readonly specIds = new WeakMap<object, number>();
  private nextSpecId = 1;

  constructor(readonly capacity = STREAM_STATE_CACHE_SIZE) {}

  get size(): number {
    return this.entries.size;
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
    const entry = this.entries.get(key);
    if (entry) {
      // most recently used last: Map keeps insertion order
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Keeps the newer of the stored and the given entry (concurrent loads may finish out of order). */
  set(key: string, entry: CachedState): void {
    const current = this.entries.get(key);
    if (current && current.revision > entry.revision) return;
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
