import { settle } from '@faena/core';
import { randomUUID } from 'node:crypto';
import type { StoredEvent } from '@faena/contracts';
import type { NewEvent } from '@faena/core';

/** Builders and waiters shared by the event-store contract and the relay suite. */
export function newEvent(type: string, data: unknown = {}, id: string = randomUUID()): NewEvent {
  return {
    id,
    type,
    version: 1,
    data,
    metadata: {
      eventId: id,
      commandId: 'cmd-0001',
      correlationId: 'cmd-0001',
      causationId: 'cmd-0001',
      userId: 'ADMIN',
      profileId: 'p1',
      clientId: 'c1',
      divisionId: null,
      occurredAt: '2026-03-01T12:00:00.000Z',
    },
  };
}

export const streamName = (prefix: string) => `test.${prefix}-${randomUUID()}`;

export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection, the call succeeded');
}

/** Resolves when `predicate` holds after a batch; the suite's own timeout bounds the wait. */
export function collector() {
  const events: StoredEvent[] = [];
  let waiter: { predicate: () => boolean; resolve: () => void } | null = null;
  return {
    events,
    onBatch: (batch: StoredEvent[]) =>
      settle(() => {
        events.push(...batch);
        if (waiter?.predicate()) {
          waiter.resolve();
          waiter = null;
        }
      }),
    until(predicate: () => boolean): Promise<void> {
      if (predicate()) return Promise.resolve();
      return new Promise((resolve) => {
        waiter = { predicate, resolve };
      });
    },
  };
}
