import type { EventMetadata, Position, StoredEvent } from '@faena/contracts';

/** An event ready to append: its id derives from the command id, so a retried command appends nothing. */
export interface NewEvent {
  id: string;
  type: string;
  version: number;
  data: unknown;
  metadata: EventMetadata;
}

/** Revision of the stream's last event (0-based), or 'no_stream' (must not exist), or 'any'. */
export type ExpectedRevision = number | 'no_stream' | 'any';

export interface AppendResult {
  /** revision of the last event written (or found, when the append was a retry) */
  revision: number;
  /** global position of that event */
  position: Position;
}

export interface StreamWrite {
  stream: string;
  events: NewEvent[];
  expected: ExpectedRevision;
}

export interface ReadStreamOptions {
  /** first revision to read (inclusive) */
  fromRevision?: number;
  /** read only events at or before this global position (time travel) */
  untilPosition?: Position;
}

export interface Subscription {
  close(): Promise<void>;
}

/** Optional tuning of subscribeAll (added after the first port draft; every field has a default). */
export interface SubscribeOptions {
  /** events per onBatch call (default 500) */
  batchSize?: number;
  /**
   * Called when reading or onBatch fails. The subscription does not give up: it retries the same
   * batch after a pause, so no event is skipped (default: the error is written to stderr).
   */
  onError?: (error: unknown) => void;
}

/** Thrown when the expected revision does not match; handlers re-read and re-decide. */
export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(
      `wrong expected revision on ${stream}: expected ${String(expected)}, actual ${String(actual)}`,
    );
    this.name = 'WrongExpectedRevisionError';
  }
}

/**
 * The event store port. Both adapters (SQLite, EventStoreDB) pass one contract suite.
 * - append: optimistic concurrency by expected revision; idempotent by event id (a write whose
 *   events already exist in the stream answers the stored revision/position and writes nothing).
 * - appendMulti: several streams, each with its expected revision. Atomic on SQLite. On
 *   EventStoreDB (no multi-stream transactions) the writes go in order and each is idempotent,
 *   so a retried command completes a partial write.
 * - readAll: events with position > from, in position order, at most `limit`.
 * - subscribeAll: catch-up from a position (events with position > from), then live; `onBatch` is
 *   awaited (back-pressure); a failing batch is retried, never skipped; close() waits for the
 *   batch in flight.
 * - headPosition: position of the last event (0 when the log is empty).
 */
export abstract class EventStore {
  abstract append(
    stream: string,
    events: NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult>;
  abstract appendMulti(writes: StreamWrite[]): Promise<AppendResult[]>;
  abstract readStream(stream: string, options?: ReadStreamOptions): Promise<StoredEvent[]>;
  abstract readAll(from: Position, limit: number): Promise<StoredEvent[]>;
  abstract subscribeAll(
    from: Position,
    onBatch: (events: StoredEvent[]) => Promise<void>,
    options?: SubscribeOptions,
  ): Subscription;
  abstract headPosition(): Promise<Position>;
  abstract close(): Promise<void>;
}
