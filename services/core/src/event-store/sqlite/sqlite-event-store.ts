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
import { GroupCommit, type Outcome } from './group-commit';
import { EVENT_COLUMNS, openEventDatabase, rowToEvent, type EventRow } from './sqlite-event-schema';
import { SqliteEventWriter } from './sqlite-event-writer';
import { StreamFilter } from './stream-filter';
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

const MAX_POSITION = Number.MAX_SAFE_INTEGER;
/** streams whose last revision is remembered (the map is cleared when it grows past this) */
const MAX_KNOWN_TAILS = 200_000;
/** streams whose last written rows are kept (the map is cleared when it grows past this) */
const MAX_RECENT_WRITES = 10_000;

/** What one group-commit item (an appendMulti) wrote: its answers and, per write, its rows. */
interface Written {
  results: AppendResult[];
  rows: EventRow[][];
}

interface Statements {
  stream: Database.Statement<[string, number, number], EventRow>;
  all: Database.Statement<[number, number], EventRow>;
  head: Database.Statement<[], { position: number }>;
  dataVersion: Database.Statement<[], number>;
  streamsAfter: Database.Statement<[number], { stream: string; position: number }>;
}

function prepareStatements(db: Database.Database): Statements {
  return {
    stream: db.prepare(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream = ? AND revision >= ? AND position <= ? ORDER BY revision`,
    ),
    all: db.prepare(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
    ),
    head: db.prepare('SELECT coalesce(max(position), 0) AS position FROM events'),
    dataVersion: db.prepare<[], number>('PRAGMA data_version').pluck(),
    streamsAfter: db.prepare(
      'SELECT stream, position FROM events WHERE position > ? ORDER BY position',
    ),
  };
}

/** The head and a filter of every stream with events, read in one transaction. */
function loadStreams(db: Database.Database, stmts: Statements) {
  return db.transaction(() => {
    const at = present(stmts.head.get(), 'the head row').position;
    const built = new StreamFilter(at);
    for (const stream of db
      .prepare<[], string>('SELECT DISTINCT stream FROM events')
      .pluck()
      .iterate())
      built.add(stream);
    return { head: at, filter: built };
  })();
}

/** A latest read from past the stream's known tail: nothing to read. */
const ENDS_BEFORE: readonly EventRow[] = [];

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
  private readonly subscriptions = new Set<CatchUpSubscription>();
  private readonly durableListeners = new Set<() => void>();
  /**
   * Stream → its last revision as this connection last wrote or read it. A read from a revision
   * past it answers [] without a query (the command side reads only the events after its cached
   * fold). Only ever too high (a rolled-back write), never too low: another connection's commit
   * changes `PRAGMA data_version`, and then the map is forgotten.
   */
  private readonly tails = new Map<string, number>();
  /**
   * Stream → the rows of this connection's last committed write to it. A read from within them,
   * while the stream's known tail is their last revision, is answered from them: the next command
   * on a stream reads what the previous one wrote (a contract's quota, a request being decided).
   * Forgotten with the tails when another connection commits.
   */
  private readonly recent = new Map<string, EventRow[]>();
  /**
   * The streams that have events (a Bloom filter): a read of a stream it says "no" to answers []
   * without a query. It knows every stream up to `filtered` (the position it was built or caught up
   * to, or this connection's last commit); another connection's commits are caught up on when
   * `PRAGMA data_version` shows them, before a read and inside each write transaction.
   */
  private readonly streams: StreamFilter;
  private filtered: number;
  private dataVersion = -1;
  /** data_version is asked once per turn of the event loop (a read in that turn is as of its start) */
  private versionChecked = false;
  private readonly pollMs: number;
  private closing = false;
  private closed = false;
  private readonly stmts: Statements;

  constructor(options: SqliteEventStoreOptions) {
    super();
    this.pollMs = options.pollMs ?? 1000;
    this.db = openEventDatabase(options.file);
    const writer = new SqliteEventWriter(this.db);
    this.commits = new GroupCommit(
      this.db,
      (writes) => this.applyWrites(writer, writes),
      (outcomes) => this.durable(outcomes),
      // inside the write transaction nobody else commits: catch up on what others did before it
      () => this.checkVersion(),
    );
    this.stmts = prepareStatements(this.db);
    const { head, filter } = loadStreams(this.db, this.stmts);
    this.streams = filter;
    this.filtered = head;
    this.wal = new WalSync(`${options.file}-wal`, head, options.syncFile);
    this.checkpointer = new WalCheckpointer(this.db, options.file);
    // dataVersion stays -1: the first check catches up on whatever was committed since `head`
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
    this.checkVersionOncePerTurn();
    if (!this.streams.mightHave(stream)) return [];
    if (latest) {
      const written = this.knownRows(stream, from);
      if (written === ENDS_BEFORE) return [];
      if (written) {
        await this.onDisk(written);
        return written.map(rowToEvent);
      }
    }
    const rows = this.stmts.stream.all(stream, from, options.untilPosition ?? MAX_POSITION);
    if (latest) this.noteReadTail(stream, rows, from);
    await this.onDisk(rows);
    return rows.map(rowToEvent);
  }

  /**
   * What this connection knows of a stream's latest events from `from`: ENDS_BEFORE when its tail
   * is before `from`, the rows of its last write when they cover the read, else undefined.
   */
  private knownRows(stream: string, from: number): readonly EventRow[] | undefined {
    const tail = this.tails.get(stream);
    if (tail === undefined) return undefined;
    if (from > 0 && tail < from) return ENDS_BEFORE;
    return this.recentFrom(stream, from, tail);
  }

  /** A latest read's last row is the stream's tail; nothing from `from` on: it ends before it
   * (noting from - 1 is at worst too high, which is safe). */
  private noteReadTail(stream: string, rows: readonly EventRow[], from: number): void {
    this.noteTail(stream, rows.at(-1)?.revision ?? from - 1);
  }

  /** One group commit's writes, applied in order inside its transaction. */
  private applyWrites(writer: SqliteEventWriter, writes: StreamWrite[]): Written {
    const written: Written = { results: [], rows: [] };
    for (const write of writes) {
      const { answer, tail, rows } = writer.apply(write);
      this.noteTail(write.stream, tail);
      if (tail >= 0) this.streams.add(write.stream);
      written.results.push(answer);
      if (rows.length > 0) written.rows.push(rows);
    }
    return written;
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
    const head = present(this.stmts.head.get(), 'the head row').position;
    await this.wal.durable(head);
    return head;
  }

  /** Writes what is queued, stops the subscriptions, closes the file. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    this.subscriptions.clear();
    this.commits.flush();
    await this.wal.close();
    await this.checkpointer.stop();
    this.closed = true;
    this.db.close();
  }

  /** After a batch's COMMIT: waits until it is on disk, then wakes the subscribers. */
  private async durable(outcomes: ReadonlyArray<Outcome<Written>>): Promise<void> {
    this.checkpointer.committed();
    let last = 0;
    for (const outcome of outcomes) {
      if (!outcome.ok) continue;
      for (const r of outcome.value.results) last = Math.max(last, r.position);
      // committed: what a rolled-back savepoint wrote never gets here
      for (const rows of outcome.value.rows) this.remember(rows);
    }
    // the transaction caught up on other connections first, then added its own streams
    this.filtered = Math.max(this.filtered, last);
    await this.wal.committed(last);
    this.poke();
    for (const listener of this.durableListeners) listener();
  }

  /**
   * Calls the listener after every batch of this connection's appends is on disk (the API tells
   * the projector thread's connection to read on; that one would otherwise see it at its next poll).
   */
  onDurable(listener: () => void): () => void {
    this.durableListeners.add(listener);
    return () => this.durableListeners.delete(listener);
  }

  /** Wakes the subscriptions: the log has grown (here or, told by onDurable, in another connection). */
  poke(): void {
    for (const s of this.subscriptions) s.wake();
  }

  /** Reads look for other connections' commits once per turn of the event loop. */
  private checkVersionOncePerTurn(): void {
    if (this.versionChecked) return;
    this.versionChecked = true;
    setImmediate(() => (this.versionChecked = false));
    this.checkVersion();
  }

  /**
   * Another connection committed: the known tails may be stale (forgotten), and its streams are
   * added to the filter.
   */
  private checkVersion(): void {
    const version = present(this.stmts.dataVersion.get(), 'the data version');
    if (version === this.dataVersion) return;
    this.dataVersion = version;
    this.tails.clear();
    this.recent.clear();
    for (const row of this.stmts.streamsAfter.iterate(this.filtered)) {
      this.streams.add(row.stream);
      this.filtered = row.position;
    }
  }

  /** The rows from `from` on, if the stream's last committed write holds them and nothing followed it. */
  private recentFrom(stream: string, from: number, tail: number): EventRow[] | undefined {
    const rows = this.recent.get(stream);
    const [first] = rows ?? [];
    if (!rows || !first || rows.at(-1)?.revision !== tail || first.revision > from)
      return undefined;
    return rows.slice(from - first.revision);
  }

  private remember(rows: EventRow[]): void {
    const [first] = rows;
    if (!first) return;
    if (this.recent.size >= MAX_RECENT_WRITES) this.recent.clear();
    this.recent.set(first.stream, rows);
  }

  private noteTail(stream: string, revision: number): void {
    if (this.tails.size >= MAX_KNOWN_TAILS) this.tails.clear();
    this.tails.set(stream, revision);
  }

  /** Rows committed by this process are returned only once they are on disk. */
  private async onDisk(rows: readonly EventRow[]): Promise<void> {
    // both reads are in position order (a stream's revisions ascend with the position)
    const last = rows[rows.length - 1];
    if (last && last.position > this.wal.durablePosition) await this.wal.durable(last.position);
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('the event store is closed');
  }
}
