import type Database from 'better-sqlite3';
import type { DocOp } from '../read-store.port';
import { docTable, quote } from './sqlite-collection-schema';

/** index entries ANALYZE looks at per index: approximate statistics in milliseconds at any size */
export const ANALYSIS_LIMIT = 1000;
/** while a collection fills up, statistics are refreshed when its writes reach this × its rows */
const GROWTH = 4;
const FIRST_ANALYZE = 1000;
/** above this many rows the proportions are known: no more ANALYZE in the write path */
const LAST_ANALYZE_ROWS = 250_000;

/**
 * Planner statistics for the collection tables. The compound indexes already lead SQLite to the
 * right plans without them; statistics keep it there as data grows skewed. Taken when a
 * collection is ensured with a changed schema or none yet, and while it fills up (at ~1k, 5k, 25k,
 * 125k rows of a rebuild: cheap), not in the write path of a big table (ANALYZE, even sampled
 * with ANALYSIS_LIMIT, reads every index: ~0.5 s on a million rows); `PRAGMA optimize` on close
 * re-analyzes a table whose size changed a lot.
 */
export class SqliteStatistics {
  private readonly stats = new Map<string, { writes: number; rows: number }>();

  constructor(private readonly db: Database.Database) {
    db.pragma(`analysis_limit = ${ANALYSIS_LIMIT}`);
  }

  /** After ensureCollection: statistics unless the table has some and its schema did not change. */
  ensured(collection: string, schemaChanged: boolean): void {
    const has =
      this.db.prepare('SELECT 1 FROM sqlite_master WHERE name = ?').get('sqlite_stat1') !==
        undefined &&
      this.db
        .prepare('SELECT 1 FROM sqlite_stat1 WHERE tbl = ? LIMIT 1')
        .get(docTable(collection)) !== undefined;
    if (schemaChanged || !has) this.analyze(collection);
    else this.stats.set(collection, { writes: 0, rows: this.rows(collection) });
  }

  analyze(collection: string): void {
    const table = quote(docTable(collection));
    this.db.exec(`ANALYZE ${table}`);
    this.stats.set(collection, { writes: 0, rows: this.rows(collection) });
  }

  /** About the number of rows (the largest rowid: one index seek). */
  private rows(collection: string): number {
    return (
      this.db
        .prepare(`SELECT coalesce(max(rowid), 0) AS rows FROM ${quote(docTable(collection))}`)
        .get() as { rows: number }
    ).rows;
  }

  /** After a committed batch: refreshes the statistics of the collections that grew enough. */
  written(ops: readonly DocOp[], exists: (collection: string) => boolean): void {
    const touched = new Map<string, { writes: number; rows: number }>();
    for (const op of ops) {
      const s = this.stats.get(op.collection) ?? { writes: 0, rows: 0 };
      s.writes += 1;
      this.stats.set(op.collection, s);
      touched.set(op.collection, s);
    }
    for (const [name, s] of touched) {
      if (
        s.rows < LAST_ANALYZE_ROWS &&
        s.writes >= Math.max(FIRST_ANALYZE, GROWTH * s.rows) &&
        exists(name)
      )
        this.analyze(name);
    }
  }

  forget(collection: string): void {
    this.stats.delete(collection);
  }
}
