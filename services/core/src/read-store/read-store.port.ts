import type { GridPage, GridQuery, Position } from '@faena/contracts';

/**
 * A stored document: any JSON object. Its id is kept beside it (not inside it): reads answer the
 * document exactly as it was put. The keys `_id`, `_seq` and `_pos` are reserved for the stores
 * and dropped from a put document.
 */
export type Doc = Record<string, unknown>;

export interface CollectionSpec {
  name: string;
  /** fields (dotted paths allowed) that get an index; every grid filter and sort field is here */
  indexes: string[];
}

/**
 * One document operation of a projection batch. `position` is the event that last touched the
 * document. `firstPosition` (optional, added by the projections runner) is the event of the batch
 * that first wrote it: a store that orders documents by creation ("RowIndex means insertion order")
 * should use it, not `position`, as the creation position of a document the put creates, so the
 * order does not depend on how the log was cut into batches (live vs rebuild).
 */
export type DocOp =
  | { kind: 'put'; collection: string; id: string; doc: Doc; position: Position; firstPosition?: Position }
  | { kind: 'remove'; collection: string; id: string; position: Position };

/** Simple equality filter for non-grid reads: { field: value }. */
export type EqualityFilter = Record<string, string | number | boolean | null>;

/**
 * The read store port (SQLite JSON documents + declared indexes; MongoDB).
 * - commit: applies a batch of operations and the projection's checkpoint together. SQLite does it
 *   in one transaction; MongoDB guards each document by the position that last touched it, so a
 *   replayed batch changes nothing, and writes the checkpoint last.
 * - query: the spec's grid query; rows come back with RowIndex = skip + i + 1. Sorting by
 *   'RowIndex' means insertion order.
 */
export abstract class ReadStore {
  abstract ensureCollection(spec: CollectionSpec): Promise<void>;
  abstract get<T extends Doc>(collection: string, id: string): Promise<T | null>;
  abstract getMany<T extends Doc>(collection: string, ids: string[]): Promise<Map<string, T>>;
  abstract find<T extends Doc>(collection: string, filter: EqualityFilter, limit?: number): Promise<T[]>;
  abstract query<T extends Doc>(collection: string, query: GridQuery, scope?: EqualityFilter): Promise<GridPage<T>>;
  abstract commit(ops: DocOp[], checkpoint: { projection: string; position: Position }): Promise<void>;
  abstract getCheckpoint(projection: string): Promise<Position>;
  /** drops the collections and the checkpoint of a projection (rebuild) */
  abstract reset(projection: string, collections: string[]): Promise<void>;
  abstract close(): Promise<void>;
}
