import { join } from 'node:path';
import {
  EVENT_CATALOG,
  type DomainEvent,
  type EventMetadata,
  type StoredEvent,
} from '@faena/contracts';
import { DATA_FILES, SqliteEventStore, type NewEvent, SqliteDatabase } from '@faena/core';
import { randomUUID } from 'node:crypto';

export const eventsFile = (dataDir: string) => join(dataDir, DATA_FILES.events);
export const readFile = (dataDir: string) => join(dataDir, DATA_FILES.read);

/**
 * The whole event log of a data folder, read with a read-only connection (the server may be
 * stopped or running: WAL readers never block the writer). Each event comes back at its type's
 * current version, upcast by EVENT_CATALOG as the store's read path gives it to the product.
 */
export function readLog(dataDir: string): StoredEvent[] {
  const db = new SqliteDatabase(eventsFile(dataDir), { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        'SELECT position, id, stream, revision, type, version, data, metadata FROM events ORDER BY position',
      )
      .all() as Array<{
      position: number;
      id: string;
      stream: string;
      revision: number;
      type: string;
      version: number;
      data: string;
      metadata: string;
    }>;
    return rows.map((r) =>
      EVENT_CATALOG.upcast({
        ...r,
        data: JSON.parse(r.data) as unknown,
        metadata: JSON.parse(r.metadata) as EventMetadata,
      }),
    );
  } finally {
    db.close();
  }
}

export const headOf = (log: readonly StoredEvent[]) => log.at(-1)?.position ?? 0;

export const MARKER_PREFIX = 'command-';

/** Every command's events by command id (markers included), and the markers by command id. */
export function byCommand(log: readonly StoredEvent[]) {
  const events = new Map<string, StoredEvent[]>();
  const markers = new Map<string, StoredEvent[]>();
  for (const e of log) {
    const id = e.metadata.commandId;
    if (!events.has(id)) events.set(id, []);
    events.get(id)!.push(e);
    if (e.stream.startsWith(MARKER_PREFIX)) {
      const markerOf = e.stream.slice(MARKER_PREFIX.length);
      if (!markers.has(markerOf)) markers.set(markerOf, []);
      markers.get(markerOf)!.push(e);
    }
  }
  return { events, markers };
}

/** Problems of the log's shape: a stream whose revisions are not 0..n-1, a position or id seen twice. */
export function logShapeProblems(log: readonly StoredEvent[]): string[] {
  const problems: string[] = [];
  const next = new Map<string, number>();
  const ids = new Set<string>();
  let last = 0;
  for (const e of log) {
    if (e.position <= last) problems.push(`position ${e.position} after ${last}`);
    last = e.position;
    if (ids.has(e.id)) problems.push(`event id ${e.id} twice`);
    ids.add(e.id);
    const expected = next.get(e.stream) ?? 0;
    if (e.revision !== expected)
      problems.push(`${e.stream}: revision ${e.revision}, expected ${expected}`);
    next.set(e.stream, e.revision + 1);
  }
  return problems;
}

/**
 * Appends master data straight to the event store of a stopped server's data folder (as the demo
 * seed loads it: events with fixed types, tagged `given-<tag>`), before the server starts.
 */
export async function appendGiven(
  dataDir: string,
  tag: string,
  writes: Array<{ stream: string; events: DomainEvent[] }>,
): Promise<number> {
  const store = new SqliteEventStore({ file: eventsFile(dataDir) });
  try {
    const results = await store.appendMulti(
      writes.map((w) => ({
        stream: w.stream,
        expected: 'any' as const,
        events: w.events.map((e): NewEvent => {
          const id = randomUUID();
          const metadata: EventMetadata = {
            eventId: id,
            commandId: `given-${tag}`,
            correlationId: tag,
            causationId: tag,
            userId: 'TEST',
            profileId: null,
            clientId: null,
            divisionId: null,
            occurredAt: new Date(0).toISOString(),
          };
          return { id, type: e.type, version: e.version ?? 1, data: e.data, metadata };
        }),
      })),
    );
    return Math.max(0, ...results.map((r) => r.position));
  } finally {
    await store.close();
  }
}
