import type { Position } from '@faena/contracts';
import type { Doc, DocOp } from './read-store.port';

/** The one write a batch makes to a document. */
export type PlannedOp =
  | {
      kind: 'put';
      collection: string;
      id: string;
      doc: Doc;
      /** position of the last put: the guard (`pos < position`) and the new `pos` */
      position: Position;
      /** position of the put that created this incarnation of the document (its `seq` if inserted) */
      seq: Position;
      /** the batch removed the document before putting it again: `seq` restarts */
      fresh: boolean;
    }
  | { kind: 'remove'; collection: string; id: string; position: Position };

/**
 * Collapses a batch to one write per document, so both stores apply the same thing whatever the
 * batch size: the last op decides; a put keeps the position of its incarnation's first put as seq
 * (the op's `firstPosition` when the runner already merged several writes into it).
 */
export function collapseOps(ops: DocOp[]): PlannedOp[] {
  const planned = new Map<string, PlannedOp>();
  for (const op of ops) {
    const key = `${op.collection}\u0000${op.id}`;
    const before = planned.get(key);
    planned.delete(key);
    if (op.kind === 'remove') {
      planned.set(key, {
        kind: 'remove',
        collection: op.collection,
        id: op.id,
        position: op.position,
      });
      continue;
    }
    const continued = before?.kind === 'put';
    planned.set(key, {
      kind: 'put',
      collection: op.collection,
      id: op.id,
      doc: op.doc,
      position: op.position,
      seq: continued ? before.seq : (op.firstPosition ?? op.position),
      fresh: continued ? before.fresh : before?.kind === 'remove',
    });
  }
  return [...planned.values()];
}
