/**
 * The projector thread of the embedded mode (ROLE all, SQLite, PROJECTIONS_THREAD): the
 * projections with their own connections to the same files, so read-model writes no longer share
 * the event loop that answers HTTP and sockets. Started by ThreadedProjections; talks to it only
 * by messages (thread-messages.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { adapterOf, createAdapters, present, SqliteEventStore } from '@faena/core';
import { ALL_PROJECTIONS } from '../all-projections';
import { ProjectionRunner } from '../runner/projection-runner';
import { describeError, type RunnerLog } from '../runner/runner-types';
import type { FromProjector, ProjectorThreadData, ToProjector } from './thread-messages';

// this file is a worker's entry point: it has no use outside one
const port = present(parentPort, "the worker thread's parent port");
const data = workerData as ProjectorThreadData;
const send = (message: FromProjector) => port.postMessage(message);

const log: RunnerLog = {
  log: (message) => send({ t: 'log', level: 'log', message }),
  error: (message, trace) =>
    send({ t: 'log', level: 'error', message, ...(trace ? { trace } : {}) }),
};

type Adapters = Awaited<ReturnType<typeof createAdapters>>;

/** What the thread's message handlers work with. */
interface Thread {
  runner: ProjectionRunner;
  adapters: Adapters;
  /** the SQLite log to poke on a wake-up (null for another adapter) */
  events: SqliteEventStore | null;
  /** sends the progress at once */
  reportNow: () => void;
}

/** Progress reports: `now` at once, `coalesced` once per turn of this thread's event loop. */
function progressReports(runnerOf: () => ProjectionRunner) {
  let queued = false;
  const now = () => {
    const runner = runnerOf();
    send({ t: 'progress', head: runner.lastHead, projections: runner.progress() });
  };
  const coalesced = () => {
    if (queued) return;
    queued = true;
    setImmediate(() => {
      queued = false;
      now();
    });
  };
  return { now, coalesced };
}

function rebuild({ runner, reportNow }: Thread, message: { id: number; name?: string }): void {
  runner.rebuild(message.name).then(
    () => {
      // the API reads the status right after the reply: the progress goes first
      reportNow();
      send({ t: 'reply', id: message.id });
    },
    (err: unknown) => send({ t: 'reply', id: message.id, error: describeError(err).message }),
  );
}

async function stop({ runner, adapters }: Thread): Promise<void> {
  await runner
    .stop()
    .catch((err: unknown) =>
      log.error('stopping the projections failed', describeError(err).trace),
    );
  await adapters.close();
  send({ t: 'stopped' });
  port.close();
}

function onMessage(thread: Thread, message: ToProjector): void {
  if (message.t === 'wake') thread.events?.poke();
  else if (message.t === 'rebuild') rebuild(thread, message);
  else void stop(thread);
}

async function main(): Promise<void> {
  const adapters = await createAdapters(data.config);
  const reports = progressReports(() => runner);
  const runner: ProjectionRunner = new ProjectionRunner({
    eventStore: adapters.eventStore,
    readStore: adapters.readStore,
    bus: adapters.bus,
    projections: ALL_PROJECTIONS,
    batchSize: data.batchSize,
    idleCheckpointEvery: data.idleCheckpointEvery,
    log,
    onProgress: reports.coalesced,
  });
  adapters.bus.subscribe((notices) => send({ t: 'notices', notices }));
  const adapter = adapterOf(adapters.eventStore);
  const events = adapter instanceof SqliteEventStore ? adapter : null;
  const thread: Thread = { runner, adapters, events, reportNow: reports.now };
  port.on('message', (message: ToProjector) => onMessage(thread, message));
  await runner.start();
  send({ t: 'started' });
  reports.coalesced();
}

main().catch((err: unknown) => {
  const { message, trace } = describeError(err);
  send({ t: 'failed', error: trace ?? message });
});
