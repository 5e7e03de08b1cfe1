import type Database from 'better-sqlite3';
import type { Position, StoredEvent } from '@faena/contracts';
import {
  EventStore,
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
import { GroupCommit } from './group-commit';
import { EVENT_COLUMNS, openEventDatabase, rowToEvent, type EventRow } from './sqlite-event-schema';
import { SqliteEventWriter } from './sqlite-event-writer';

export interface SqliteEventStoreOptions {
  /** the database file, e.g. data/events.sqlite */
  file: string;
  /** poll interval of subscriptions, to see commits of other processes (default 1000 ms) */
  pollMs?: number;
}

const MAX_POSITION = Number.MAX_SAFE_INTEGER;

/**
 * The embedded event store: better-sqlite3 in WAL mode with synchronous=FULL. Appends go through
 * a group commit (one transaction and one fsync for every append queued in the same event-loop
 * turn; each write in its own savepoint), so concurrent callers share the cost of durability.
 */
export class SqliteEventStore extends EventStore {
  private readonly db: Database.Database;
  private readonly commits: GroupCommit<StreamWrite[], AppendResult[]>;
  private readonly subscriptions = new Set<CatchUpSubscription>();
  private readonly pollMs: number;
  private closing = false;
  private closed = false;
  private readonly stmts: {
    stream: Database.Statement<[string, number, number], EventRow>;
    all: Database.Statement<[number, number], EventRow>;
    head: Database.Statement<[], { position: number }>;
  };

  constructor(options: SqliteEventStoreOptions) {
    super();
    this.pollMs = options.pollMs ?? 1000;
    this.db = openEventDatabase(options.file);
    const writer = new SqliteEventWriter(this.db);
    this.commits = new GroupCommit(this.db, (writes: StreamWrite[]) => writes.map((w) => writer.apply(w)), () => this.wakeSubscribers());
    this.stmts = {
      stream: this.db.prepare(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE stream = ? AND revision >= ? AND position <= ? ORDER BY revision`,
      ),
      all: this.db.prepare(`SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`),
      head: this.db.prepare('SELECT coalesce(max(position), 0) AS position FROM events'),
    };
  }

  async append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const [result] = await this.appendMulti([{ stream, events, expected }]);
    return result!;
  }

  /** All writes in one transaction: every write succeeds, or none is stored. */
  appendMulti(writes: StreamWrite[]): Promise<AppendResult[]> {
    try {
      if (this.closing) throw new Error('the event store is closed');
      writes.forEach(validateWrite);
    } catch (error) {
      return Promise.reject(error);
    }
    return this.commits.submit(writes);
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<StoredEvent[]> {
    this.assertOpen();
    const rows = this.stmts.stream.all(stream, options.fromRevision ?? 0, options.untilPosition ?? MAX_POSITION);
    return rows.map(rowToEvent);
  }

  async readAll(from: Position, limit: number): Promise<StoredEvent[]> {
    this.assertOpen();
    return this.stmts.all.all(from, Math.max(0, Math.floor(limit))).map(rowToEvent);
  }

  subscribeAll(from: Position, onBatch: (events: StoredEvent[]) => Promise<void>, options: SubscribeOptions = {}): Subscription {
    this.assertOpen();
    const subscription = new CatchUpSubscription({
      from,
      read: (after, limit) => this.readAll(after, limit),
      onBatch,
      batchSize: options.batchSize ?? 500,
      pollMs: this.pollMs,
      ...(options.onError ? { onError: options.onError } : {}),
    });
    this.subscriptions.add(subscription);
    return {
      close: async () => {
        this.subscriptions.delete(subscription);
        await subscription.close();
      },
    };
  }

  async headPosition(): Promise<Position> {
    this.assertOpen();
    return this.stmts.head.get()!.position;
  }

  /** Writes what is queued, stops the subscriptions, closes the file. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    this.subscriptions.clear();
    this.commits.flush();
    this.closed = true;
    this.db.close();
  }

  private wakeSubscribers(): void {
    for (const s of this.subscriptions) s.wake();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('the event store is closed');
  }
}
