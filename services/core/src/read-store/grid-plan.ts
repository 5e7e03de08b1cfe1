import {
  ValidationError,
  type FilterOperator,
  type FilterValue,
  type GridQuery,
} from '@faena/contracts';
import type { Doc, EqualityFilter, ScopeFilter } from './read-store.port';

/**
 * Shared by both read-store adapters: checks every field name before it can reach SQL or a Mongo
 * filter, and turns a parsed GridQuery (+ scope) into a normalized plan each adapter translates.
 */
export const FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_.]{0,63}$/;
const SEGMENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const COLLECTION_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
const RESERVED = new Set(['_id', '_seq', '_pos']);

export type OrderingOp = '<' | '>' | '<=' | '>=';
export type TextOp = 'contains' | 'notcontains' | 'startswith' | 'endswith';

export type Condition =
  | { field: string; op: '=' | '<>'; value: FilterValue }
  | { field: string; op: OrderingOp; value: string | number }
  | { field: string; op: TextOp; value: string }
  /** from a scope's NoneOf only (grid filters cannot ask for it) */
  | { field: string; op: 'notIn'; value: ReadonlyArray<string | number> };

/** A sort key; `field: null` is insertion order (RowIndex). */
export interface SortKey {
  field: string | null;
  desc: boolean;
}

export interface GridPlan {
  conditions: Condition[];
  sort: SortKey[];
  skip: number;
  take: number;
}

export function isValidField(field: string): boolean {
  return (
    FIELD_PATTERN.test(field) &&
    field.split('.').every((s) => SEGMENT.test(s)) &&
    !RESERVED.has(field.split('.')[0] ?? '')
  );
}

/** Throws ValidationError (400 with the path of the offending field) unless the name is safe. */
export function assertField(field: string, path: string): void {
  if (!isValidField(field)) throw new ValidationError([{ path, message: 'grid:invalidField' }]);
}

export function assertCollection(name: string): void {
  if (!COLLECTION_PATTERN.test(name)) throw new TypeError(`invalid collection name: ${name}`);
}

/** The document as the caller put it, without the keys the stores reserve for themselves. */
export function stripReserved(doc: Doc): Doc {
  if (!Object.keys(doc).some((k) => RESERVED.has(k))) return doc;
  return Object.fromEntries(Object.entries(doc).filter(([k]) => !RESERVED.has(k)));
}

export function equalityConditions(
  filter: EqualityFilter | undefined,
  pathPrefix: string,
): Condition[] {
  return Object.entries(filter ?? {}).map(([field, value]) => {
    assertField(field, `${pathPrefix}.${field}`);
    return { field, op: '=' as const, value };
  });
}

const isScalar = (v: unknown): v is string | number =>
  typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

/** A scope's conditions: equalities, and NoneOf lists of strings and numbers. */
export function scopeConditions(scope: ScopeFilter | undefined): Condition[] {
  return Object.entries(scope ?? {}).map(([field, value]) => {
    assertField(field, `scope.${field}`);
    if (value === null || typeof value !== 'object') return { field, op: '=' as const, value };
    if (!Array.isArray(value.notIn) || !value.notIn.every(isScalar))
      throw new ValidationError([{ path: `scope.${field}`, message: 'grid:invalidFilterValue' }]);
    return { field, op: 'notIn' as const, value: [...value.notIn] };
  });
}

const ORDERING_OPS: ReadonlySet<FilterOperator> = new Set<OrderingOp>(['<', '>', '<=', '>=']);
const isOrderingOp = (op: FilterOperator): op is OrderingOp => ORDERING_OPS.has(op);
const invalidValue = (path: string) =>
  new ValidationError([{ path, message: 'grid:invalidFilterValue' }]);

/** One grid filter as a condition: an ordering needs a string or a number, a text test a value. */
function condition(
  { field, op, value }: { field: string; op: FilterOperator; value: FilterValue },
  path: string,
): Condition {
  if (op === '=' || op === '<>') return { field, op, value };
  if (isOrderingOp(op)) {
    if (typeof value !== 'string' && typeof value !== 'number') throw invalidValue(path);
    return { field, op, value };
  }
  if (value === null) throw invalidValue(path);
  return { field, op, value: String(value) };
}

export function planGrid(query: GridQuery, scope?: ScopeFilter): GridPlan {
  const conditions = query.filter.map((c, i) => {
    assertField(c.field, `filter.${i}.0`);
    return condition(c, `filter.${i}.2`);
  });
  const sort: SortKey[] = [];
  const seen = new Set<string>();
  query.sort.forEach((s, i) => {
    if (seen.has(s.selector)) return;
    seen.add(s.selector);
    if (s.selector === 'RowIndex') sort.push({ field: null, desc: s.desc });
    else {
      assertField(s.selector, `sort.${i}.selector`);
      sort.push({ field: s.selector, desc: s.desc });
    }
  });
  return {
    conditions: [...scopeConditions(scope), ...conditions],
    sort,
    skip: Math.max(0, Math.floor(query.skip)),
    take: Math.max(0, Math.floor(query.take)),
  };
}
