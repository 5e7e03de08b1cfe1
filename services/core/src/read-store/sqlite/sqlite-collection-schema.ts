import type Database from 'better-sqlite3';
import { INSERTION_ORDER, indexFields, type CollectionSpec } from '../read-store.port';
import { assertField } from '../grid-plan';
import { fieldExpr } from './sqlite-grid-query';

/** Quotes an identifier built from a checked collection/field name. */
export function quote(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}

export const docTable = (collection: string): string => `doc:${collection}`;
/** The insertion-order index every collection table has (created with the table). */
export const seqIndex = (collection: string): string => `ix:${collection}:seq`;
const indexName = (collection: string, fields: readonly string[]): string =>
  `ix:${collection}:${fields.join(',')}`;
export const counterPrefix = (collection: string): string => `cnt:${collection}:`;
const counterName = (collection: string, fields: readonly string[]): string =>
  `${counterPrefix(collection)}${fields.join(',')}`;

/** A key of an index: a field's expression, or the store's insertion order. */
function keySql(field: string): string {
  return field === INSERTION_ORDER ? 'seq, id' : fieldExpr(field);
}

/** Names of the schema objects of a type whose name starts with a prefix. */
function namesLike(db: Database.Database, type: 'index' | 'table', prefix: string): string[] {
  const rows = db
    .prepare('SELECT name FROM sqlite_master WHERE type = ? AND substr(name, 1, ?) = ?')
    .all(type, prefix.length, prefix) as Array<{ name: string }>;
  return rows.map((r) => r.name);
}

/**
 * Creates the declared (single-field and compound) expression indexes and drops the collection's
 * indexes no longer declared: every index costs each write, so only what the queries use is kept.
 * Answers whether anything changed.
 */
export function syncIndexes(db: Database.Database, spec: CollectionSpec): boolean {
  const wanted = new Map<string, readonly string[]>();
  spec.indexes.forEach((index, i) => {
    const fields = indexFields(index);
    if (fields.length === 0) throw new TypeError(`empty index ${i} of ${spec.name}`);
    fields.forEach((field, j) =>
      assertField(field, typeof index === 'string' ? `indexes.${i}` : `indexes.${i}.${j}`),
    );
    wanted.set(indexName(spec.name, fields), fields);
  });
  const existing = namesLike(db, 'index', `ix:${spec.name}:`);
  let changed = false;
  for (const name of existing) {
    if (name === seqIndex(spec.name) || wanted.has(name)) continue;
    db.exec(`DROP INDEX ${quote(name)}`);
    changed = true;
  }
  const table = quote(docTable(spec.name));
  for (const [name, fields] of wanted) {
    if (existing.includes(name)) continue;
    db.exec(`CREATE INDEX ${quote(name)} ON ${table} (${fields.map(keySql).join(', ')})`);
    changed = true;
  }
  return changed;
}

/** The counter groups a database holds for a collection (parsed from the counter tables' names). */
export function counterGroups(db: Database.Database, collection: string): CounterGroup[] {
  const prefix = counterPrefix(collection);
  return namesLike(db, 'table', prefix).map((name) => ({
    table: quote(name),
    fields: name.slice(prefix.length).split(','),
  }));
}

export interface CounterGroup {
  /** quoted table name */
  table: string;
  fields: string[];
}

/** The counter's column of a field: c0, c1, … in the group's order. */
export const counterColumn = (group: CounterGroup, field: string): string =>
  `c${group.fields.indexOf(field)}`;

function dropCounter(db: Database.Database, name: string): void {
  db.exec(`DROP TABLE IF EXISTS ${quote(name)}`);
}

/** Drops every counter of a collection. */
export function dropCounters(db: Database.Database, collection: string): void {
  for (const name of namesLike(db, 'table', counterPrefix(collection))) dropCounter(db, name);
}

/**
 * Exact counters per group of fields (ADR 0005): one row per combination of the fields' values
 * (as json_extract reads them, the same values the grid conditions compare) with its number of
 * documents, kept by the store's own writes (see SqliteCounters). A new counter is filled from the
 * documents already there; counters no longer declared are dropped.
 */
export function syncCounters(
  db: Database.Database,
  spec: CollectionSpec,
  fill: (group: CounterGroup) => void,
): boolean {
  const groups = counterFields(spec);
  const wanted = new Map(groups.map((fields) => [counterName(spec.name, fields), fields]));
  const existing = namesLike(db, 'table', counterPrefix(spec.name));
  let changed = false;
  for (const name of existing) {
    if (wanted.has(name)) continue;
    dropCounter(db, name);
    changed = true;
  }
  for (const [name, fields] of wanted) {
    if (existing.includes(name)) continue;
    changed = true;
    fill(createCounter(db, name, fields));
  }
  return changed;
}

/** The declared counters' field lists, each checked (no empty group, no insertion order). */
function counterFields(spec: CollectionSpec) {
  return (spec.counters ?? []).map((fields, i) => {
    if (fields.length === 0) throw new TypeError(`empty counter ${i} of ${spec.name}`);
    fields.forEach((field, j) => {
      assertField(field, `counters.${i}.${j}`);
      if (field === INSERTION_ORDER)
        throw new TypeError(`a counter cannot group by ${INSERTION_ORDER}`);
    });
    return fields;
  });
}

/** An empty counter table (one column per field, indexed), to be filled. */
function createCounter(
  db: Database.Database,
  name: string,
  fields: readonly string[],
): CounterGroup {
  const table = quote(name);
  const columns = fields.map((_, i) => `c${i}`);
  db.exec(`CREATE TABLE ${table} (k TEXT PRIMARY KEY, ${columns.join(', ')}, n INTEGER NOT NULL)`);
  db.exec(`CREATE INDEX ${quote(`${name}:ix`)} ON ${table} (${columns.join(', ')})`);
  return { table, fields: [...fields] };
}
