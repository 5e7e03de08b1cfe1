// Grid query p95 on `rows` request rows: the requests read model (the product's collection spec
// and indexes) through ReadStore.query with the scope the list handler adds, against the
// equivalent hand-written SQL on a flat table with the composite indexes a DBA would write for
// the same grid. Same rows, same answers (page of documents + total count), interleaved.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { report } from '../lib/child.mjs';
import { Database, PRODUCT_ROOT, core, projections, require } from '../lib/env.mjs';
import { summarize } from '../lib/stats.mjs';
import {
  FLAT_COLUMNS,
  FLAT_FIELDS,
  FLAT_INDEXES,
  flatSql,
  prng,
  rowOf,
  templates,
  textTemplate,
} from './grid-data.mjs';

const { dir, rows, queries, budgetMs: budgetArg, reuse = false } = JSON.parse(process.argv[2]);
const budgetMs = budgetArg ?? Infinity;
mkdirSync(dir, { recursive: true });
const { SqliteReadStore } = core();
const { requestsProjection } = projections();
const SPEC = requestsProjection.collections[0];
const COLLECTION = SPEC.name;

function build() {
  const portFile = join(dir, 'read.sqlite');
  const flatFile = join(dir, 'flat.sqlite');
  if (reuse && existsSync(portFile) && existsSync(flatFile)) return { buildMs: 0 };
  const started = performance.now();
  const store = new SqliteReadStore({ file: portFile });
  const Db = Database();
  const flat = new Db(flatFile);
  flat.pragma('journal_mode = WAL');
  flat.pragma('synchronous = NORMAL');
  flat.exec(
    `CREATE TABLE IF NOT EXISTS requests (id TEXT PRIMARY KEY, seq INTEGER NOT NULL, ${FLAT_COLUMNS.map((c) => `${c} TEXT`).join(', ')}, doc TEXT NOT NULL)`,
  );
  const insert = flat.prepare(
    `INSERT INTO requests (id, seq, ${FLAT_COLUMNS.join(', ')}, doc) VALUES (${Array(
      FLAT_COLUMNS.length + 3,
    )
      .fill('?')
      .join(', ')})`,
  );
  const insertAll = flat.transaction((list) => {
    for (const r of list) insert.run(r);
  });
  const random = prng(2026);
  const CHUNK = 10_000;
  for (let from = 0; from < rows; from += CHUNK) {
    const ops = [];
    const flatRows = [];
    for (let i = from; i < Math.min(rows, from + CHUNK); i++) {
      const doc = rowOf(random, i);
      ops.push({ kind: 'put', collection: COLLECTION, id: doc.requestId, doc, position: i + 1 });
      flatRows.push([doc.requestId, i + 1, ...FLAT_FIELDS.map((f) => doc[f]), JSON.stringify(doc)]);
    }
    // the port's own write path (one commit per chunk, as a projection batch)
    store.commit(ops, { projection: 'bench.grid', position: Math.min(rows, from + CHUNK) });
    insertAll(flatRows);
  }
  // indexes after the load (same end state, built by sorting instead of row by row)
  store.ensureCollection(SPEC);
  flat.exec(
    FLAT_INDEXES.map(
      (cols, i) => `CREATE INDEX IF NOT EXISTS ix_${i} ON requests (${cols.join(', ')})`,
    ).join(';'),
  );
  store.close();
  flat.close();
  return { buildMs: performance.now() - started };
}

