import type Database from 'better-sqlite3';
import type { AppendResult, StreamWrite } from '../event-store.port';
import { assertExpected, currentAnswer, idempotentAnswer, type CurrentRevision, type StoredAt } from '../append-rules';

interface TailRow {
  revision: number;
  position: number;
}

/**
 * Applies one stream write inside the caller's transaction (synchronous, prepared statements):
 * idempotency by event id first, then the expected revision, then the inserts.
 */
export class SqliteEventWriter {
  private readonly tail: Database.Statement<[string], TailRow>;
  private readonly byId: Database.Statement<[string], StoredAt>;
  private readonly insert: Database.Statement<[string, string, number, string, number, string, string]>;

  constructor(db: Database.Database) {
    this.tail = db.prepare('SELECT revision, position FROM events WHERE stream = ? ORDER BY revision DESC LIMIT 1');
    this.byId = db.prepare('SELECT stream, revision, position FROM events WHERE id = ?');
    this.insert = db.prepare(
      'INSERT INTO events (id, stream, revision, type, version, data, metadata) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
  }

  /**
   * The write's answer, and the stream's last revision after it (-1: no stream). They differ for a
   * repeated write, answered where its events are, maybe below the stream's end.
   */
  apply(write: StreamWrite): { answer: AppendResult; tail: number } {
    const tail = this.tail.get(write.stream);
    const current: CurrentRevision = tail ? tail.revision : 'no_stream';
    const before = tail ? tail.revision : -1;
    // A stream without events holds none of the write's ids, so the lookups by id are only needed
    // for a stream that exists (most commands create most of the streams they write). An id stored
    // in another stream is then refused by the UNIQUE index, and answered as the lookup would.
    if (tail) {
      const repeated = idempotentAnswer(write, current, write.events.map((e) => this.byId.get(e.id)));
      if (repeated) return { answer: repeated, tail: before };
    }
    assertExpected(write.stream, write.expected, current);
    if (write.events.length === 0) return { answer: currentAnswer(current, tail?.position ?? 0), tail: before };
    let revision = before;
    let position = 0;
    for (const event of write.events) {
      revision += 1;
      position = this.insertEvent(write.stream, revision, event);
    }
    return { answer: { revision, position }, tail: revision };
  }

  private insertEvent(stream: string, revision: number, event: StreamWrite['events'][number]): number {
    try {
      const info = this.insert.run(
        event.id,
        stream,
        revision,
        event.type,
        event.version,
        JSON.stringify(event.data ?? null),
        JSON.stringify(event.metadata ?? null),
      );
      return Number(info.lastInsertRowid);
    } catch (err) {
      const stored = this.byId.get(event.id);
      if (stored && stored.stream !== stream) throw new Error(`event id already stored in stream ${stored.stream}, not ${stream}`);
      throw err;
    }
  }
}
