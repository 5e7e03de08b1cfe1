import {
  BACKWARDS,
  END,
  FORWARDS,
  StreamNotFoundError,
  type EventStoreDBClient,
  type ReadPosition,
} from '@eventstore/db-client';
import type { Position, StoredEvent } from '@faena/contracts';
import type { AppendResult, ReadStreamOptions, StreamWrite } from '../event-store.port';
import { idempotentAnswer, type CurrentRevision, type StoredAt } from '../append-rules';
import { isSystemEvent, positionOf, toPosition, toStoredEvent } from './esdb-mapping';

/** How far back from a stream's end a retried write looks for its own event ids. */
const TAIL_WINDOW = 200;

/** Where a page of $all starts, how many records it holds and which way it reads. */
export interface AllPageRequest {
  fromPosition: ReadPosition;
  maxCount: number;
  direction: typeof FORWARDS | typeof BACKWARDS;
}

/** A record of $all: its position, and the event unless it is a system event. */
export interface AllPageEntry {
  position: Position;
  event: StoredEvent | null;
}

/** A page of $all: every record's position, and the event unless it is a system event. */
export async function readAllPage(
  client: EventStoreDBClient,
  { fromPosition, maxCount, direction }: AllPageRequest,
): Promise<AllPageEntry[]> {
  const page: AllPageEntry[] = [];
  for await (const resolved of client.readAll({ fromPosition, maxCount, direction })) {
    const recorded = resolved.event;
    if (!recorded) continue;
    const position = toPosition(recorded.position.commit);
    page.push({
      position,
      event: isSystemEvent(recorded) ? null : toStoredEvent(recorded, position),
    });
  }
  return page;
}

/** A stream's events from a revision, up to a position; none when the stream does not exist. */
export async function readStreamEvents(
  client: EventStoreDBClient,
  stream: string,
  options: ReadStreamOptions,
): Promise<StoredEvent[]> {
  const until = options.untilPosition ?? Number.MAX_SAFE_INTEGER;
  const out: StoredEvent[] = [];
  try {
    const read = client.readStream(stream, {
      fromRevision: BigInt(options.fromRevision ?? 0),
      direction: FORWARDS,
    });
    for await (const resolved of read) {
      if (!resolved.event) continue;
      const position = positionOf(resolved.event, resolved.commitPosition);
      if (position > until) break;
      out.push(toStoredEvent(resolved.event, position));
    }
  } catch (error) {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  }
  return out;
}

/** Idempotency: are the write's event ids already at the end of the stream? */
export async function findAtTail(
  client: EventStoreDBClient,
  write: StreamWrite,
): Promise<AppendResult | null> {
  const stored = new Map<string, StoredAt>();
  let current: CurrentRevision = 'no_stream';
  try {
    const read = client.readStream(write.stream, {
      fromRevision: END,
      direction: BACKWARDS,
      maxCount: TAIL_WINDOW + write.events.length,
    });
    for await (const resolved of read) {
      if (!resolved.event) continue;
      const position = positionOf(resolved.event, resolved.commitPosition);
      if (current === 'no_stream') current = Number(resolved.event.revision);
      stored.set(resolved.event.id, { revision: Number(resolved.event.revision), position });
    }
  } catch (error) {
    if (error instanceof StreamNotFoundError) return null;
    throw error;
  }
  return idempotentAnswer(
    write,
    current,
    write.events.map((e) => stored.get(e.id)),
  );
}
