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
import { GroupCommit, type Outcome } from './group-commit';
import { openEventDatabase, rowToEvent, type EventRow } from './sqlite-event-schema';
import { SqliteEventWriter } from './sqlite-event-writer';
import {
  MAX_POSITION,
  loadStreams,
  prepareStatements,
  type Statements,
} from './sqlite-event-store.statements';
import { KnownStreams } from './sqlite-event-store.streams';
import { SubscriptionHub } from './sqlite-event-store.subscriptions';
import { ENDS_BEFORE, StreamTails } from './sqlite-event-store.tails';
import { applyWrites, noteCommitted, type Known, type Written } from './sqlite-event-store.writes';
import { WalSync, type SyncFile } from './wal-sync';
import { WalCheckpointer } from '../../sqlite/wal-checkpointer';
import { present } from '../../present';

export { ANY_WINDOW } from './sqlite-event-writer';

export interface SqliteEventStoreOptions {
  /** the database file, e.g. data/events.sqlite */
  file: string;
  /** poll interval of subscriptions, to see commits of other processes (default 1000 ms) */
  pollMs?: number;
  /** how the WAL is made durable (default fs.fdatasync; tests hold it) */
  syncFile?: SyncFile;
}

/**
 * The embedded event store: better-sqlite3 in WAL mode. Appends go through a group commit (one
 * transaction for every append queued in the same event-loop turn; each write in its own
 * savepoint); the fsync of the WAL runs on the thread pool (WalSync), shared by every batch
 * committed meanwhile. An append resolves, a subscriber is woken and a read returns an event only
 * once that event is on disk, so nothing is answered that a power loss could take back (ADR 0007).
 */
export class SqliteEventStore extends EventStore {
  private readonly db: Database.Database;
  private readonly commits: GroupCommit<StreamWrite[], Written>;
  private readonly wal: WalSync;
  private readonly checkpointer: WalCheckpointer;
  private readonly hub: SubscriptionHub;
  private readonly tails = new StreamTails();
  private readonly streams: KnownStreams;
  private closing = false;
  private closed = false;
  private readonly stmts: Statements;

  constructor(options: SqliteEventStoreOptions) {
    super();
    this.hub = new SubscriptionHub(
      (after, limit) => this.readAll(after, limit),
      options.pollMs ?? 1000,
    );
    this.db = openEventDatabase(options.file);
    const writer = new SqliteEventWriter(this.db);
    this.commits = new GroupCommit(
      this.db,
      (writes) => applyWrites(writer, writes, this.known()),
      (outcomes) => this.durable(outcomes),
      // inside the write transaction nobody else commits: catch up on what others did before it
      () => this.streams.checkVersion(),
    );
    this.stmts = prepareStatements(this.db);
    const { head, filter } = loadStreams(this.db, this.stmts);
    this.streams = new KnownStreams(this.stmts, { head, filter }, this.tails);
    this.wal = new WalSync(`${options.file}-wal`, head, options.syncFile);
    this.checkpointer = new WalCheckpointer(this.db, options.file);
  }

  async append(
    stream: string,
    events: NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    const [result] = await this.appendMulti([{ stream, events, expected }]);
    return present(result, 'the append result');
  }

  /** All writes in one transaction: every write succeeds, or none is stored. */
  appendMulti(writes: StreamWrite[]): Promise<AppendResult[]> {
    try {
      if (this.closing) throw new Error('the event store is closed');
      if (this.wal.failed) throw this.wal.failed;
      writes.forEach(validateWrite);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    return this.commits.submit(writes).then((written) => written.results);
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<StoredEvent[]> {
    this.assertOpen();
    const from = options.fromRevision ?? 0;
    const latest = options.untilPosition === undefined;
    this.streams.checkVersionOncePerTurn();
    if (!this.streams.mightHave(stream)) return [];
    if (latest) {
      const written = this.tails.knownRows(stream, from);
      if (written === ENDS_BEFORE) return [];
      if (written) {
        await this.onDisk(written);
        return written.map(rowToEvent);
      }
    }
    const rows = this.stmts.stream.all(stream, from, options.untilPosition ?? MAX_POSITION);
    if (latest) this.tails.noteReadTail(stream, rows, from);
    await this.onDisk(rows);
    return rows.map(rowToEvent);
  }

  async readAll(from: Position, limit: number): Promise<StoredEvent[]> {
    this.assertOpen();
    const rows = this.stmts.all.all(from, Math.max(0, Math.floor(limit)));
    await this.onDisk(rows);
    return rows.map(rowToEvent);
  }

  subscribeAll(
    from: Position,
    onBatch: (events: StoredEvent[]) => Promise<void>,
    options: SubscribeOptions = {},
  ): Subscription {
    this.assertOpen();
    return this.hub.subscribe(from, onBatch, options);
  }

  async headPosition(): Promise<Position> {
    this.assertOpen();
    const head = present(this.stmts.head.get(), 'the head row').position;
    await this.wal.durable(head);
    return head;
  }

  /** Writes what is queued, stops the subscriptions, closes the file. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    await this.hub.close();
    this.commits.flush();
    await this.wal.close();
    await this.checkpointer.stop();
    this.closed = true;
    this.db.close();
  }

  /** After a batch's COMMIT: waits until it is on disk, then wakes the subscribers. */
  private async durable(outcomes: ReadonlyArray<Outcome<Written>>): Promise<void> {
    this.checkpointer.committed();
    const last = noteCommitted(outcomes, this.known());
    await this.wal.committed(last);
    this.hub.durable();
  }

  /**
   * Calls the listener after every batch of this connection's appends is on disk (the API tells
   * the projector thread's connection to read on; that one would otherwise see it at its next poll).
   */
  onDurable(listener: () => void): () => void {
    return this.hub.onDurable(listener);
  }

  /** Wakes the subscriptions: the log has grown (here or, told by onDurable, in another connection). */
  poke(): void {
    this.hub.poke();
  }

  /** Rows committed by this process are returned only once they are on disk. */
  private async onDisk(rows: readonly EventRow[]): Promise<void> {
    // both reads are in position order (a stream's revisions ascend with the position)
    const last = rows[rows.length - 1];
    if (last && last.position > this.wal.durablePosition) await this.wal.durable(last.position);
  }

  private known(): Known {
    return { tails: this.tails, streams: this.streams };
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('the event store is closed');
  }
}
