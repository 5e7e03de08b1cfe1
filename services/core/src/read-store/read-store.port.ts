import type { GridPage, GridQuery, Position } from '@faena/contracts';

/**
 * A stored document: any JSON object. Its id is kept beside it (not inside it): reads answer the
 * document exactly as it was put. The keys `_id`, `_seq` and `_pos` are reserved for the stores
 * and dropped from a put document.
 */
export type Doc = Record<string, unknown>;

/**
 * In an index or counter declaration: insertion order (the grid's RowIndex). As the last key of a
 * compound index it stands for the stores' own order keys (SQLite `seq, id`; MongoDB `_seq, _id`).
 */
export const INSERTION_ORDER = 'RowIndex';

/** One field (dotted paths allowed), or a compound index: its fields in order. */
export type IndexSpec = string | readonly string[];

export interface CollectionSpec {
  name: string;
  /**
   * The indexes the collection's queries need. Lead a compound index with the scope fields a
   * screen always filters on (e.g. clientId), then its equality filters, then its sort key
   * (INSERTION_ORDER for RowIndex). Indexes of the collection no longer declared are dropped.
   */
  indexes: IndexSpec[];
  /**
   * Optional exact counters (ADR 0005): for each group of fields the store keeps how many documents
   * have each combination of their values, so a grid's totalCount whose conditions are only
   * equalities/ranges on one group's fields needs no walk over the matching rows. Stores without
   * counters (MongoDB) count the matches.
   */
  counters?: ReadonlyArray<readonly string[]>;
  /**
   * Optional searched fields: the store keeps an index of their words (accents dropped, lower
   * case) that `search` reads (SQLite: an FTS5 table; MongoDB: an indexed array of words).
   */
  search?: readonly string[];
}

/** A `search`: what the caller may see (as a grid's scope) and how many documents at most. */
export interface SearchOptions {
  scope?: ScopeFilter;
  limit: number;
}

/** The fields of an index declaration, in order. */
export function indexFields(index: IndexSpec): readonly string[] {
  return typeof index === 'string' ? [index] : index;
}

/**
 * One document operation of a projection batch. `position` is the event that last touched the
 * document. `firstPosition` (optional, added by the projections runner) is the event of the batch
 * that first wrote it: a store that orders documents by creation ("RowIndex means insertion order")
 * should use it, not `position`, as the creation position of a document the put creates, so the
 * order does not depend on how the log was cut into batches (live vs rebuild).
 */
export type DocOp =
  | {
      kind: 'put';
      collection: string;
      id: string;
      doc: Doc;
      position: Position;
      firstPosition?: Position;
    }
  | { kind: 'remove'; collection: string; id: string; position: Position };

/** Simple equality filter for non-grid reads: { field: value }. */
export type EqualityFilter = Record<string, string | number | boolean | null>;

/**
 * "None of": the field's value is none of the listed strings or numbers; a document without the
 * field (or with null) matches, as with '<>'. An empty list matches every document.
 */
export interface NoneOf {
  notIn: ReadonlyArray<string | number>;
}

/** A grid query's scope: every entry must hold, an equality (`{ clientId: 'X' }`) or a NoneOf. */
export type ScopeFilter = Record<string, EqualityFilter[string] | NoneOf>;

/**
 * The read store port (SQLite JSON documents + declared indexes; MongoDB).
 * - commit: applies a batch of operations and the projection's checkpoint together. SQLite does it
 *   in one transaction; MongoDB guards each document by the position that last touched it, so a
 *   replayed batch changes nothing, and writes the checkpoint last.
 * - query: the spec's grid query; rows come back with RowIndex = skip + i + 1. Sorting by
 *   'RowIndex' means insertion order. The scope (what the caller may see) is added to the filter.
 */
export interface EnsureOptions {
  /** only create the collection; indexes and counters come with a later ensureCollection */
  deferIndexes?: boolean;
}

export abstract class ReadStore {
  /**
   * Creates the collection and its declared indexes (and counters), dropping stale ones. With
   * `deferIndexes` it only makes sure the collection exists: a bulk fill from empty (a catch-up
   * from position 0, a rebuild) writes faster without secondary indexes, and a later call without
   * the option builds them over the filled collection in one pass. Adapters may ignore the option.
   */
  abstract ensureCollection(spec: CollectionSpec, options?: EnsureOptions): Promise<void>;
  abstract get<T extends Doc>(collection: string, id: string): Promise<T | null>;
  abstract getMany<T extends Doc>(collection: string, ids: string[]): Promise<Map<string, T>>;
  abstract find<T extends Doc>(
    collection: string,
    filter: EqualityFilter,
    limit?: number,
  ): Promise<T[]>;
  abstract query<T extends Doc>(
    collection: string,
    query: GridQuery,
    scope?: ScopeFilter,
  ): Promise<GridPage<T>>;
  /**
   * The documents of a collection declared with `search` fields in which every word of `text`
   * begins a word of those fields, ignoring accents and case ("perez" finds "Pérez"), within the
   * scope, in insertion order. A text without words finds nothing.
   */
  abstract search<T extends Doc>(
    collection: string,
    text: string,
    options: SearchOptions,
  ): Promise<T[]>;
  abstract commit(
    ops: DocOp[],
    checkpoint: { projection: string; position: Position },
  ): Promise<void>;
  abstract getCheckpoint(projection: string): Promise<Position>;
  /** drops the collections and the checkpoint of a projection (rebuild) */
  abstract reset(projection: string, collections: string[]): Promise<void>;
  abstract close(): Promise<void>;
}
