import type { CollectionSpec, DocOp } from '../read-store.port';
import type { Position } from '@faena/contracts';
import { collapseOps } from '../doc-ops';
import {
  docTable,
  dropCounters,
  quote,
  syncCounters,
  syncIndexes,
} from './sqlite-collection-schema';
import { applyOp, type OpTarget } from './sqlite-read-store.ops';

type Checkpoint = { projection: string; position: Position };

/** A projection batch and its checkpoint (which only moves forward), in one transaction. */
export function commitTransaction(
  target: OpTarget,
): (ops: DocOp[], checkpoint: Checkpoint) => void {
  return target.schema.db.transaction((ops: DocOp[], checkpoint: Checkpoint) => {
    for (const op of collapseOps(ops)) applyOp(target, op);
    target.schema
      .stmt(
        `INSERT INTO checkpoints (projection, position) VALUES (?, ?)
         ON CONFLICT(projection) DO UPDATE SET position = max(position, excluded.position)`,
      )
      .run(checkpoint.projection, checkpoint.position);
  });
}

/** Indexes, counters and search as declared, in one transaction: whether any changed. */
export function syncCollection({ schema, counting, searching }: OpTarget, spec: CollectionSpec) {
  const { db } = schema;
  return db.transaction(() => {
    const indexes = syncIndexes(db, spec);
    const counters = syncCounters(db, spec, (group) =>
      counting.fill(group, quote(docTable(spec.name))),
    );
    searching.ensure(spec);
    return indexes || counters;
  })();
}

/** The collections' tables, counters and search dropped, and the projection's checkpoint. */
export function dropCollections(
  { schema, searching }: OpTarget,
  { projection, collections }: { projection: string; collections: string[] },
): void {
  const { db } = schema;
  db.transaction(() => {
    for (const name of collections) {
      dropCounters(db, name);
      searching.drop(name);
      db.exec(`DROP TABLE IF EXISTS ${quote(docTable(name))}`);
    }
    db.prepare('DELETE FROM checkpoints WHERE projection = ?').run(projection);
  })();
}
