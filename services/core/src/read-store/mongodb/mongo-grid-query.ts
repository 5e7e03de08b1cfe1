import type { Document, Filter, Sort } from 'mongodb';
import type { Condition, GridPlan, SortKey } from '../grid-plan';

/** Escapes every regular-expression metacharacter so a value matches literally. */
export function escapeRegex(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

function textRegex(
  op: 'contains' | 'notcontains' | 'startswith' | 'endswith',
  value: string,
): RegExp {
  const v = escapeRegex(value);
  if (op === 'startswith') return new RegExp(`^${v}`, 'i');
  if (op === 'endswith') return new RegExp(`${v}$`, 'i');
  return new RegExp(v, 'i');
}

const ORDERING = { '<': '$lt', '>': '$gt', '<=': '$lte', '>=': '$gte' } as const;

/**
 * One condition as a Mongo filter. Same meaning as the SQLite translation: '=' exact (null also
 * matches a missing field), '<>' also matches a missing field, ordering compares within the
 * value's type (MongoDB's type bracketing), text operators are case-insensitive and only match
 * strings (notcontains also matches non-strings and missing fields), 'notIn' ($nin) also matches a
 * missing field.
 */
export function conditionFilter(c: Condition): Document {
  switch (c.op) {
    case '=':
      return { [c.field]: c.value };
    case '<>':
      return { [c.field]: { $ne: c.value } };
    case 'notIn':
      return { [c.field]: { $nin: [...c.value] } };
    case '<':
    case '>':
    case '<=':
    case '>=':
      return { [c.field]: { [ORDERING[c.op]]: c.value } };
    case 'notcontains':
      return { [c.field]: { $not: textRegex(c.op, c.value) } };
    case 'contains':
    case 'startswith':
    case 'endswith':
      return { [c.field]: { $regex: textRegex(c.op, c.value) } };
  }
}

export function gridFilter(conditions: Condition[]): Filter<Document> {
  if (conditions.length === 0) return {};
  return { $and: conditions.map(conditionFilter) };
}

/** User sort keys, then insertion order (_seq, _id): deterministic paging, as in SQLite. */
export function gridSort(sort: SortKey[]): Sort {
  const out: Record<string, 1 | -1> = {};
  let insertionOrder = false;
  for (const s of sort) {
    const dir = s.desc ? -1 : 1;
    if (s.field === null) {
      out._seq = dir;
      out._id = dir;
      insertionOrder = true;
    } else if (!(s.field in out)) out[s.field] = dir;
  }
  if (!insertionOrder) {
    out._seq = 1;
    out._id = 1;
  }
  return out;
}

export function toMongoQuery(plan: GridPlan): { filter: Filter<Document>; sort: Sort } {
  return { filter: gridFilter(plan.conditions), sort: gridSort(plan.sort) };
}
