import { Logger } from '@nestjs/common';
import { type Adapters, type AppConfig, SqliteEventStore, adapterOf } from '@faena/core';
import {
  ALL_PROJECTIONS,
  IDLE_CHECKPOINT_EVERY,
  type ProjectionControl,
  ProjectionRunner,
  ThreadedProjections,
} from '@faena/projections';

/**
 * Where the projections run: nowhere in ROLE api (the projector process); on a worker thread in
 * the embedded mode (ROLE all on SQLite, PROJECTIONS_THREAD, built code); else on this thread.
 */
export function projectionsFor(config: AppConfig, adapters: Adapters): ProjectionControl | null {
  if (config.ROLE === 'api') return null;
  const { eventStore, readStore, bus } = adapters;
  const common = {
    bus,
    batchSize: config.PROJECTION_BATCH,
    // in ROLE all every read-your-writes wait asks this process, so idle checkpoints may stay in memory
    idleCheckpointEvery: config.ROLE === 'all' ? IDLE_CHECKPOINT_EVERY : 0,
    log: new Logger('Projections'),
  };
  const embedded = threadedStore(config, adapters);
  if (embedded) {
    const names = ALL_PROJECTIONS.map((p) => p.name);
    return new ThreadedProjections({ config, eventStore: embedded, names, ...common });
  }
  return new ProjectionRunner({ eventStore, readStore, projections: ALL_PROJECTIONS, ...common });
}

/** The SQLite event store when the projections may run on a worker thread beside it, else null. */
function threadedStore(config: AppConfig, { eventStore }: Adapters): SqliteEventStore | null {
  const adapter = adapterOf(eventStore);
  const sqliteOnly =
    adapter instanceof SqliteEventStore && !config.READ_STORE_URL && !config.KAFKA_BROKERS;
  if (!config.PROJECTIONS_THREAD || !sqliteOnly) return null;
  return ThreadedProjections.available() ? adapter : null;
}

/** How long a stop waits for the projections to apply the last events before it stops them anyway. */
const FINAL_CATCH_UP_MS = 5_000;

/**
 * Once nothing appends any more (HTTP closed), the projections apply the log up to its head
 * (bounded) and stop, committing their checkpoints: a restart re-projects nothing.
 */
export async function stopAtHead(runner: ProjectionControl): Promise<void> {
  const failed = runner.status().some((p) => p.state === 'failed' || p.state === 'stopped');
  if (!failed)
    await runner.waitFor(await runner.refreshHead(), FINAL_CATCH_UP_MS).catch(() => undefined);
  await runner.stop();
}
