import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
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
import { validateWrite } from '../append-rules';
import { CatchUpSubscription } from '../catch-up-subscription';
import {
  fromEsdbCurrent,
  readPositionAfter,
  toEsdbExpected,
  toEventData,
  toPosition,
} from './esdb-mapping';
import { findAtTail, readAllPage, readStreamEvents } from './esdb-event-store.reads';
import { LiveNotifier } from './esdb-live-notifier';

export interface EsdbEventStoreOptions {
  /** esdb:// connection string, e.g. esdb://localhost:2113?tls=false */
  connectionString?: string;
  /** or a client made elsewhere (then close() leaves it open) */
  client?: EventStoreDBClient;
  /** fallback poll of subscriptions when the live notifier is down (default 1000 ms) */
  pollMs?: number;
}

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
      const repeated = await findAtTail(this.client, write);
      if (repeated) return repeated;
    }
    try {
      const result = await this.client.appendToStream(stream, events.map(toEventData), {
        expectedRevision: toEsdbExpected(expected),
      });
      return await this.answer(stream, result);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const repeated = await findAtTail(this.client, write);
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
    return readStreamEvents(this.client, stream, options);
  }

  async readAll(from: Position, limit: number): Promise<StoredEvent[]> {
    const out: StoredEvent[] = [];
    let cursor = from;
    while (out.length < limit) {
      const chunk = Math.min(Math.max(limit - out.length + 1, 32), 1000);
      const page = await readAllPage(this.client, {
        fromPosition: readPositionAfter(cursor),
        maxCount: chunk,
        direction: FORWARDS,
      });
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
      const events = await readAllPage(this.client, {
        fromPosition: cursor,
        maxCount: 100,
        direction: BACKWARDS,
      });
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

  /** The answer of a successful append: its revision and the position of its last event. */
  private async answer(stream: string, result: EsdbAppendResult): Promise<AppendResult> {
    const revision = Number(result.nextExpectedRevision);
    if (result.position) return { revision, position: toPosition(result.position.commit) };
    if (revision < 0) return { revision: -1, position: 0 };
    const [last] = await this.readStream(stream, { fromRevision: revision });
    return { revision, position: last?.position ?? 0 };
  }
}
