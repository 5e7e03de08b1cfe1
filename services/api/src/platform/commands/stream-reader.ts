import type { DomainEvent, StoredEvent, StoredOf } from '@faena/contracts';
import type { EventStore, StreamWrite } from '@faena/core';
import { StreamStateCache } from './stream-state-cache';

/**
 * How a stream's events fold into the state a decider needs. Specs are module constants (their
 * identity keys the state cache) and `evolve` returns a new state without mutating the old one.
 */
export interface StreamSpec<S, E extends DomainEvent = DomainEvent> {
  initial: () => S;
  /** folds the stream's events: typed by the union of the events its stream holds (current versions) */
  evolve: (state: S, event: StoredOf<E>) => S;
}

/**
 * Loads streams for one attempt and remembers each stream's revision for the append. With a cache,
 * a load reads only the events after the cached revision; a stream loaded twice with the same spec
 * in one attempt answers the first state again (one revision per stream and attempt).
 */
export class StreamReader {
  readonly revisions = new Map<string, number | 'no_stream'>();
  private readonly loaded = new Map<string, unknown>();
  /** stream → the events staged on it by commands decided earlier on this reader (not yet stored) */
  private readonly staged = new Map<string, StoredEvent[]>();
  /** the spec each loaded key was folded with (a stage folds its events onto the loaded state) */
  private readonly specs = new Map<string, { stream: string; spec: StreamSpec<unknown> }>();

  constructor(
    private readonly store: EventStore,
    private readonly cache: StreamStateCache = new StreamStateCache(0),
  ) {}

  async load<S, E extends DomainEvent>(stream: string, spec: StreamSpec<S, E>): Promise<S> {
    const key = this.cache.keyOf(spec, stream);
    if (this.loaded.has(key)) return this.loaded.get(key) as S;
    const stored = await this.fold(key, stream, spec);
    this.cache.set(key, stored);
    // the cache holds what is stored; this attempt also sees what earlier commands staged
    const pending = this.staged.get(stream) ?? [];
    const state = foldOnto(stored, pending, spec).state;
    const revision = stored.revision + pending.length;
    this.revisions.set(stream, revision < 0 ? 'no_stream' : revision);
    this.loaded.set(key, state);
    this.specs.set(key, { stream, spec: spec as unknown as StreamSpec<unknown> });
    return state;
  }

  /**
   * Makes a decided command's writes visible to the commands decided after it on this reader (a
   * batch decided in one pass): the states already loaded fold the events, later loads fold them
   * too, and the stream's revision moves past them, so the next write to it expects the revision
   * right after this one and both go in one append.
   */
  stage(writes: readonly StreamWrite[]): void {
    for (const write of writes) {
      if (write.events.length === 0) continue;
      const before = this.staged.get(write.stream) ?? [];
      const base = baseOf(this.revisions.get(write.stream));
      const events = write.events.map((e, i): StoredEvent => ({
        ...e,
        stream: write.stream,
        revision: (base ?? before.length - 1) + 1 + i,
        position: 0,
      }));
      this.staged.set(write.stream, [...before, ...events]);
      if (base !== null) this.revisions.set(write.stream, base + events.length);
      for (const [key, { stream, spec }] of this.specs)
        if (stream === write.stream)
          this.loaded.set(
            key,
            foldOnto({ state: this.loaded.get(key), revision: base ?? -1 }, events, spec).state,
          );
    }
  }

  private async fold<S, E extends DomainEvent>(
    key: string,
    stream: string,
    spec: StreamSpec<S, E>,
  ): Promise<{ revision: number; state: S }> {
    const cached = this.cache.get(key);
    if (cached) {
      const from = cached.revision + 1;
      const newer = await this.store.readStream(stream, { fromRevision: from });
      // a store that does not continue the cached revision (it cannot happen with one store per
      // process; defensive) is read again from the start
      if (newer[0] === undefined || newer[0].revision === from)
        return foldOnto({ state: cached.state as S, revision: cached.revision }, newer, spec);
      this.cache.delete(key);
    }
    return foldOnto(
      { state: spec.initial(), revision: -1 },
      await this.store.readStream(stream),
      spec,
    );
  }
}

/** A stream's state from events read outside a command (queries): folded through the same one place. */
export const foldEvents = <S, E extends DomainEvent>(
  events: StoredEvent[],
  spec: StreamSpec<S, E>,
): S => foldOnto({ state: spec.initial(), revision: -1 }, events, spec).state;

/**
 * The one place a stored event meets its spec's event union: a stream's name pins its aggregate, so
 * its events are of that union (the store's read path has already upcast them to current versions).
 */
function foldOnto<S, E extends DomainEvent>(
  from: { state: S; revision: number },
  events: StoredEvent[],
  spec: StreamSpec<S, E>,
): { revision: number; state: S } {
  let folded = from.state;
  let last = from.revision;
  for (const event of events) {
    folded = spec.evolve(folded, event as StoredOf<E>);
    last = event.revision;
  }
  return { revision: last, state: folded };
}

/** The revision a staged write follows: the loaded stream's (-1: none yet), or null when not loaded. */
const baseOf = (known: number | 'no_stream' | undefined): number | null =>
  known === undefined ? null : known === 'no_stream' ? -1 : known;
