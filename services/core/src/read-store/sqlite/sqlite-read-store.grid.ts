import type { GridPlan } from '../grid-plan';
import { gridSql, type SqlFragment } from './sqlite-grid-query';
import { counterCountSql } from './sqlite-counters';
import type { ReadSchema } from './sqlite-read-store.schema';

export interface GridStatements {
  count: SqlFragment;
  page: SqlFragment;
}

export interface GridResult {
  total: number;
  rows: Array<{ doc: string }>;
}

/** The count (from a counter when one answers it exactly) and the page of a grid query. */
export function gridStatements(
  schema: ReadSchema,
  collection: string,
  plan: GridPlan,
): GridStatements {
  const { count, page } = gridSql(schema.table(collection), plan);
  return {
    count: counterCountSql(schema.counterGroups(collection), plan.conditions) ?? count,
    page,
  };
}

/** The count and the page, in one read transaction. */
export function readPage(schema: ReadSchema, collection: string, plan: GridPlan): GridResult {
  const { count, page } = gridStatements(schema, collection, plan);
  return schema.db.transaction(() => ({
    total: (schema.stmt(count.sql).get(...count.params) as { n: number }).n,
    rows: schema.stmt(page.sql).all(...page.params) as Array<{ doc: string }>,
  }))();
}

/** The page, read again once if the counters this connection knew of may be stale. */
export function readPageRetrying(
  schema: ReadSchema,
  collection: string,
  plan: GridPlan,
): GridResult {
  try {
    return readPage(schema, collection, plan);
  } catch (error) {
    // another process may have dropped a counter this connection knew of: look again, once
    if (!schema.hasCounters(collection)) throw error;
    schema.forget(collection);
    return readPage(schema, collection, plan);
  }
}

/** SQLite's plan of a statement (EXPLAIN QUERY PLAN), its steps joined. */
export function explainPlan(schema: ReadSchema, f: SqlFragment): string {
  return (
    schema.db.prepare(`EXPLAIN QUERY PLAN ${f.sql}`).all(...f.params) as Array<{ detail: string }>
  )
    .map((r) => r.detail)
    .join(' | ');
}
