import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { GridPage, GridQuery, Position } from '@faena/contracts';
import { ReadStore, type CollectionSpec, type Doc, type DocOp, type EqualityFilter } from '../read-store.port';
import { assertCollection, assertField, equalityConditions, planGrid, stripReserved } from '../grid-plan';
import { collapseOps, type PlannedOp } from '../doc-ops';
import { LOWER_FN, fieldExpr, gridSql, whereSql, type SqlParam } from './sqlite-grid-query';

const MAX_STATEMENTS = 300;

export interface SqliteReadStoreOptions {
  /** the database file, e.g. data/read.sqlite (separate from the event log) */
  file: string;
}

/**
 * Read models in SQLite: one table per collection (id, seq = position that first created the doc,
 * pos = position that last touched it, doc = JSON), declared fields as expression indexes on
 * json_extract. A projection batch and its checkpoint commit in one transaction; the checkpoint
 * only moves forward and every write is guarded by the document's position, as in MongoDB.
 */
export class SqliteReadStore extends ReadStore {
  private readonly db: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();
  private readonly tables = new Set<string>();
  private readonly commitTx: (ops: DocOp[], checkpoint: { projection: string; position: Position }) => void;

  constructor(options: SqliteReadStoreOptions) {
    super();
    fs.mkdirSync(path.dirname(path.resolve(options.file)), { recursive: true });
    this.db = new Database(options.file);
    this.db.pragma('journal_mode = WAL');
    // read models are rebuilt from the log; NORMAL keeps every transaction atomic (WAL)
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 10000');
    this.db.function(LOWER_FN, { deterministic: true }, (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v as SqlParam));
    this.db.exec('CREATE TABLE IF NOT EXISTS checkpoints (projection TEXT PRIMARY KEY, position INTEGER NOT NULL)');
    this.commitTx = this.db.transaction((ops, checkpoint) => {
      for (const op of collapseOps(ops)) this.applyOp(op);
      this.stmt(
        `INSERT INTO checkpoints (projection, position) VALUES (?, ?)
         ON CONFLICT(projection) DO UPDATE SET position = max(position, excluded.position)`,
      ).run(checkpoint.projection, checkpoint.position);
    });
  }

  async ensureCollection(spec: CollectionSpec): Promise<void> {
    const table = this.table(spec.name);
    spec.indexes.forEach((field, i) => {
      assertField(field, `indexes.${i}`);
      const index = quote(`ix:${spec.name}:${field}`);
      this.db.exec(`CREATE INDEX IF NOT EXISTS ${index} ON ${table} (${fieldExpr(field)})`);
    });
  }

  async get<T extends Doc>(collection: string, id: string): Promise<T | null> {
    const row = this.stmt(`SELECT doc FROM ${this.table(collection)} WHERE id = ?`).get(id) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as T) : null;
  }

  async getMany<T extends Doc>(collection: string, ids: string[]): Promise<Map<string, T>> {
    const sql = `SELECT id, doc FROM ${this.table(collection)} WHERE id IN (SELECT value FROM json_each(?))`;
    const rows = this.stmt(sql).all(JSON.stringify(ids)) as Array<{ id: string; doc: string }>;
    return new Map(rows.map((r) => [r.id, JSON.parse(r.doc) as T]));
  }

  async find<T extends Doc>(collection: string, filter: EqualityFilter, limit?: number): Promise<T[]> {
    const where = whereSql(equalityConditions(filter, 'filter'));
    const sql = `SELECT doc FROM ${this.table(collection)} WHERE ${where.sql} ORDER BY seq, id LIMIT ?`;
    const rows = this.stmt(sql).all(...where.params, limit ?? -1) as Array<{ doc: string }>;
    return rows.map((r) => JSON.parse(r.doc) as T);
  }

  async query<T extends Doc>(collection: string, query: GridQuery, scope?: EqualityFilter): Promise<GridPage<T>> {
    const plan = planGrid(query, scope);
    const { count, page } = gridSql(this.table(collection), plan);
    const read = this.db.transaction(() => ({
      total: (this.stmt(count.sql).get(...count.params) as { n: number }).n,
      rows: this.stmt(page.sql).all(...page.params) as Array<{ doc: string }>,
    }));
    const { total, rows } = read();
    return {
      totalCount: total,
      data: rows.map((r, i) => ({ ...(JSON.parse(r.doc) as T), RowIndex: plan.skip + i + 1 })),
    };
  }

  async commit(ops: DocOp[], checkpoint: { projection: string; position: Position }): Promise<void> {
    try {
      this.commitTx(ops, checkpoint);
    } catch (error) {
      // tables created inside the rolled-back transaction are gone again: forget what we knew
      this.tables.clear();
      throw error;
    }
  }

  async getCheckpoint(projection: string): Promise<Position> {
    const row = this.stmt('SELECT position FROM checkpoints WHERE projection = ?').get(projection) as { position: number } | undefined;
    return row?.position ?? 0;
  }

  async reset(projection: string, collections: string[]): Promise<void> {
    collections.forEach(assertCollection);
    this.db.transaction(() => {
      for (const name of collections) this.db.exec(`DROP TABLE IF EXISTS ${quote(`doc:${name}`)}`);
      this.db.prepare('DELETE FROM checkpoints WHERE projection = ?').run(projection);
    })();
    this.statements.clear();
    for (const name of collections) this.tables.delete(name);
  }

  async close(): Promise<void> {
    this.statements.clear();
    if (this.db.open) this.db.close();
  }

  /** Guarded by position like the MongoDB store: an op older than the document changes nothing. */
  private applyOp(op: PlannedOp): void {
    const table = this.table(op.collection);
    if (op.kind === 'remove') {
      this.stmt(`DELETE FROM ${table} WHERE id = ? AND pos <= ?`).run(op.id, op.position);
      return;
    }
    const seq = op.fresh ? 'excluded.seq' : 'seq';
    this.stmt(
      `INSERT INTO ${table} (id, seq, pos, doc) VALUES (?, ?, ?, ?)
       ON CONFLICT(id) DO UPDATE SET seq = ${seq}, pos = excluded.pos, doc = excluded.doc WHERE excluded.pos > pos`,
    ).run(op.id, op.seq, op.position, JSON.stringify(stripReserved(op.doc)));
  }

  /** The quoted table of a collection, created on first use. */
  private table(name: string): string {
    const table = quote(`doc:${name}`);
    if (this.tables.has(name)) return table;
    assertCollection(name);
    this.db.exec(`CREATE TABLE IF NOT EXISTS ${table} (id TEXT PRIMARY KEY, seq INTEGER NOT NULL, pos INTEGER NOT NULL, doc TEXT NOT NULL)`);
    this.db.exec(`CREATE INDEX IF NOT EXISTS ${quote(`ix:${name}:seq`)} ON ${table} (seq, id)`);
    this.tables.add(name);
    return table;
  }

  private stmt(sql: string): Database.Statement {
    let s = this.statements.get(sql);
    if (!s) {
      s = this.db.prepare(sql);
      // grid queries vary: keep the cache bounded (oldest first out)
      if (this.statements.size >= MAX_STATEMENTS) this.statements.delete(this.statements.keys().next().value!);
      this.statements.set(sql, s);
    }
    return s;
  }
}

/** Quotes an identifier built from a checked collection/field name. */
function quote(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}
