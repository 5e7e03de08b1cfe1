import type { Condition, GridPlan, SortKey, TextOp } from '../grid-plan';
import {
  escapeLike,
  fieldExpr,
  LOWER_FN,
  typeExpr,
  type FieldSql,
  type SqlFragment,
} from './sqlite-sql';

type ConditionOf<Op extends Condition['op']> = Extract<Condition, { op: Op }>;

export {
  escapeLike,
  fieldExpr,
  LOWER_FN,
  lowerText,
  type FieldSql,
  type SqlFragment,
  type SqlParam,
} from './sqlite-sql';

function likePattern(op: TextOp, value: string): string {
  const v = escapeLike(value.toLowerCase());
  if (op === 'startswith') return `${v}%`;
  if (op === 'endswith') return `%${v}`;
  return `%${v}%`;
}

function equality({ field, op, value }: ConditionOf<'=' | '<>'>, expr: FieldSql): SqlFragment {
  const negate = op === '<>';
  const x = expr(field);
  if (value === null) return { sql: `${x} IS ${negate ? 'NOT ' : ''}NULL`, params: [] };
  // JSON true/false come back from json_extract as 1/0: compare the JSON type instead
  if (typeof value === 'boolean')
    return { sql: `${typeExpr(field)} IS ${negate ? 'NOT ' : ''}?`, params: [String(value)] };
  // IS NOT: a missing field is "different from" any value (as in MongoDB's $ne)
  return { sql: negate ? `${x} IS NOT ?` : `${x} = ?`, params: [value] };
}

/**
 * NoneOf: the list is bound as one JSON array (one statement whatever its length); a missing or
 * null field matches, as in MongoDB's $nin. An index cannot search a NOT IN, so the page walks
 * the order it is sorted by and stops after skip + take matches.
 */
function noneOf({ field, value: values }: ConditionOf<'notIn'>, expr: FieldSql): SqlFragment {
  const x = expr(field);
  return {
    sql: `(${x} IS NULL OR ${x} NOT IN (SELECT value FROM json_each(?)))`,
    params: [JSON.stringify(values)],
  };
}

/**
 * Ordering comparisons stay within one type, as in MongoDB. SQLite orders NULL < numbers < text,
 * so a number upper bound (`<`, `<=`) and a text lower bound (`>`, `>=`) already exclude the other
 * type and stay a plain range an index serves; a number lower bound adds `< ''` (numbers only) and
 * a text upper bound adds `>= ''` (text only), which close the range from the other side.
 */
function ordering(
  { field, op, value }: ConditionOf<'<' | '>' | '<=' | '>='>,
  expr: FieldSql,
): SqlFragment {
  const x = expr(field);
  const lower = op === '>' || op === '>=';
  if (typeof value === 'number' && !lower) return { sql: `${x} ${op} ?`, params: [value] };
  if (typeof value === 'string' && lower) return { sql: `${x} ${op} ?`, params: [value] };
  const sameType = typeof value === 'number' ? `${x} < ''` : `${x} >= ''`;
  return { sql: `(${x} ${op} ? AND ${sameType})`, params: [value] };
}

/**
 * The longest ASCII run of a lower-cased text filter. Lower-casing maps ASCII to ASCII and no other
 * character to ASCII except U+0130 and U+212A, so a value whose `faena_lower` contains the filter
 * also contains this run under SQLite's own LIKE (which folds ASCII case), unless it holds one of
 * those two: a test in C that spares the JavaScript call on most rows and changes no answer.
 */
export function asciiRun(needle: string): string {
  return (needle.match(/[\0-\x7f]+/g) ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');
}
const ASCII_FROM_LOWER = "'*[\u0130\u212a]*'";

/**
 * Text operators match JSON strings only, case-insensitively (Unicode). Written so that a count
 * over an index holding the field reads no document and calls JavaScript only for likely matches:
 * an ASCII pre-test (asciiRun), then `faena_lower` (NULL for non-text); the JSON type is only
 * looked up (by rowid, when the table is known) for text that starts like an object or array.
 */
function text(
  { field, op, value }: ConditionOf<TextOp>,
  expr: FieldSql,
  table?: string,
): SqlFragment {
  const x = expr(field);
  const run = asciiRun(value.toLowerCase());
  const lowered = `${LOWER_FN}(${x}) LIKE ? ESCAPE '\\'`;
  const like = run
    ? `((${x} LIKE ? ESCAPE '\\' OR ${x} GLOB ${ASCII_FROM_LOWER}) AND ${lowered})`
    : lowered;
  const params = run ? [`%${escapeLike(run)}%`, likePattern(op, value)] : [likePattern(op, value)];
  const jsonType = table
    ? `(SELECT json_type(d.doc, '$.${field}') FROM ${table} AS d WHERE d.rowid = ${table}.rowid)`
    : typeExpr(field);
  const isString = `(substr(${x}, 1, 1) NOT IN ('{', '[') OR ${jsonType} = 'text')`;
  const sql =
    op === 'notcontains'
      ? `(coalesce(NOT (${like}), 1) OR NOT ${isString})`
      : `(${like} AND ${isString})`;
  return { sql, params };
}

/** A condition's SQL; `table` (quoted) lets text operators read a row's JSON type by rowid. */
export function conditionSql(
  c: Condition,
  expr: FieldSql = fieldExpr,
  table?: string,
): SqlFragment {
  switch (c.op) {
    case '=':
    case '<>':
      return equality(c, expr);
    case 'notIn':
      return noneOf(c, expr);
    case '<':
    case '>':
    case '<=':
    case '>=':
      return ordering(c, expr);
    default:
      return text(c, expr, table);
  }
}

export function whereSql(
  conditions: Condition[],
  expr: FieldSql = fieldExpr,
  table?: string,
): SqlFragment {
  if (conditions.length === 0) return { sql: '1 = 1', params: [] };
  const parts = conditions.map((c) => conditionSql(c, expr, table));
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
  const where = whereSql(plan.conditions, fieldExpr, table);
  return {
    count: { sql: `SELECT count(*) AS n FROM ${table} WHERE ${where.sql}`, params: where.params },
    page: {
      sql: `SELECT doc FROM ${table} WHERE ${where.sql} ORDER BY ${orderSql(plan.sort)} LIMIT ? OFFSET ?`,
      params: [...where.params, plan.take, plan.skip],
    },
  };
}
