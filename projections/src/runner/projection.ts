import type { ChangeKind, ChangeMessage, StoredEvent } from '@faena/contracts';
import type { CollectionSpec, Doc } from '@faena/core';

/**
 * What a projection may touch while it applies one event: its own collections (reads see the
 * batch's earlier writes) and the change notices it emits. No clock, no randomness, no other I/O:
 * rebuilding twice gives identical documents.
 */
export interface ProjectionContext {
  readonly position: number;
  get<T extends Doc>(collection: string, id: string): Promise<T | null>;
  put(collection: string, id: string, doc: Doc): void;
  remove(collection: string, id: string): void;
  notify(room: string, kind: ChangeKind, payload: unknown): void;
}

/** A row type (often an interface) as a document type: `ctx.get<DocOf<RequestRow>>(...)`. */
export type DocOf<T> = { [K in keyof T]: T[K] };

/** A document a projection will read while applying an event: [collection, id]. */
export type DocKey = readonly [collection: string, id: string];

export interface Projection {
  /** name with version, e.g. 'requests.v1'; bump the version to rebuild into new collections */
  name: string;
  collections: CollectionSpec[];
  /** event types it reads; others are skipped without a call */
  handles: readonly string[];
  apply(event: StoredEvent, ctx: ProjectionContext): Promise<void>;
  /**
   * Optional: the documents apply(event) will read. The runner loads them for a whole batch with
   * one getMany per collection before applying; reads it did not announce still work (one get each).
   */
  prefetch?(event: StoredEvent): readonly DocKey[];
}

export const defineProjection = (p: Projection): Projection => p;

export type Notice = ChangeMessage;
