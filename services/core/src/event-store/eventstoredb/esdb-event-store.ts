import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AppendResult as EsdbAppendResult,
  type ReadPosition,
} from '@eventstore/db-client';
import type { Position, StoredEvent } from '@faena/contracts';
import {
  EventStore,
  WrongExpectedRevisionError,
  type AppendResult,
  type ExpectedRevision,
  type NewEvent,
  type ReadStreamOptions,
  type StreamWrite,
  type SubscribeOptions,
  type Subscription,
} from '../event-store.port';
import {
  idempotentAnswer,
  validateWrite,
  type CurrentRevision,
  type StoredAt,
} from '../append-rules';
import { CatchUpSubscription } from '../catch-up-subscription';
import {
  fromEsdbCurrent,
  isSystemEvent,
  positionOf,
  readPositionAfter,
  toEsdbExpected,
  toEventData,
  toPosition,
  toStoredEvent,
} from './esdb-mapping';
import { LiveNotifier } from './esdb-live-notifier';

export interface EsdbEventStoreOptions {
  /** esdb:// connection string, e.g. esdb://localhost:2113?tls=false */
  connectionString?: string;
  /** or a client made elsewhere (then close() leaves it open) */
  client?: EventStoreDBClient;
  /** fallback poll of subscriptions when the live notifier is down (default 1000 ms) */
  pollMs?: number;
}

/** How far back from a stream's end a retried write looks for its own event ids. */
const TAIL_WINDOW = 200;

/**
 * EventStoreDB adapter. Position = the event's commit position as a number (for events written
 * through gRPC, commit = prepare, so it is unique per event). System events are skipped in
 * readAll/subscribeAll. appendMulti has no multi-stream transaction here: the writes go in order
 * and each is idempotent by event id, so a retried command completes a partial write.
 */
export class EsdbEventStore extends EventStore {
  private readonly client: EventStoreDBClient;
  private readonly ownsClient: boolean;
  private readonly notifier: LiveNotifier;
  private readonly subscriptions = new Set<CatchUpSubscription>();
  private readonly pollMs: number;

  constructor(options: EsdbEventStoreOptions) {
    super();
    if (options.client) this.client = options.client;
    else if (options.connectionString)
      this.client = EventStoreDBClient.connectionString(options.connectionString);
    else throw new TypeError('EsdbEventStore needs a connectionString or a client');
    this.ownsClient = !options.client;
    this.pollMs = options.pollMs ?? 1000;
    this.notifier = new LiveNotifier(this.client, () =>
      this.subscriptions.forEach((s) => s.wake()),
    );
  }

  async append(
    stream: string,
    events: NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    const write = { stream, events, expected };
    validateWrite(write);
    if (expected === 'any' && events.length > 0) {
      const repeated = await this.findAtTail(write);
      if (repeated) return repeated;
    }
    try {
      const result = await this.client.appendToStream(stream, events.map(toEventData), {
        expectedRevision: toEsdbExpected(expected),
      });
      return await this.answer(stream, result);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const repeated = await this.findAtTail(write);
      if (repeated) return repeated;
      throw new WrongExpectedRevisionError(stream, expected, fromEsdbCurrent(error.actualVersion));
    }
  }

