import type { AppendResult, ExpectedRevision, StreamWrite } from './event-store.port';
import { WrongExpectedRevisionError } from './event-store.port';

/** The stream's current revision: the last event's revision, or 'no_stream'. */
export type CurrentRevision = number | 'no_stream';

/** Where an event id is already stored in the written stream, if there. */
export interface StoredAt {
  revision: number;
  position: number;
}

const nonEmptyText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** A revision number (0 or more) or one of the two named expectations. */
const validExpected = (expected: unknown): boolean =>
  typeof expected === 'number'
    ? Number.isSafeInteger(expected) && expected >= 0
    : (['any', 'no_stream'] as unknown[]).includes(expected);

/** An event of the write: an id, a type, an integer version. */
function validateEvent(stream: string, event: StreamWrite['events'][number]): void {
  if (!nonEmptyText(event.id)) throw new TypeError(`event without id in ${stream}`);
  if (!nonEmptyText(event.type)) throw new TypeError(`event without type in ${stream}`);
  if (!Number.isSafeInteger(event.version))
    throw new TypeError(`event ${event.id} has an invalid version`);
}

/** Refuses malformed writes before they reach a store (programming errors, not conflicts). */
export function validateWrite(write: StreamWrite): void {
  if (!nonEmptyText(write.stream) || write.stream.length > 200) {
    throw new TypeError(`invalid stream name: ${write.stream}`);
  }
  if (!validExpected(write.expected)) {
    throw new TypeError(`invalid expected revision for ${write.stream}: ${write.expected}`);
  }
  const ids = new Set<string>();
  for (const event of write.events) {
    validateEvent(write.stream, event);
    if (ids.has(event.id)) throw new TypeError(`event id ${event.id} appears twice in one write`);
    ids.add(event.id);
  }
}

/** Throws WrongExpectedRevisionError unless the stream is where the writer expects it. */
export function assertExpected(
  stream: string,
  expected: ExpectedRevision,
  current: CurrentRevision,
): void {
  if (expected === 'any') return;
  if (expected === current) return;
  throw new WrongExpectedRevisionError(stream, expected, current);
}

/**
 * Idempotency by event id. Given where each of the write's event ids is already stored in its
 * stream (each adapter looks where a retry of the write would have put them, see there):
 * - none stored: null (append normally);
 * - all stored: the stored revision/position of the last of them (write nothing);
 * - some stored: WrongExpectedRevisionError (a different write).
 * Ids derive from the command, the stream and the index (`eventIdFor`), so the same id in another
 * stream cannot come from a retry; no adapter looks there.
 */
export function idempotentAnswer(
  write: StreamWrite,
  current: CurrentRevision,
  found: ReadonlyArray<StoredAt | undefined>,
): AppendResult | null {
  const stored = found.filter((f): f is StoredAt => f !== undefined);
  if (stored.length === 0) return null;
  const last = found[found.length - 1];
  if (stored.length !== write.events.length || !last) {
    throw new WrongExpectedRevisionError(write.stream, write.expected, current);
  }
  return { revision: last.revision, position: last.position };
}

/** The answer of an empty write: where the stream is now. */
export function currentAnswer(current: CurrentRevision, lastPosition: number): AppendResult {
  return current === 'no_stream'
    ? { revision: -1, position: 0 }
    : { revision: current, position: lastPosition };
}
