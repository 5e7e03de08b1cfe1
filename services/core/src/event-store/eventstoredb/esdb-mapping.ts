import {
  ANY,
  NO_STREAM,
  START,
  jsonEvent,
  type AppendExpectedRevision,
  type CurrentRevision as EsdbCurrentRevision,
  type EventData,
  type JSONType,
  type ReadPosition,
  type RecordedEvent,
} from '@eventstore/db-client';
import type { EventMetadata, Position, StoredEvent } from '@faena/contracts';
import type { ExpectedRevision, NewEvent } from '../event-store.port';
import type { CurrentRevision } from '../append-rules';

/** EventStoreDB has no schema-version field: it travels in the metadata under this key. */
const VERSION_KEY = 'faenaVersion';

export function toEsdbExpected(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  return BigInt(expected);
}

export function fromEsdbCurrent(current: EsdbCurrentRevision): CurrentRevision {
  return current === NO_STREAM ? 'no_stream' : Number(current);
}

export function toEventData(event: NewEvent): EventData {
  return jsonEvent({
    id: event.id,
    type: event.type,
    data: (event.data ?? null) as JSONType,
    metadata: { ...event.metadata, [VERSION_KEY]: event.version },
  });
}

/** A commit position as a JS number (exact up to 2^53 bytes of log, i.e. always in practice). */
export function toPosition(commit: bigint): Position {
  if (commit > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError(`log position ${commit} exceeds 2^53`);
  return Number(commit);
}

/**
 * Where to start a forward read of $all for "events after `from`". ESDB reads forward inclusively
 * and events written through gRPC have commit = prepare, so the caller drops the event at `from`.
 */
export function readPositionAfter(from: Position): ReadPosition {
  return from <= 0 ? START : { commit: BigInt(from), prepare: BigInt(from) };
}

/** System events ($-types, e.g. $metadata, and $-streams) never reach the application. */
export function isSystemEvent(recorded: { streamId: string; type: string }): boolean {
  return recorded.type.startsWith('$') || recorded.streamId.startsWith('$');
}

const NO_POSITION = 2n ** 64n - 1n;

/** The position of a recorded event; ESDB returns it on stream reads from server 22.6 on. */
export function positionOf(recorded: RecordedEvent, commitPosition?: bigint): Position {
  const commit = recorded.position?.commit ?? commitPosition;
  // servers before 22.6 leave positions of stream reads unset (or at 2^64 - 1)
  if (commit === undefined || commit >= NO_POSITION) {
    throw new Error(
      'EventStoreDB did not return event positions on a stream read (server 22.6 or newer is required)',
    );
  }
  return toPosition(commit);
}

export function toStoredEvent(recorded: RecordedEvent, position: Position): StoredEvent {
  const raw = recorded.metadata;
  const meta =
    raw && typeof raw === 'object' && !(raw instanceof Uint8Array) && !Array.isArray(raw)
      ? { ...raw }
      : {};
  const version = typeof meta[VERSION_KEY] === 'number' ? meta[VERSION_KEY] : 1;
  Reflect.deleteProperty(meta, VERSION_KEY);
  return {
    id: recorded.id,
    stream: recorded.streamId,
    revision: Number(recorded.revision),
    position,
    type: recorded.type,
    version,
    data: recorded.isJson ? recorded.data : null,
    metadata: meta as unknown as EventMetadata,
  };
}
