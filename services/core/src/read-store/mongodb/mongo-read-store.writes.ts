import {
  MongoBulkWriteError,
  MongoServerError,
  type AnyBulkWriteOperation,
  type WriteError,
} from 'mongodb';
import { stripReserved } from '../grid-plan';
import type { PlannedOp } from '../doc-ops';
import { WORDS, wordsOf } from './mongo-search';

const DUPLICATE_KEY = 11000;

/** A stored document: the put fields plus the store's own keys. */
export interface StoredDoc {
  _id: string;
  [field: string]: unknown;
}

export function groupByCollection(
  ops: PlannedOp[],
  searched: ReadonlyMap<string, readonly string[]>,
): Map<string, Array<AnyBulkWriteOperation<StoredDoc>>> {
  const groups = new Map<string, Array<AnyBulkWriteOperation<StoredDoc>>>();
  for (const op of ops) {
    const list = groups.get(op.collection) ?? [];
    list.push(toWrite(op, searched.get(op.collection)));
    groups.set(op.collection, list);
  }
  return groups;
}

function toWrite(
  op: PlannedOp,
  searchFields: readonly string[] | undefined,
): AnyBulkWriteOperation<StoredDoc> {
  if (op.kind === 'remove')
    return { deleteOne: { filter: { _id: op.id, _pos: { $lte: op.position } } } };
  // replace the document but keep the _seq of its first creation; $literal: stored values are
  // never read as expressions (a value like '$x' stays a string)
  const doc = stripReserved(op.doc);
  const words = wordsOf(doc, searchFields);
  const replacement = {
    $mergeObjects: [
      { $literal: doc },
      ...(words ? [{ [WORDS]: { $literal: words } }] : []),
      { _id: op.id, _pos: op.position, _seq: op.fresh ? op.seq : { $ifNull: ['$_seq', op.seq] } },
    ],
  };
  return {
    updateOne: {
      filter: { _id: op.id, _pos: { $lt: op.position } },
      update: [{ $replaceWith: replacement }],
      upsert: true,
    },
  };
}

/** A guarded upsert that finds a newer document tries an insert and hits E11000: nothing to do. */
export async function ignoreDuplicates(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (error) {
    if (error instanceof MongoBulkWriteError) {
      const errors = ([] as readonly WriteError[]).concat(error.writeErrors);
      if (errors.length > 0 && errors.every((e) => e.code === DUPLICATE_KEY) && !error.err) return;
      throw error;
    }
    if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) return;
    throw error;
  }
}

export function ignoreMissing(error: unknown): void {
  if (error instanceof MongoServerError && error.codeName === 'NamespaceNotFound') return;
  throw error;
}
