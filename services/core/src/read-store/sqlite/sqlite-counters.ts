import type Database from 'better-sqlite3';
import type { Doc } from '../read-store.port';
import type { Condition } from '../grid-plan';
import { counterColumn, type CounterGroup } from './sqlite-collection-schema';
import { fieldExpr, whereSql, type SqlFragment, type SqlParam } from './sqlite-grid-query';

/**
 * A condition a counter answers exactly: its SQL on the counter's column (the field's json_extract
 * value) means what it means on the document. Booleans are compared by JSON type and text
 * operators lower-case the value, neither of which a counter column keeps: those count the rows.
 */
function countable(c: Condition): boolean {
  switch (c.op) {
    case '=':
    case '<>':
      return typeof c.value !== 'boolean';
    case 'notIn':
    case '<':
    case '>':
    case '<=':
    case '>=':
      return true;
    default:
      return false;
  }
}

/**
 * The total of a grid query from a counter (ADR 0005), or null when no declared counter holds
 * every field the conditions use: the sum of the counts of the matching value combinations. The
 * smallest such group is used (fewest rows to add up).
 */
export function counterCountSql(
  groups: readonly CounterGroup[],
  conditions: readonly Condition[],
): SqlFragment | null {
  if (!conditions.every(countable)) return null;
  const fields = new Set(conditions.map((c) => c.field));
  let best: CounterGroup | undefined;
  for (const g of groups) {
    if (
      [...fields].every((f) => g.fields.includes(f)) &&
      (!best || g.fields.length < best.fields.length)
    )
      best = g;
  }
  if (!best) return null;
  const group = best;
  const where = whereSql([...conditions], (field) => counterColumn(group, field));
  return {
    sql: `SELECT coalesce(sum(n), 0) AS n FROM ${group.table} WHERE ${where.sql}`,
    params: where.params,
  };
}

/** A member of an object value (undefined inside anything else, arrays included). */
const member = (v: unknown, part: string): unknown =>
  v !== null && typeof v === 'object' && !Array.isArray(v)
    ? (v as Record<string, unknown>)[part]
    : undefined;

/** A value as json_extract gives it to SQL: booleans as 1/0, objects as JSON text. */
function toSqlParam(v: unknown): SqlParam {
  if (v === undefined || v === null) return null;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string' || typeof v === 'number') return v;
  return JSON.stringify(v);
}

/** A (dotted) field's value as json_extract gives it to SQL. */
function sqlValue(doc: Doc, field: string): SqlParam {
  let v: unknown = doc;
  for (const part of field.split('.')) v = member(v, part);
  return toSqlParam(v);
}

type Values = SqlParam[];

/** A group's combination of values, and its key (the JSON of the values). */
interface Combination {
  key: string;
  values: Values;
}

/** The group's fields picked from a document's counted values (in `fields` order). */
function combination(g: CounterGroup, fields: readonly string[], all: Values): Combination {
  const values = g.fields.map((f) => all[fields.indexOf(f)] ?? null);
  return { key: JSON.stringify(values), values };
}

/**
 * Keeps the counters of the collections in step with the store's writes, inside the writing
 * transaction: a write reads the counted fields of the document it replaces or removes (one
 * indexed read, one JSON parse), and when the combination changes moves one unit from the old
 * combination's row to the new one's. Keys are written by this code only (JSON of the values).
 */
export class SqliteCounters {
  private readonly statements = new Map<string, Database.Statement>();

  constructor(private readonly db: Database.Database) {}

  /** The counted fields of every group, in one list (a document's values are read once). */
  fieldsOf(groups: readonly CounterGroup[]): string[] {
    return [...new Set(groups.flatMap((g) => g.fields))];
  }

  /** The stored values of the counted fields of a document, or undefined if it does not exist. */
  stored(table: string, id: string, fields: readonly string[]): Values | undefined {
    const sql = `SELECT ${fields.map((f) => fieldExpr(f)).join(', ')} FROM ${table} WHERE id = ?`;
    return this.stmt(sql).raw(true).get(id) as Values | undefined;
  }

  /** Removes a document guarded by position; answers the counted values of what it removed. */
  remove(
    table: string,
    { id, position }: { id: string; position: number },
    fields: readonly string[],
  ): Values | undefined {
    const sql = `DELETE FROM ${table} WHERE id = ? AND pos <= ? RETURNING ${fields.map((f) => fieldExpr(f)).join(', ')}`;
    return this.stmt(sql).raw(true).get(id, position) as Values | undefined;
  }

  valuesOf(doc: Doc, fields: readonly string[]): Values {
    return fields.map((f) => sqlValue(doc, f));
  }

  /** Moves a document from one combination to another (either may be absent) in every group. */
  move(
    groups: readonly CounterGroup[],
    fields: readonly string[],
    { before, after }: { before: Values | undefined; after: Values | undefined },
  ): void {
    for (const g of groups) {
      const from = before && combination(g, fields, before);
      const to = after && combination(g, fields, after);
      if (from?.key === to?.key) continue;
      if (from) this.stmt(`UPDATE ${g.table} SET n = n - 1 WHERE k = ?`).run(from.key);
      if (to) this.add(g, to, 1);
    }
  }

  /** Fills a new counter from the documents already in the collection. */
  fill(group: CounterGroup, docs: string): void {
    const counts = new Map<string, { values: Values; n: number }>();
    const sql = `SELECT ${group.fields.map((f) => fieldExpr(f)).join(', ')} FROM ${docs}`;
    for (const values of this.db.prepare(sql).raw(true).iterate() as Iterable<Values>) {
      const key = JSON.stringify(values);
      const entry = counts.get(key);
      if (entry) entry.n += 1;
      else counts.set(key, { values, n: 1 });
    }
    for (const [key, { values, n }] of counts) this.add(group, { key, values }, n);
  }

  forget(): void {
    this.statements.clear();
  }

  private add(g: CounterGroup, { key, values }: Combination, n: number): void {
    const columns = g.fields.map((_, i) => `c${i}`);
    const sql = `INSERT INTO ${g.table} (k, ${columns.join(', ')}, n) VALUES (?, ${columns.map(() => '?').join(', ')}, ?) ON CONFLICT(k) DO UPDATE SET n = n + excluded.n`;
    this.stmt(sql).run(key, ...values, n);
  }

  private stmt(sql: string): Database.Statement {
    let s = this.statements.get(sql);
    if (!s) this.statements.set(sql, (s = this.db.prepare(sql)));
    return s;
  }
}