async function measure(store, flat, list, budget = Infinity, minimum = 0) {
  const began = performance.now();
  const statements = new Map();
  const prep = (sql) => statements.get(sql) ?? statements.set(sql, flat.prepare(sql)).get(sql);
  const out = { port: [], base: [], mismatches: 0 };
  for (const [i, q] of list.entries()) {
    if (i >= minimum && performance.now() - began > budget) break;
    const sql = flatSql(q);
    const runBase = () => {
      const t = performance.now();
      const read = flat.transaction(() => ({
        total: prep(sql.count).get(...sql.params).n,
        rows: prep(sql.page).all(...sql.params, sql.take, sql.skip),
      }));
      const { total, rows: found } = read();
      const data = found.map((r, k) => ({ ...JSON.parse(r.doc), RowIndex: sql.skip + k + 1 }));
      return { ms: performance.now() - t, total, data };
    };
    const runPort = async () => {
      const t = performance.now();
      const page = await store.query(COLLECTION, q.grid, q.scope);
      return { ms: performance.now() - t, total: page.totalCount, data: page.data };
    };
    // alternate which goes first
    const [a, b] = i % 2 === 0 ? [await runPort(), runBase()] : [null, runBase()];
    const p = a ?? (await runPort());
    out.port.push(p.ms);
    out.base.push(b.ms);
    if (
      p.total !== b.total ||
      p.data.length !== b.data.length ||
      p.data[0]?.requestId !== b.data[0]?.requestId
    )
      out.mismatches += 1;
  }
  return out;
}

const { buildMs } = build();
if (buildMs)
  console.log(`built ${rows} rows (read model + flat table) in ${(buildMs / 1000).toFixed(1)} s`);
const store = new SqliteReadStore({ file: join(dir, 'read.sqlite') });
const Db = Database();
const flat = new Db(join(dir, 'flat.sqlite'), { readonly: true });
const random = prng(77);
const t = templates(random);
const names = Object.keys(t);
const mix = Array.from({ length: queries }, (_, i) => ({
  name: names[i % names.length],
  ...t[names[i % names.length]](),
}));
await measure(store, flat, mix.slice(0, Math.min(names.length, mix.length))); // warm-up: one of each
const main = await measure(store, flat, mix, budgetMs, names.length * 4);
const byTemplate = {};
for (const name of names) {
  const idx = mix
    .map((q, i) => (q.name === name && i < main.port.length ? i : -1))
    .filter((i) => i >= 0);
  byTemplate[name] = {
    port: summarize(idx.map((i) => main.port[i])),
    base: summarize(idx.map((i) => main.base[i])),
  };
}
const textMix = Array.from(
  { length: Math.max(10, Math.round(queries / 10)) },
  textTemplate(random),
);
const text = await measure(store, flat, textMix, budgetMs / 4, 4);
const plans = Object.fromEntries(
  names.map((name) => {
    const q = t[name]();
    return [
      name,
      {
        flat: flat
          .prepare(`EXPLAIN QUERY PLAN ${flatSql(q).count}`)
          .all(...flatSql(q).params)
          .map((r) => r.detail)
          .join(' | '),
      },
    ];
  }),
);
// the plans SQLite chooses for the port's SQL (same translation as the adapter)
const { planGrid } = core();
const { gridSql } = require(
  join(PRODUCT_ROOT, 'services', 'core', 'dist', 'read-store', 'sqlite', 'sqlite-grid-query.js'),
);
const planDb = new Db(join(dir, 'read.sqlite'), { readonly: true });
planDb.function('faena_lower', { deterministic: true }, (v) =>
  typeof v === 'string' ? v.toLowerCase() : v,
);
const portPlans = Object.fromEntries(
  names.map((name) => {
    const q = t[name]();
    const { count, page } = gridSql(`"doc:${COLLECTION}"`, planGrid(q.grid, q.scope));
    const plan = (x) =>
      planDb
        .prepare(`EXPLAIN QUERY PLAN ${x.sql}`)
        .all(...x.params)
        .map((r) => r.detail)
        .join(' | ');
    return [name, { count: plan(count), page: plan(page) }];
  }),
);
planDb.close();
await store.close();
flat.close();
report({
  portPlans,
  rows,
  queries,
  buildMs,
  port: summarize(main.port),
  base: summarize(main.base),
  mismatches: main.mismatches + text.mismatches,
  byTemplate,
  text: { port: summarize(text.port), base: summarize(text.base) },
  plans,
});
