// Grid query p95 on `rows` request rows: the requests read model (the product's collection spec
// and indexes) through ReadStore.query with the scope the list handler adds, against the
// equivalent hand-written SQL on a flat table with the composite indexes a DBA would write for
// the same grid. Same rows, same answers (page of documents + total count), interleaved.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { report } from '../lib/child.mjs';
import { Database, core, projections } from '../lib/env.mjs';
import { summarize } from '../lib/stats.mjs';
import { FLAT_COLUMNS, FLAT_FIELDS, FLAT_INDEXES, prng, rowOf } from './grid-data.mjs';
import { flatSql, templates, textTemplate } from './grid-queries.mjs';
import { flatPlans, portPlansOf } from './grid-plans.mjs';

const { dir, rows, queries, budgetMs: budgetArg, reuse = false } = JSON.parse(process.argv[2]);
const budgetMs = budgetArg ?? Infinity;
mkdirSync(dir, { recursive: true });
const { SqliteReadStore } = core();
const { requestsProjection } = projections();
const SPEC = requestsProjection.collections[0];
const COLLECTION = SPEC.name;

/** The flat table a DBA would write for the grid, and its bulk insert. */
function openFlat(flatFile) {
  const Db = Database();
  const flat = new Db(flatFile);
  flat.pragma('journal_mode = WAL');
  flat.pragma('synchronous = NORMAL');
  const columns = FLAT_COLUMNS.map((c) => `${c} TEXT`).join(', ');
  flat.exec(
    `CREATE TABLE IF NOT EXISTS requests (id TEXT PRIMARY KEY, seq INTEGER NOT NULL, ${columns}, doc TEXT NOT NULL)`,
  );
  const marks = Array(FLAT_COLUMNS.length + 3)
    .fill('?')
    .join(', ');
  const insert = flat.prepare(
    `INSERT INTO requests (id, seq, ${FLAT_COLUMNS.join(', ')}, doc) VALUES (${marks})`,
  );
  const insertAll = flat.transaction((list) => {
    for (const r of list) insert.run(r);
  });
  return { flat, insertAll };
}

const CHUNK = 10_000;

/** Rows `from`… of the chunk: the port's put operations and the flat table's rows. */
function chunkOf(random, from) {
  const ops = [];
  const flatRows = [];
  for (let i = from; i < Math.min(rows, from + CHUNK); i++) {
    const doc = rowOf(random, i);
    ops.push({ kind: 'put', collection: COLLECTION, id: doc.requestId, doc, position: i + 1 });
    flatRows.push([doc.requestId, i + 1, ...FLAT_FIELDS.map((f) => doc[f]), JSON.stringify(doc)]);
  }
  return { ops, flatRows };
}

function build() {
  const portFile = join(dir, 'read.sqlite');
  const flatFile = join(dir, 'flat.sqlite');
  if (reuse && existsSync(portFile) && existsSync(flatFile)) return { buildMs: 0 };
  const started = performance.now();
  const store = new SqliteReadStore({ file: portFile });
  const { flat, insertAll } = openFlat(flatFile);
  const random = prng(2026);
  for (let from = 0; from < rows; from += CHUNK) {
    const { ops, flatRows } = chunkOf(random, from);
    // the port's own write path (one commit per chunk, as a projection batch)
    store.commit(ops, { projection: 'bench.grid', position: Math.min(rows, from + CHUNK) });
    insertAll(flatRows);
  }
  // indexes after the load (same end state, built by sorting instead of row by row)
  store.ensureCollection(SPEC);
  const index = (cols, i) => `CREATE INDEX IF NOT EXISTS ix_${i} ON requests (${cols.join(', ')})`;
  flat.exec(FLAT_INDEXES.map(index).join(';'));
  store.close();
  flat.close();
  return { buildMs: performance.now() - started };
}

function runBase({ flat, prep }, sql) {
  const t = performance.now();
  const read = flat.transaction(() => ({
    total: prep(sql.count).get(...sql.params).n,
    rows: prep(sql.page).all(...sql.params, sql.take, sql.skip),
  }));
  const { total, rows: found } = read();
  const data = found.map((r, k) => ({ ...JSON.parse(r.doc), RowIndex: sql.skip + k + 1 }));
  return { ms: performance.now() - t, total, data };
}

async function runPort({ store }, q) {
  const t = performance.now();
  const page = await store.query(COLLECTION, q.grid, q.scope);
  return { ms: performance.now() - t, total: page.totalCount, data: page.data };
}

const differ = (p, b) =>
  p.total !== b.total ||
  p.data.length !== b.data.length ||
  p.data[0]?.requestId !== b.data[0]?.requestId;

/** Each query through the port and the SQL, alternating which goes first, within `budget` ms. */
async function measure({ store, flat }, list, { budget, minimum }) {
  const began = performance.now();
  const statements = new Map();
  const prep = (sql) => statements.get(sql) ?? statements.set(sql, flat.prepare(sql)).get(sql);
  const db = { store, flat, prep };
  const out = { port: [], base: [], mismatches: 0 };
  for (const [i, q] of list.entries()) {
    if (i >= minimum && performance.now() - began > budget) break;
    const sql = flatSql(q);
    const first = i % 2 === 0 ? await runPort(db, q) : null;
    const b = runBase(db, sql);
    const p = first ?? (await runPort(db, q));
    out.port.push(p.ms);
    out.base.push(b.ms);
    if (differ(p, b)) out.mismatches += 1;
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
await measure({ store, flat }, mix.slice(0, Math.min(names.length, mix.length)), {
  budget: Infinity,
  minimum: 0,
}); // warm-up: one of each
const main = await measure({ store, flat }, mix, { budget: budgetMs, minimum: names.length * 4 });
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
const text = await measure({ store, flat }, textMix, { budget: budgetMs / 4, minimum: 4 });
const plans = flatPlans(flat, { t, names });
const portPlans = portPlansOf(join(dir, 'read.sqlite'), { t, names, collection: COLLECTION });
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
