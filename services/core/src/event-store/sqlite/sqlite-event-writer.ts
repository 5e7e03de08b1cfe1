import type Database from 'better-sqlite3';
import type { AppendResult, StreamWrite } from '../event-store.port';
import {
  assertExpected,
  currentAnswer,
  idempotentAnswer,
  type CurrentRevision,
  type StoredAt,
} from '../append-rules';
import type { EventRow } from './sqlite-event-schema';
import { present } from '../../present';

interface TailRow {
  revision: number;
  position: number;
}

interface StoredRow extends StoredAt {
  id: string;
}

/**
 * How far back from a stream's end a write with expected revision 'any' looks for its own event
 * ids (a retry of it that other appends to the stream have since passed).
 */
export const ANY_WINDOW = 32;

/**
 * Applies one stream write inside the caller's transaction (synchronous, prepared statements):
 * idempotency by event id first, then the expected revision, then the inserts.
 *
 * The log has no index by event id (each one cost a random B-tree insert per event, about half of
 * an append's CPU and WAL). A retried write is found where it would have put its events instead,
 * through the (stream, revision) index: right after the revision it expected, or for 'any' among
 * the stream's last ANY_WINDOW events, as the EventStoreDB adapter looks at the stream's tail.
 */
export class SqliteEventWriter {
  private readonly tail: Database.Statement<[string], TailRow>;
  private readonly range: Database.Statement<[string, number, number], StoredRow>;
  private readonly insert: Database.Statement<
    [string, string, number, string, number, string, string]
  >;

  constructor(db: Database.Database) {
    this.tail = db.prepare(
      'SELECT revision, position FROM events WHERE stream = ? ORDER BY revision DESC LIMIT 1',
    );
    this.range = db.prepare(
      'SELECT id, revision, position FROM events WHERE stream = ? AND revision BETWEEN ? AND ?',
    );
    this.insert = db.prepare(
      'INSERT INTO events (id, stream, revision, type, version, data, metadata) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
  }

  /**
   * The write's answer, the stream's last revision after it (-1: no stream) and the rows it
   * inserted. Answer and tail differ for a repeated write, answered where its events are, maybe
   * below the stream's end.
   */
  apply(write: StreamWrite): { answer: AppendResult; tail: number; rows: EventRow[] } {
    const tail = this.tail.get(write.stream);
    const current: CurrentRevision = tail ? tail.revision : 'no_stream';
    const before = tail ? tail.revision : -1;
    const repeated = this.retried(write, tail?.revision);
    if (repeated) return { answer: repeated, tail: before, rows: [] };
    assertExpected(write.stream, write.expected, current);
    if (write.events.length === 0)
      return { answer: currentAnswer(current, tail?.position ?? 0), tail: before, rows: [] };
    return this.insertAll(write, before);
  }

  /**
   * A write that does not find the stream where it expects it, when the stream exists and the
   * write has events: a retry's answer, or null. (When the stream ends where the write expects it,
   * or does not exist, none of its events is stored.)
   */
  private retried(write: StreamWrite, last: number | undefined): AppendResult | null {
    if (last === undefined || write.expected === last || write.events.length === 0) return null;
    return this.repeated(write, last, last);
  }

  /** Inserts the write's events after revision `before`. */
  private insertAll(
    write: StreamWrite,
    before: number,
  ): { answer: AppendResult; tail: number; rows: EventRow[] } {
    let revision = before;
    const rows = write.events.map((event) => {
      revision += 1;
      return this.insertEvent(write.stream, revision, event);
    });
    return {
      answer: { revision, position: present(rows.at(-1), 'the written rows').position },
      tail: revision,
      rows,
    };
  }

  /** A retry of this write: its ids where it would have stored them (see the class comment). */
  private repeated(
    write: StreamWrite,
    current: CurrentRevision,
    last: number,
  ): AppendResult | null {
    const count = write.events.length;
    const from =
      write.expected === 'any'
        ? Math.max(0, last - ANY_WINDOW - count + 1)
        : write.expected === 'no_stream'
          ? 0
          : write.expected + 1;
    const to = write.expected === 'any' ? last : from + count - 1;
    const stored = new Map<string, StoredAt>();
    for (const row of this.range.all(write.stream, from, to))
      stored.set(row.id, { revision: row.revision, position: row.position });
    return idempotentAnswer(
      write,
      current,
      write.events.map((e) => stored.get(e.id)),
    );
  }

  /** Inserts one event: its row, as a read would answer it. */
  private insertEvent(
    stream: string,
    revision: number,
    event: StreamWrite['events'][number],
  ): EventRow {
    const data = JSON.stringify(event.data ?? null);
    const metadata = JSON.stringify(event.metadata);
    const info = this.insert.run(
      event.id,
      stream,
      revision,
      event.type,
      event.version,
      data,
      metadata,
    );
    return {
      position: Number(info.lastInsertRowid),
      id: event.id,
      stream,
      revision,
      type: event.type,
      version: event.version,
      data,
      metadata,
    };
  }
}
