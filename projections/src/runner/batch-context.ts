import type { ChangeKind, ChangeMessage } from '@faena/contracts';
import type { Doc, DocOp, ReadStore } from '@faena/core';
import type { DocKey, ProjectionContext } from './projection';

/**
 * What the batch knows of one document: read from the store (written false), or written by the
 * batch: the document (null = removed), the event that made it, the event that first wrote the
 * current document, and the removal that preceded it in this batch (if any).
 */
interface Entry {
  doc: Doc | null;
  written: boolean;
  position: number;
  first: number;
  removedAt: number | null;
}

const GET_MANY_CHUNK = 500;

/** Drops the keys the stores reserve (`_id`, `_seq`, `_pos`) so a document read back equals one kept in memory. */
function withoutStoreFields(doc: Doc): Doc {
  if (!('_id' in doc || '_seq' in doc || '_pos' in doc)) return doc;
  const { _id, _seq, _pos, ...clean } = doc;
  return clean;
}

const readEntry = (doc: Doc | null): Entry => ({
  doc,
  written: false,
  position: 0,
  first: 0,
  removedAt: null,
});

/**
 * The context of one projection over one batch: an overlay of the batch's writes in front of the
 * read store (with what it prefetched), the change notices, and the resulting document operations
 * (the last one per document, with the position of the event that made it).
 */
export class BatchContext implements ProjectionContext {
  position = 0;
  readonly notices: ChangeMessage[] = [];
  private readonly docs = new Map<string, Map<string, Entry>>();

  constructor(
    private readonly store: ReadStore,
    owned: ReadonlySet<string>,
    /** notices of events at or below this position are not published (catch-up, rebuild) */
    private readonly quietUntil: number,
  ) {
    for (const name of owned) this.docs.set(name, new Map());
  }

  /** Loads the announced documents with one getMany per collection (and chunk). */
  async prefetch(keys: Iterable<DocKey>): Promise<void> {
    const wanted = new Map<string, Set<string>>();
    for (const [collection, id] of keys) {
      if (this.collection(collection).has(id)) continue;
      let ids = wanted.get(collection);
      if (!ids) wanted.set(collection, (ids = new Set()));
      ids.add(id);
    }
    for (const [collection, ids] of wanted) {
      const all = [...ids];
      const docs = this.collection(collection);
      for (let i = 0; i < all.length; i += GET_MANY_CHUNK) {
        const chunk = all.slice(i, i + GET_MANY_CHUNK);
        const found = await this.store.getMany<Doc>(collection, chunk);
        for (const id of chunk) {
          const doc = found.get(id);
          if (!docs.has(id)) docs.set(id, readEntry(doc ? withoutStoreFields(doc) : null));
        }
      }
    }
  }

  get<T extends Doc>(collection: string, id: string): Promise<T | null> {
    const entry = this.collection(collection).get(id);
    if (entry) return Promise.resolve(entry.doc as T | null);
    return this.load<T>(collection, id);
  }

  put(collection: string, id: string, doc: Doc): void {
    const docs = this.collection(collection);
    const prior = docs.get(id);
    const position = this.position;
    if (!prior?.written)
      docs.set(id, { doc, written: true, position, first: position, removedAt: null });
    else if (prior.doc === null)
      docs.set(id, { doc, written: true, position, first: position, removedAt: prior.position });
    else
      docs.set(id, {
        doc,
        written: true,
        position,
        first: prior.first,
        removedAt: prior.removedAt,
      });
  }

  remove(collection: string, id: string): void {
    const position = this.position;
    this.collection(collection).set(id, {
      doc: null,
      written: true,
      position,
      first: position,
      removedAt: null,
    });
  }

  notify(room: string, kind: ChangeKind, payload: unknown): void {
    if (this.position > this.quietUntil)
      this.notices.push({ room, kind, position: this.position, payload });
  }

  /**
   * The batch's operations: the last write per document, in the order documents were first
   * touched; a document removed and written again in the batch gets its removal first, so the
   * store sees the same lifetimes as when the events come one by one.
   */
  ops(): DocOp[] {
    const ops: DocOp[] = [];
    for (const [collection, docs] of this.docs) {
      for (const [id, { doc, written, position, first, removedAt }] of docs) {
        if (!written) continue;
        if (!doc) {
          ops.push({ kind: 'remove', collection, id, position });
          continue;
        }
        if (removedAt !== null) ops.push({ kind: 'remove', collection, id, position: removedAt });
        ops.push({ kind: 'put', collection, id, doc, position, firstPosition: first });
      }
    }
    return ops;
  }

  private async load<T extends Doc>(collection: string, id: string): Promise<T | null> {
    const found = await this.store.get<Doc>(collection, id);
    const docs = this.collection(collection);
    // a write made while the read was in flight wins
    const entry = docs.get(id) ?? readEntry(found ? withoutStoreFields(found) : null);
    docs.set(id, entry);
    return entry.doc as T | null;
  }

  private collection(name: string): Map<string, Entry> {
    const docs = this.docs.get(name);
    if (!docs) throw new Error(`projection touched collection "${name}" it does not own`);
    return docs;
  }
}
