import type { Document, Filter, Sort } from 'mongodb';
import type { Condition, GridPlan, SortKey, TextOp } from '../grid-plan';

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
  return { [c.field]: criterion(c) };
}

/** What the condition asks of its field's value. */
function criterion(c: Condition): unknown {
  switch (c.op) {
    case '=':
      return c.value;
    case '<>':
      return { $ne: c.value };
    case 'notIn':
      return { $nin: [...c.value] };
    case '<':
    case '>':
    case '<=':
    case '>=':
      return { [ORDERING[c.op]]: c.value };
    default:
      return textCriterion(c.op, c.value);
  }
}

/** A text test: a case-insensitive match, or for notcontains its negation. */
function textCriterion(op: TextOp, value: string): unknown {
  const re = textRegex(op, value);
  return op === 'notcontains' ? { $not: re } : { $regex: re };
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