  /** In order, each idempotent; a failure leaves the earlier writes in place (see class doc). */
  async appendMulti(writes: StreamWrite[]): Promise<AppendResult[]> {
    writes.forEach(validateWrite);
    const results: AppendResult[] = [];
    for (const w of writes) results.push(await this.append(w.stream, w.events, w.expected));
    return results;
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<StoredEvent[]> {
    const until = options.untilPosition ?? Number.MAX_SAFE_INTEGER;
    const out: StoredEvent[] = [];
    try {
      const read = this.client.readStream(stream, {
        fromRevision: BigInt(options.fromRevision ?? 0),
        direction: FORWARDS,
      });
      for await (const resolved of read) {
        if (!resolved.event) continue;
        const position = positionOf(resolved.event, resolved.commitPosition);
        if (position > until) break;
        out.push(toStoredEvent(resolved.event, position));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return out;
  }

  async readAll(from: Position, limit: number): Promise<StoredEvent[]> {
    const out: StoredEvent[] = [];
    let cursor = from;
    while (out.length < limit) {
      const chunk = Math.min(Math.max(limit - out.length + 1, 32), 1000);
      const page = await this.readAllPage(readPositionAfter(cursor), chunk, FORWARDS);
      let advanced = false;
      for (const { event, position } of page) {
        if (position <= cursor) continue;
        cursor = position;
        advanced = true;
        if (event) out.push(event);
        if (out.length >= limit) break;
      }
      if (page.length < chunk || !advanced) break;
    }
    return out;
  }

  subscribeAll(
    from: Position,
    onBatch: (events: StoredEvent[]) => Promise<void>,
    options: SubscribeOptions = {},
  ): Subscription {
    const subscription = new CatchUpSubscription({
      from,
      read: (after, limit) => this.readAll(after, limit),
      onBatch,
      batchSize: options.batchSize ?? 500,
      pollMs: this.pollMs,
      ...(options.onError ? { onError: options.onError } : {}),
    });
    this.subscriptions.add(subscription);
    this.notifier.start();
    return {
      close: async () => {
        this.subscriptions.delete(subscription);
        if (this.subscriptions.size === 0) await this.notifier.stop();
        await subscription.close();
      },
    };
  }

  /** Position of the last application event (system events after it are ignored). */
  async headPosition(): Promise<Position> {
    let cursor: ReadPosition = END;
    for (let page = 0; page < 50; page += 1) {
      const events = await this.readAllPage(cursor, 100, BACKWARDS);
      const found = events.find((e) => e.event !== null);
      if (found) return found.position;
      const last = events.at(-1);
      if (!last || events.length < 100) return 0;
      cursor = { commit: BigInt(last.position), prepare: BigInt(last.position) };
    }
    return 0;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    this.subscriptions.clear();
    await this.notifier.stop();
    if (this.ownsClient) await this.client.dispose();
  }

  /** A page of $all: every record's position, and the event unless it is a system event. */
  private async readAllPage(
    fromPosition: ReadPosition,
    maxCount: number,
    direction: typeof FORWARDS | typeof BACKWARDS,
  ) {
    const page: Array<{ position: Position; event: StoredEvent | null }> = [];
    for await (const resolved of this.client.readAll({ fromPosition, maxCount, direction })) {
      const recorded = resolved.event;
      if (!recorded) continue;
      const position = toPosition(recorded.position.commit);
      page.push({
        position,
        event: isSystemEvent(recorded) ? null : toStoredEvent(recorded, position),
      });
    }
    return page;
  }

  /** The answer of a successful append: its revision and the position of its last event. */
  private async answer(stream: string, result: EsdbAppendResult): Promise<AppendResult> {
    const revision = Number(result.nextExpectedRevision);
    if (result.position) return { revision, position: toPosition(result.position.commit) };
    if (revision < 0) return { revision: -1, position: 0 };
    const [last] = await this.readStream(stream, { fromRevision: revision });
    return { revision, position: last?.position ?? 0 };
  }

  /** Idempotency: are the write's event ids already at the end of the stream? */
  private async findAtTail(write: StreamWrite): Promise<AppendResult | null> {
    const stored = new Map<string, StoredAt>();
    let current: CurrentRevision = 'no_stream';
    try {
      const read = this.client.readStream(write.stream, {
        fromRevision: END,
        direction: BACKWARDS,
        maxCount: TAIL_WINDOW + write.events.length,
      });
      for await (const resolved of read) {
        if (!resolved.event) continue;
        const position = positionOf(resolved.event, resolved.commitPosition);
        if (current === 'no_stream') current = Number(resolved.event.revision);
        stored.set(resolved.event.id, { revision: Number(resolved.event.revision), position });
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return null;
      throw error;
    }
    return idempotentAnswer(
      write,
      current,
      write.events.map((e) => stored.get(e.id)),
    );
  }
}
