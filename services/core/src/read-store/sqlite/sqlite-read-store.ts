import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { Database as SqliteDatabase } from '../../sqlite/sqlite-driver';
import type { GridPage, GridQuery, Position } from '@faena/contracts';
import {
  ReadStore,
  type CollectionSpec,
  type Doc,
  type DocOp,
  type EnsureOptions,
  type EqualityFilter,
  type ScopeFilter,
  type SearchOptions,
} from '../read-store.port';
import {
  assertCollection,
  equalityConditions,
  planGrid,
  stripReserved,
  type GridPlan,
} from '../grid-plan';
import { collapseOps, type PlannedOp } from '../doc-ops';
import { LOWER_FN, gridSql, lowerText, whereSql, type SqlFragment } from './sqlite-grid-query';
import {
  counterGroups,
  docTable,
  dropCounters,
  quote,
  seqIndex,
  syncCounters,
  syncIndexes,
  type CounterGroup,
} from './sqlite-collection-schema';
import { SqliteCounters, counterCountSql } from './sqlite-counters';
import { SqliteStatistics } from './sqlite-statistics';
import { SqliteSearch } from './sqlite-search';
import { WalCheckpointer } from '../../sqlite/wal-checkpointer';
import { settle } from '../../settle';

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
  private readonly commitTx: (
    ops: DocOp[],
    checkpoint: { projection: string; position: Position },
  ) => void;
  /** the counters each collection has (read from the schema once, refreshed by ensure/reset) */
  private readonly counters = new Map<string, CounterGroup[]>();
  private readonly statistics: SqliteStatistics;
  private readonly counting: SqliteCounters;
  private readonly checkpointer: WalCheckpointer;
  private readonly searching: SqliteSearch;

  constructor(options: SqliteReadStoreOptions) {
    super();
    fs.mkdirSync(path.dirname(path.resolve(options.file)), { recursive: true });
    this.db = new SqliteDatabase(options.file);
    this.db.pragma('journal_mode = WAL');
    // read models are rebuilt from the log; NORMAL keeps every transaction atomic (WAL)
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 10000');
    this.statistics = new SqliteStatistics(this.db);
    this.counting = new SqliteCounters(this.db);
    this.checkpointer = new WalCheckpointer(this.db, options.file);
    this.searching = new SqliteSearch(this.db);
    this.db.function(LOWER_FN, { deterministic: true }, lowerText);
    this.db.exec(
      'CREATE TABLE IF NOT EXISTS checkpoints (projection TEXT PRIMARY KEY, position INTEGER NOT NULL)',
    );
    this.commitTx = this.db.transaction(
      (ops: DocOp[], checkpoint: { projection: string; position: Position }) => {
        for (const op of collapseOps(ops)) this.applyOp(op);
        this.stmt(
          `INSERT INTO checkpoints (projection, position) VALUES (?, ?)
         ON CONFLICT(projection) DO UPDATE SET position = max(position, excluded.position)`,
        ).run(checkpoint.projection, checkpoint.position);
      },
    );
  }

  /** Indexes and counters as declared (stale ones dropped), then planner statistics if needed. */
  ensureCollection(spec: CollectionSpec, options?: EnsureOptions): Promise<void> {
    return settle(() => {
      this.table(spec.name);
      if (options?.deferIndexes) return;
      const changed = this.db.transaction(() => {
        const indexes = syncIndexes(this.db, spec);
        const counters = syncCounters(this.db, spec, (group) =>
          this.counting.fill(group, quote(docTable(spec.name))),
        );
        this.searching.ensure(spec);
        return indexes || counters;
      })();
      this.forgetSchema(spec.name);
      this.statistics.ensured(spec.name, changed);
    });
  }

  get<T extends Doc>(collection: string, id: string): Promise<T | null> {
    return settle(() => {
      const row = this.stmt(`SELECT doc FROM ${this.table(collection)} WHERE id = ?`).get(id) as
        { doc: string } | undefined;
      return row ? (JSON.parse(row.doc) as T) : null;
    });
  }

  getMany<T extends Doc>(collection: string, ids: string[]): Promise<Map<string, T>> {
    return settle(() => {
      const sql = `SELECT id, doc FROM ${this.table(collection)} WHERE id IN (SELECT value FROM json_each(?))`;
      const rows = this.stmt(sql).all(JSON.stringify(ids)) as Array<{ id: string; doc: string }>;
      return new Map(rows.map((r) => [r.id, JSON.parse(r.doc) as T]));
    });
  }

  find<T extends Doc>(collection: string, filter: EqualityFilter, limit?: number): Promise<T[]> {
    return settle(() => {
      const where = whereSql(equalityConditions(filter, 'filter'));
      const sql = `SELECT doc FROM ${this.table(collection)} WHERE ${where.sql} ORDER BY seq, id LIMIT ?`;
      const rows = this.stmt(sql).all(...where.params, limit ?? -1) as Array<{ doc: string }>;
      return rows.map((r) => JSON.parse(r.doc) as T);
    });
  }

  query<T extends Doc>(
    collection: string,
    query: GridQuery,
    scope?: ScopeFilter,
  ): Promise<GridPage<T>> {
    return settle(() => {
      const plan = planGrid(query, scope);
      let result: { total: number; rows: Array<{ doc: string }> };
      try {
        result = this.readPage(collection, plan);
      } catch (error) {
        // another process may have dropped a counter this connection knew of: look again, once
        if (!this.counters.get(collection)?.length) throw error;
        this.forgetSchema(collection);
        result = this.readPage(collection, plan);
      }
      return {
        totalCount: result.total,
        data: result.rows.map((r, i) => ({
          ...(JSON.parse(r.doc) as T),
          RowIndex: plan.skip + i + 1,
        })),
      };
    });
  }

  search<T extends Doc>(collection: string, text: string, options: SearchOptions): Promise<T[]> {
    return settle(() => {
      this.table(collection);
      return this.searching.search(collection, text, options).map((r) => JSON.parse(r.doc) as T);
    });
  }

  commit(ops: DocOp[], checkpoint: { projection: string; position: Position }): Promise<void> {
    return settle(() => {
      try {
        this.commitTx(ops, checkpoint);
      } catch (error) {
        // tables created inside the rolled-back transaction are gone again, and a counter another
        // process dropped may be why it failed: forget what we knew
        this.tables.clear();
        this.counters.clear();
        this.counting.forget();
        this.statements.clear();
        throw error;
      }
      this.checkpointer.committed();
      this.statistics.written(ops, (name) => this.tables.has(name));
    });
  }

  getCheckpoint(projection: string): Promise<Position> {
    return settle(() => {
      const row = this.stmt('SELECT position FROM checkpoints WHERE projection = ?').get(
        projection,
      ) as { position: number } | undefined;
      return row?.position ?? 0;
    });
  }

  reset(projection: string, collections: string[]): Promise<void> {
    return settle(() => {
      collections.forEach(assertCollection);
      this.db.transaction(() => {
        for (const name of collections) {
          dropCounters(this.db, name);
          this.searching.drop(name);
          this.db.exec(`DROP TABLE IF EXISTS ${quote(docTable(name))}`);
        }
        this.db.prepare('DELETE FROM checkpoints WHERE projection = ?').run(projection);
      })();
      for (const name of collections) {
        this.tables.delete(name);
        this.forgetSchema(name);
        this.statistics.forget(name);
      }
    });
  }

  async close(): Promise<void> {
    this.statements.clear();
    await this.checkpointer.stop();
    if (!this.db.open) return;
    try {
      // re-analyzes a table whose size changed a lot since its statistics (usually nothing to do)
      this.db.pragma('optimize');
    } catch {
      // best effort (e.g. another process holds the write lock): the statistics stay as they are
    }
    this.db.close();
  }

  /** The collection's counters; another process may have created or dropped them since. */
  private counterGroups(collection: string): CounterGroup[] {
    let groups = this.counters.get(collection);
    if (!groups) this.counters.set(collection, (groups = counterGroups(this.db, collection)));
    return groups;
  }

  /**
   * The statements a grid query runs (count from a counter when one answers it exactly, and the
   * page), with SQLite's plan of each: for tests and diagnostics (EXPLAIN QUERY PLAN).
   */
  explainQuery(
    collection: string,
    query: GridQuery,
    scope?: ScopeFilter,
  ): { count: string; page: string } {
    const { count, page } = this.statementsOf(collection, planGrid(query, scope));
    const plan = (f: SqlFragment) =>
      (this.db.prepare(`EXPLAIN QUERY PLAN ${f.sql}`).all(...f.params) as Array<{ detail: string }>)
        .map((r) => r.detail)
        .join(' | ');
    return { count: plan(count), page: plan(page) };
  }

  private statementsOf(
    collection: string,
    plan: GridPlan,
  ): { count: SqlFragment; page: SqlFragment } {
    const { count, page } = gridSql(this.table(collection), plan);
    return {
      count: counterCountSql(this.counterGroups(collection), plan.conditions) ?? count,
      page,
    };
  }

  /** The count and the page, in one read transaction. */
  private readPage(
    collection: string,
    plan: GridPlan,
  ): { total: number; rows: Array<{ doc: string }> } {
    const { count, page } = this.statementsOf(collection, plan);
    return this.db.transaction(() => ({
      total: (this.stmt(count.sql).get(...count.params) as { n: number }).n,
      rows: this.stmt(page.sql).all(...page.params) as Array<{ doc: string }>,
    }))();
  }

  /** Cached statements and counter lists may name tables that changed: drop them. */
  private forgetSchema(collection: string): void {
    this.statements.clear();
    this.counting.forget();
    this.counters.delete(collection);
  }

  /** Guarded by position like the MongoDB store: an op older than the document changes nothing. */
  private applyOp(op: PlannedOp): void {
    const table = this.table(op.collection);
    const groups = this.counterGroups(op.collection);
    const fields = this.counting.fieldsOf(groups);
    if (op.kind === 'remove') {
      this.searching.remove(op.collection, op.id, op.position);
      if (groups.length === 0)
        this.stmt(`DELETE FROM ${table} WHERE id = ? AND pos <= ?`).run(op.id, op.position);
      else
        this.counting.move(groups, fields, {
          before: this.counting.remove(table, op, fields),
          after: undefined,
        });
      return;
    }
    const before = groups.length > 0 ? this.counting.stored(table, op.id, fields) : undefined;
    const doc = stripReserved(op.doc);
    const seq = op.fresh ? 'excluded.seq' : 'seq';
    const { changes } = this.stmt(
      `INSERT INTO ${table} (id, seq, pos, doc) VALUES (?, ?, ?, ?)
       ON CONFLICT(id) DO UPDATE SET seq = ${seq}, pos = excluded.pos, doc = excluded.doc WHERE excluded.pos > pos`,
    ).run(op.id, op.seq, op.position, JSON.stringify(doc));
    if (changes > 0) this.searching.put(op.collection, op.id, doc);
    if (groups.length > 0 && changes > 0)
      this.counting.move(groups, fields, { before, after: this.counting.valuesOf(doc, fields) });
  }

  /** The quoted table of a collection, created on first use. */
  private table(name: string): string {
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

  private stmt(sql: string): Database.Statement {
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
}
