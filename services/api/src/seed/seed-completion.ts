import { STREAMS } from '@faena/contracts';
import { type EventStore, WrongExpectedRevisionError } from '@faena/core';
import { identificationTypesPlan } from './identification-seed';
import { seedEvent } from './seed-event';

/** The stream whose one event says the demo seed completed. */
export const SEED_STREAM = 'system.seed';
export const SEED_COMMAND = 'seed-demo-v1';

/** Whether a start completed the demo seed already. */
export async function seedCompleted(store: EventStore): Promise<boolean> {
  return (await store.readStream(SEED_STREAM)).length > 0;
}

/** Whether the identification seed ran (the first demo person's type is its first command). */
export async function identificationSeeded(store: EventStore): Promise<boolean> {
  const first = identificationTypesPlan()[0];
  if (!first) return true;
  return (await store.readStream(STREAMS.personIdentification(first.body.personId))).length > 0;
}

/** Records the completed seed with its counts (once: another node may have finished it first). */
export async function markSeedDone(
  store: EventStore,
  now: Date,
  counts: { streams: number; commands: number; catalogItems: number },
): Promise<void> {
  const event = {
    type: 'system.SeedCompleted',
    version: 1,
    data: { ...counts, version: SEED_COMMAND },
  };
  try {
    await store.append(
      SEED_STREAM,
      [seedEvent({ seedCommand: SEED_COMMAND, stream: SEED_STREAM, revision: 0 }, event, now)],
      'no_stream',
    );
  } catch (err) {
    // another node finished the same seed first
    if (!(err instanceof WrongExpectedRevisionError)) throw err;
  }
}
