import { isValidField } from '../grid-plan';

/** The SQL pieces every SQLite read-store query is written with. */

/** Values better-sqlite3 binds. */
export type SqlParam = string | number | null;

export interface SqlFragment {
  sql: string;
  params: SqlParam[];
}

/**
 * Registered on the connection: Unicode lower-casing of a text value (SQLite's LIKE only folds
 * ASCII), NULL for anything else, so `faena_lower(x) LIKE ?` is false for numbers and nulls.
 */
export const LOWER_FN = 'faena_lower';

export function lowerText(value: unknown): string | null {
  return typeof value === 'string' ? value.toLowerCase() : null;
}

/**
 * `json_extract(doc, '$.field')`. The path is written into the SQL (not bound) so it matches the
 * declared expression indexes; that is safe only because the field passed isValidField.
 */
export function fieldExpr(field: string, row = ''): string {
  if (!isValidField(field)) throw new Error(`unchecked field name reached SQL: ${field}`);
  return `json_extract(${row}doc, '$.${field}')`;
}

/** How a condition reaches a field's value: the document's JSON (default) or a column holding it. */
export type FieldSql = (field: string) => string;

export function typeExpr(field: string): string {
  return `json_type(doc, '$.${field}')`;
}

/** Escapes LIKE wildcards so a value matches literally (ESCAPE '\'). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
