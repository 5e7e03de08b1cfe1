import type { FilterValue } from '@faena/contracts';
import { isValidField, type Condition, type GridPlan, type SortKey } from '../grid-plan';

/** Values better-sqlite3 binds. */
export type SqlParam = string | number | null;

export interface SqlFragment {
  sql: string;
  params: SqlParam[];
}

/** Registered on the connection: Unicode lower-casing (SQLite's LIKE only folds ASCII). */
export const LOWER_FN = 'faena_lower';

/**
 * `json_extract(doc, '$.field')`. The path is written into the SQL (not bound) so it matches the
 * declared expression indexes; that is safe only because the field passed isValidField.
 */
export function fieldExpr(field: string): string {
  if (!isValidField(field)) throw new Error(`unchecked field name reached SQL: ${field}`);
  return `json_extract(doc, '$.${field}')`;
}

function typeExpr(field: string): string {
  return `json_type(doc, '$.${field}')`;
}

/** Escapes LIKE wildcards so a value matches literally (ESCAPE '\'). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function likePattern(op: 'contains' | 'notcontains' | 'startswith' | 'endswith', value: string): string {
  const v = escapeLike(value.toLowerCase());
  if (op === 'startswith') return `${v}%`;
  if (op === 'endswith') return `%${v}`;
  return `%${v}%`;
}

function equality(field: string, negate: boolean, value: FilterValue): SqlFragment {
  const x = fieldExpr(field);
  if (value === null) return { sql: `${x} IS ${negate ? 'NOT ' : ''}NULL`, params: [] };
  // JSON true/false come back from json_extract as 1/0: compare the JSON type instead
  if (typeof value === 'boolean') return { sql: `${typeExpr(field)} IS ${negate ? 'NOT ' : ''}?`, params: [String(value)] };
  // IS NOT: a missing field is "different from" any value (as in MongoDB's $ne)
  return { sql: negate ? `${x} IS NOT ?` : `${x} = ?`, params: [value] };
}

/**
 * Ordering comparisons stay within one type, as in MongoDB: SQLite orders numbers < text, so a
 * number bound adds `< ''` (numbers only) and a text bound adds `>= ''` (text only).
 */
function ordering(field: string, op: string, value: string | number): SqlFragment {
  const x = fieldExpr(field);
  const sameType = typeof value === 'number' ? `${x} < ''` : `${x} >= ''`;
  return { sql: `(${x} ${op} ? AND ${sameType})`, params: [value] };
}

function text(field: string, op: 'contains' | 'notcontains' | 'startswith' | 'endswith', value: string): SqlFragment {
  const like = `${LOWER_FN}(${fieldExpr(field)}) LIKE ? ESCAPE '\\'`;
  const isText = `${typeExpr(field)} = 'text'`;
  const sql = op === 'notcontains' ? `(${typeExpr(field)} IS NOT 'text' OR NOT (${like}))` : `(${isText} AND ${like})`;
  return { sql, params: [likePattern(op, value)] };
}

export function conditionSql(c: Condition): SqlFragment {
  switch (c.op) {
    case '=':
      return equality(c.field, false, c.value);
    case '<>':
      return equality(c.field, true, c.value);
    case '<':
    case '>':
    case '<=':
    case '>=':
      return ordering(c.field, c.op, c.value);
    case 'contains':
    case 'notcontains':
    case 'startswith':
    case 'endswith':
      return text(c.field, c.op, c.value);
  }
}

export function whereSql(conditions: Condition[]): SqlFragment {
  if (conditions.length === 0) return { sql: '1 = 1', params: [] };
  const parts = conditions.map(conditionSql);
  return { sql: parts.map((p) => p.sql).join(' AND '), params: parts.flatMap((p) => p.params) };
}

/** User sort keys, then insertion order (seq, id) as the tie-breaker: paging is deterministic. */
export function orderSql(sort: SortKey[]): string {
  const keys: string[] = [];
  let insertionOrder = false;
  for (const s of sort) {
    const dir = s.desc ? 'DESC' : 'ASC';
    if (s.field === null) {
      keys.push(`seq ${dir}`, `id ${dir}`);
      insertionOrder = true;
    } else keys.push(`${fieldExpr(s.field)} ${dir}`);
  }
  if (!insertionOrder) keys.push('seq ASC', 'id ASC');
  return keys.join(', ');
}

export interface GridSql {
  count: SqlFragment;
  page: SqlFragment;
}

/** The two statements of a grid page against a quoted table name. */
export function gridSql(table: string, plan: GridPlan): GridSql {
  const where = whereSql(plan.conditions);
  return {
    count: { sql: `SELECT count(*) AS n FROM ${table} WHERE ${where.sql}`, params: where.params },
    page: {
      sql: `SELECT doc FROM ${table} WHERE ${where.sql} ORDER BY ${orderSql(plan.sort)} LIMIT ? OFFSET ?`,
      params: [...where.params, plan.take, plan.skip],
    },
  };
}
