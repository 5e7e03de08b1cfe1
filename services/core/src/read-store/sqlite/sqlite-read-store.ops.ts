import { stripReserved } from '../grid-plan';
import type { PlannedOp } from '../doc-ops';
import type { CounterGroup } from './sqlite-collection-schema';
import type { SqliteCounters } from './sqlite-counters';
import type { SqliteSearch } from './sqlite-search';
import type { ReadSchema } from './sqlite-read-store.schema';

/** What a write to a collection's documents touches. */
export interface OpTarget {
  schema: ReadSchema;
  counting: SqliteCounters;
  searching: SqliteSearch;
}

/** A planned op on one table, with its collection's counters. */
interface OpContext {
  table: string;
  groups: CounterGroup[];
  fields: string[];
}

type RemoveOp = Extract<PlannedOp, { kind: 'remove' }>;
type PutOp = Exclude<PlannedOp, { kind: 'remove' }>;

/** Guarded by position like the MongoDB store: an op older than the document changes nothing. */
export function applyOp(target: OpTarget, op: PlannedOp): void {
  const table = target.schema.table(op.collection);
  const groups = target.schema.counterGroups(op.collection);
  const context = { table, groups, fields: target.counting.fieldsOf(groups) };
  if (op.kind === 'remove') removeDoc(target, context, op);
  else putDoc(target, context, op);
}

function removeDoc(target: OpTarget, { table, groups, fields }: OpContext, op: RemoveOp): void {
  target.searching.remove(op.collection, op.id, op.position);
  if (groups.length === 0)
    target.schema.stmt(`DELETE FROM ${table} WHERE id = ? AND pos <= ?`).run(op.id, op.position);
  else
    target.counting.move(groups, fields, {
      before: target.counting.remove(table, op, fields),
      after: undefined,
    });
}

function putDoc(target: OpTarget, { table, groups, fields }: OpContext, op: PutOp): void {
  const { counting } = target;
  const before = groups.length > 0 ? counting.stored(table, op.id, fields) : undefined;
  const doc = stripReserved(op.doc);
  const seq = op.fresh ? 'excluded.seq' : 'seq';
  const { changes } = target.schema
    .stmt(
      `INSERT INTO ${table} (id, seq, pos, doc) VALUES (?, ?, ?, ?)
       ON CONFLICT(id) DO UPDATE SET seq = ${seq}, pos = excluded.pos, doc = excluded.doc WHERE excluded.pos > pos`,
    )
    .run(op.id, op.seq, op.position, JSON.stringify(doc));
  if (changes > 0) target.searching.put(op.collection, op.id, doc);
  if (groups.length > 0 && changes > 0)
    counting.move(groups, fields, { before, after: counting.valuesOf(doc, fields) });
}
