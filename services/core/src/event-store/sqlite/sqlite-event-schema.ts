import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { Database as SqliteDatabase } from '../../sqlite/sqlite-driver';
import type { EventMetadata, StoredEvent } from '@faena/contracts';

/**
 * The event log table. `position` is the global order (AUTOINCREMENT: never reused), revisions are
 * 0-based per stream. No index by event id: idempotency looks through (stream, revision), where a
 * retried write would have stored its events (SqliteEventWriter). Logs created before carry
 * `id UNIQUE`, which then only costs time.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position INTEGER PRIMARY KEY AUTOINCREMENT,
  id       TEXT    NOT NULL,
  stream   TEXT    NOT NULL,
  revision INTEGER NOT NULL,
  type     TEXT    NOT NULL,
  version  INTEGER NOT NULL,
  data     TEXT    NOT NULL,
  metadata TEXT    NOT NULL,
  UNIQUE (stream, revision)
);`;

export interface EventRow {
  position: number;
  id: string;
  stream: string;
  revision: number;
  type: string;
  version: number;
  data: string;
  metadata: string;
}

/**
 * Opens (or creates) the event database: WAL so readers never block the writer, and
 * synchronous=NORMAL: a COMMIT writes the WAL without waiting for the disk; the store's WalSync
 * runs the fdatasync off the event loop and nothing is answered before it returned, so a commit
 * that answered survives a crash or power loss (ADR 0007). Checkpoints still sync the WAL and
 * the database file themselves.
 */
export function openEventDatabase(file: string): Database.Database {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 10000');
  db.pragma('cache_size = -16000');
  db.exec(SCHEMA);
  return db;
}

export function rowToEvent(row: EventRow): StoredEvent {
  return {
    id: row.id,
    stream: row.stream,
    revision: row.revision,
    position: row.position,
    type: row.type,
    version: row.version,
    data: JSON.parse(row.data) as unknown,
    metadata: JSON.parse(row.metadata) as EventMetadata,
  };
}

export const EVENT_COLUMNS = 'position, id, stream, revision, type, version, data, metadata';
