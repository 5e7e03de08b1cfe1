// The query plans SQLite chooses for each grid template: on the flat table, and for the port's
// SQL (the same translation as the adapter).
import { join } from 'node:path';
import { Database, PRODUCT_ROOT, core, require } from '../lib/env.mjs';
import { flatSql } from './grid-queries.mjs';

const planOf = (db, { sql, params }) =>
  db
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .all(...params)
    .map((r) => r.detail)
    .join(' | ');

/** Each template's plan of its count query on the flat table. */
export function flatPlans(flat, { t, names }) {
  return Object.fromEntries(
    names.map((name) => {
      const q = flatSql(t[name]());
      return [name, { flat: planOf(flat, { sql: q.count, params: q.params }) }];
    }),
  );
}

/** Each template's plans of the port's count and page queries, on the read model's file. */
export function portPlansOf(file, { t, names, collection }) {
  const { planGrid } = core();
  const { gridSql } = require(
    join(PRODUCT_ROOT, 'services', 'core', 'dist', 'read-store', 'sqlite', 'sqlite-grid-query.js'),
  );
  const Db = Database();
  const planDb = new Db(file, { readonly: true });
  planDb.function('faena_lower', { deterministic: true }, (v) =>
    typeof v === 'string' ? v.toLowerCase() : v,
  );
  try {
    return Object.fromEntries(
      names.map((name) => {
        const q = t[name]();
        const { count, page } = gridSql(`"doc:${collection}"`, planGrid(q.grid, q.scope));
        return [name, { count: planOf(planDb, count), page: planOf(planDb, page) }];
      }),
    );
  } finally {
    planDb.close();
  }
}
