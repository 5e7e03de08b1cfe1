import type Database from 'better-sqlite3';
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
import { assertCollection, equalityConditions, planGrid } from '../grid-plan';
import { whereSql } from './sqlite-grid-query';
import { SqliteCounters } from './sqlite-counters';
import { SqliteStatistics } from './sqlite-statistics';
import { SqliteSearch } from './sqlite-search';
import { explainPlan, gridStatements, readPageRetrying } from './sqlite-read-store.grid';
import type { OpTarget } from './sqlite-read-store.ops';
import {
  commitTransaction,
  dropCollections,
  syncCollection,
} from './sqlite-read-store.transactions';
import { ReadSchema, openReadDatabase, prepareReadDatabase } from './sqlite-read-store.schema';
import { WalCheckpointer } from '../../sqlite/wal-checkpointer';
import { settle } from '../../settle';

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
  private readonly schema: ReadSchema;
  private readonly commitTx: (
    ops: DocOp[],
    checkpoint: { projection: string; position: Position },
  ) => void;
  private readonly statistics: SqliteStatistics;
  private readonly counting: SqliteCounters;
  private readonly checkpointer: WalCheckpointer;
  private readonly searching: SqliteSearch;

  constructor(options: SqliteReadStoreOptions) {
    super();
    this.db = openReadDatabase(options.file);
    this.statistics = new SqliteStatistics(this.db);
    this.counting = new SqliteCounters(this.db);
    this.schema = new ReadSchema(this.db, this.counting);
    this.checkpointer = new WalCheckpointer(this.db, options.file);
    this.searching = new SqliteSearch(this.db);
    prepareReadDatabase(this.db);
    this.commitTx = commitTransaction(this.target());
  }

  /** Indexes and counters as declared (stale ones dropped), then planner statistics if needed. */
  ensureCollection(spec: CollectionSpec, options?: EnsureOptions): Promise<void> {
    return settle(() => {
      this.table(spec.name);
      if (options?.deferIndexes) return;
      const changed = syncCollection(this.target(), spec);
      this.schema.forget(spec.name);
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
      const result = readPageRetrying(this.schema, collection, plan);
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
        this.schema.forgetAll();
        throw error;
      }
      this.checkpointer.committed();
      this.statistics.written(ops, (name) => this.schema.hasTable(name));
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
      dropCollections(this.target(), { projection, collections });
      for (const name of collections) {
        this.schema.dropped(name);
        this.statistics.forget(name);
      }
    });
  }

  async close(): Promise<void> {
    this.schema.clearStatements();
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

  /**
   * The statements a grid query runs (count from a counter when one answers it exactly, and the
   * page), with SQLite's plan of each: for tests and diagnostics (EXPLAIN QUERY PLAN).
   */
  explainQuery(
    collection: string,
    query: GridQuery,
    scope?: ScopeFilter,
  ): { count: string; page: string } {
    const { count, page } = gridStatements(this.schema, collection, planGrid(query, scope));
    return { count: explainPlan(this.schema, count), page: explainPlan(this.schema, page) };
  }

  private target(): OpTarget {
    return { schema: this.schema, counting: this.counting, searching: this.searching };
  }

  private table(name: string): string {
    return this.schema.table(name);
  }

  private stmt(sql: string): Database.Statement {
    return this.schema.stmt(sql);
  }
}
