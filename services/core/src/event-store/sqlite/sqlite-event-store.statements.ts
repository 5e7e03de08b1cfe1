import type Database from 'better-sqlite3';
import { EVENT_COLUMNS, type EventRow } from './sqlite-event-schema';
import { StreamFilter } from './stream-filter';
import { present } from '../../present';

/** The position a latest read goes up to. */
export const MAX_POSITION = Number.MAX_SAFE_INTEGER;

/** The event store's prepared reads. */
export interface Statements {
  stream: Database.Statement<[string, number, number], EventRow>;
  all: Database.Statement<[number, number], EventRow>;
  head: Database.Statement<[], { position: number }>;
  dataVersion: Database.Statement<[], number>;
  streamsAfter: Database.Statement<[number], { stream: string; position: number }>;
}

export function prepareStatements(db: Database.Database): Statements {
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
export function loadStreams(db: Database.Database, stmts: Statements) {
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
