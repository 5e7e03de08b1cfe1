import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { Database as SqliteDatabase } from '../../sqlite/sqlite-driver';
import { assertCollection } from '../grid-plan';
import { LOWER_FN, lowerText } from './sqlite-grid-query';
import {
  counterGroups,
  docTable,
  quote,
  seqIndex,
  type CounterGroup,
} from './sqlite-collection-schema';
import type { SqliteCounters } from './sqlite-counters';

const MAX_STATEMENTS = 300;

/** The read database in WAL mode, with the text function and the checkpoints table. */
export function openReadDatabase(file: string): Database.Database {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  // read models are rebuilt from the log; NORMAL keeps every transaction atomic (WAL)
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 10000');
  return db;
}

/** The text function grid queries call, and the checkpoints table. */
export function prepareReadDatabase(db: Database.Database): void {
  db.function(LOWER_FN, { deterministic: true }, lowerText);
  db.exec(
    'CREATE TABLE IF NOT EXISTS checkpoints (projection TEXT PRIMARY KEY, position INTEGER NOT NULL)',
  );
}

/**
 * What one connection knows of the read database's schema: the tables it created or saw, the
 * counters of each collection (read from the schema once, refreshed by ensure/reset) and its
 * prepared statements. Another process may change the schema: then it is forgotten.
 */
export class ReadSchema {
  readonly db: Database.Database;
  private readonly counting: SqliteCounters;
  private readonly statements = new Map<string, Database.Statement>();
  private readonly tables = new Set<string>();
  private readonly counters = new Map<string, CounterGroup[]>();

  constructor(db: Database.Database, counting: SqliteCounters) {
    this.db = db;
    this.counting = counting;
  }

  hasTable(name: string): boolean {
    return this.tables.has(name);
  }

  /** Whether this connection knows of counters of the collection. */
  hasCounters(collection: string): boolean {
    return Boolean(this.counters.get(collection)?.length);
  }

  /** The quoted table of a collection, created on first use. */
  table(name: string): string {
    const table = quote(docTable(name));
    if (this.tables.has(name)) return table;
    assertCollection(name);
    this.db.exec(
      `CREATE TABLE IF NOT EXISTS ${table} (id TEXT PRIMARY KEY, seq INTEGER NOT NULL, pos INTEGER NOT NULL, doc TEXT NOT NULL)`,
    );
    this.db.exec(`CREATE INDEX IF NOT EXISTS ${quote(seqIndex(name))} ON ${table} (seq, id)`);
    this.tables.add(name);
    return table;
  }

  /** The collection's counters; another process may have created or dropped them since. */
  counterGroups(collection: string): CounterGroup[] {
    let groups = this.counters.get(collection);
    if (!groups) this.counters.set(collection, (groups = counterGroups(this.db, collection)));
    return groups;
  }

  stmt(sql: string): Database.Statement {
    let s = this.statements.get(sql);
    if (!s) {
      s = this.db.prepare(sql);
      // grid queries vary: keep the cache bounded (oldest first out)
      const oldest = this.statements.keys().next();
      if (this.statements.size >= MAX_STATEMENTS && !oldest.done)
        this.statements.delete(oldest.value);
      this.statements.set(sql, s);
    }
    return s;
  }

  /** Cached statements and counter lists may name tables that changed: drop them. */
  forget(collection: string): void {
    this.statements.clear();
    this.counting.forget();
    this.counters.delete(collection);
  }

  /** The collection's table was dropped. */
  dropped(collection: string): void {
    this.tables.delete(collection);
    this.forget(collection);
  }

  /** A rolled-back transaction: the tables it created are gone, its counters may be stale. */
  forgetAll(): void {
    this.tables.clear();
    this.counters.clear();
    this.counting.forget();
    this.statements.clear();
  }

  /** Closing: the prepared statements are let go. */
  clearStatements(): void {
    this.statements.clear();
  }
}
