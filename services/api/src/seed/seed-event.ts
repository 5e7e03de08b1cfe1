import type { DomainEvent } from '@faena/contracts';
import { type EventStore, eventIdFor, type NewEvent } from '@faena/core';

/** One stream's seed events, written after `expected` (default: a new stream). */
export interface SeedStreamWrite {
  stream: string;
  expected?: 'no_stream' | number;
  events: DomainEvent[];
}

/** Streams per appendMulti (one transaction each). */
const CHUNK = 50;

/** Where a seed event goes: the seed's command, the stream and the revision in it. */
export interface SeedEventPlace {
  seedCommand: string;
  stream: string;
  revision: number;
}

/** What a seed step appends: by which command, at what time. */
export interface SeedWriteContext {
  seedCommand: string;
  now: Date;
}

/**
 * A seed event at a fixed place: its id derives from the seed's command, the stream and the
 * revision, so a start cut short is completed by the next one without writing anything twice.
 */
export function seedEvent(
  { seedCommand, stream, revision }: SeedEventPlace,
  e: DomainEvent,
  now: Date,
): NewEvent {
  const id = eventIdFor(seedCommand, stream, revision);
  return {
    id,
    type: e.type,
    version: e.version ?? 1,
    data: e.data,
    metadata: {
      eventId: id,
      commandId: seedCommand,
      correlationId: seedCommand,
      causationId: seedCommand,
      userId: 'SYSTEM',
      profileId: null,
      clientId: null,
      divisionId: null,
      occurredAt: now.toISOString(),
    },
  };
}

/** Appends seed writes in chunks of atomic appends; answers the highest position written. */
export async function appendSeedWrites(
  store: EventStore,
  writes: readonly SeedStreamWrite[],
  { seedCommand, now }: SeedWriteContext,
): Promise<number> {
  let position = 0;
  for (let i = 0; i < writes.length; i += CHUNK) {
    const chunk = writes.slice(i, i + CHUNK).map(({ stream, expected = 'no_stream', events }) => ({
      stream,
      expected,
      events: events.map((e, n) => {
        const revision = (expected === 'no_stream' ? 0 : expected + 1) + n;
        return seedEvent({ seedCommand, stream, revision }, e, now);
      }),
    }));
    for (const r of await store.appendMulti(chunk)) position = Math.max(position, r.position);
  }
  return position;
}
