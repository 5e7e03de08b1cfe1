import {
  EVENT_CATALOG,
  type EventCatalog,
  type Position,
  type StoredEvent,
} from '@faena/contracts';
import {
  EventStore,
  type AppendResult,
  type ExpectedRevision,
  type NewEvent,
  type ReadStreamOptions,
  type StreamWrite,
  type SubscribeOptions,
  type Subscription,
} from './event-store.port';

/**
 * The read path every consumer uses (deciders through the stream reader, projections through
 * subscribeAll/readAll): an event stored at an older version comes back at its type's current
 * version, upcast by the context's registry. Stored events are never edited; writes pass through.
 */
export class UpcastingEventStore extends EventStore {
  constructor(
    /** the adapter itself (e.g. to poke the SQLite store's live subscriptions) */
    readonly inner: EventStore,
    private readonly catalog: EventCatalog = EVENT_CATALOG,
  ) {
    super();
  }

  append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    return this.inner.append(stream, events, expected);
  }

  appendMulti(writes: StreamWrite[]): Promise<AppendResult[]> {
    return this.inner.appendMulti(writes);
  }

  async readStream(stream: string, options?: ReadStreamOptions): Promise<StoredEvent[]> {
    return this.current(await this.inner.readStream(stream, options));
  }

  async readAll(from: Position, limit: number): Promise<StoredEvent[]> {
    return this.current(await this.inner.readAll(from, limit));
  }

  subscribeAll(
    from: Position,
    onBatch: (events: StoredEvent[]) => Promise<void>,
    options?: SubscribeOptions,
  ): Subscription {
    return this.inner.subscribeAll(from, (events) => onBatch(this.current(events)), options);
  }

  headPosition(): Promise<Position> {
    return this.inner.headPosition();
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  private current(events: StoredEvent[]): StoredEvent[] {
    return events.map((e) => this.catalog.upcast(e));
  }
}

/** The adapter under the upcasting read path (the store itself when it is not wrapped). */
export const adapterOf = (store: EventStore): EventStore =>
  store instanceof UpcastingEventStore ? store.inner : store;
