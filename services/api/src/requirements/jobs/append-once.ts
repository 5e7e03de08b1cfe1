import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@faena/contracts';
import { type EventStore, WrongExpectedRevisionError } from '@faena/core';
import { seedEvent } from '../../seed/seed-event';

/**
 * Appends one event a daily job decided, by SYSTEM, at the revision the job read: false when
 * another run (a second node, or the same day again) wrote there first, so each finding is
 * recorded once.
 */
export async function appendOnce(
  store: EventStore,
  write: { job: string; stream: string; expected: 'no_stream' | number },
  { event, now }: { event: DomainEvent; now: Date },
): Promise<boolean> {
  const base = seedEvent({ seedCommand: write.job, stream: write.stream, revision: 0 }, event, now);
  const id = randomUUID(); // never another node's id: the store would answer that as a retry
  try {
    await store.append(
      write.stream,
      [{ ...base, id, metadata: { ...base.metadata, eventId: id } }],
      write.expected,
    );
    return true;
  } catch (err) {
    if (err instanceof WrongExpectedRevisionError) return false;
    throw err;
  }
}
