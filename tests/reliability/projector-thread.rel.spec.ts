import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { ROOT } from './support/processes';
import { report } from './support/size';
import type * as CoreModule from '@faena/core';
import type * as ProjectionsModule from '@faena/projections';
import type * as EventWorkloadModule from '../../projections/src/testing/event-workload';

/**
 * The embedded mode runs the projections on a worker thread (ThreadedProjections, ADR 0007). The
 * thread needs the built code, so this suite loads the built packages (the reliability script
 * builds them first) and drives the API side of the thread directly: read-your-writes waits,
 * change notices on this thread's bus, a rebuild through the thread, and the thread's loss.
 * The rest of the reliability suite runs the built server, i.e. the same thread under load.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
const core = require(join(ROOT, 'services/core/dist/index.js')) as typeof CoreModule;
const projections = require(join(ROOT, 'projections/dist/index.js')) as typeof ProjectionsModule;
const { EventWorkload, SMALL_WORKLOAD } = require(
  join(ROOT, 'projections/dist/testing/event-workload.js'),
) as typeof EventWorkloadModule;
/* eslint-enable @typescript-eslint/no-require-imports */

const TAG = 'projector-thread';
const REQUESTS = projections.REQUESTS_COLLECTION;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'faena-thread-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function openThreaded() {
  const config = core.ConfigSchema.parse({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
  const adapters = await core.createAdapters(config);
  // the thread listens to the SQLite adapter's durable commits, under the upcasting read path
  // the built dist's class stands for the source's: the same code, compiled
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
  const eventStore = core.adapterOf(adapters.eventStore) as InstanceType<
    typeof core.SqliteEventStore
  >;
  const logs: string[] = [];
  const threaded = new projections.ThreadedProjections({
    config,
    eventStore,
    bus: adapters.bus,
    names: projections.ALL_PROJECTIONS.map((p) => p.name),
    batchSize: 200,
    idleCheckpointEvery: 10_000,
    log: { log: (m) => logs.push(m), error: (m) => logs.push(`ERROR ${m}`) },
  });
  const append = async (writes: Parameters<typeof eventStore.appendMulti>[0]) =>
    Math.max(...(await eventStore.appendMulti(writes)).map((r) => r.position));
  return { adapters, eventStore, threaded, logs, append };
}

it('projects on its own thread: waits, notices, rebuild, stop', async () => {
  expect(projections.ThreadedProjections.available()).toBe(true);
  const { adapters, threaded, logs, append } = await openThreaded();
  const load = new EventWorkload(SMALL_WORKLOAD);
  const before = await append([...load.masterData(), ...load.next(300)]);
  const notices: unknown[] = [];
  adapters.bus.subscribe((batch) => notices.push(...batch));

  await threaded.start();
  await threaded.waitFor(before, 20_000);
  expect(logs).toContain('projections: running on their own worker thread');
  expect(threaded.status().every((s) => s.state === 'live' && s.checkpoint >= before)).toBe(true);
  // this thread reads what the other one wrote
  expect((await adapters.readStore.find(REQUESTS, {})).length).toBeGreaterThan(0);

  // live: each durable commit wakes the thread; its notices arrive on this thread's bus
  let head = before;
  for (let i = 0; i < 5; i += 1) head = await append(load.next(40));
  await threaded.waitFor(head, 20_000);
  await waitUntil(() => notices.length > 0);
  expect(threaded.status().every((s) => s.checkpoint >= head)).toBe(true);

  const requests = (await adapters.readStore.find(REQUESTS, {})).length;
  await threaded.rebuild('requests.v3');
  expect(threaded.status().find((s) => s.name === 'requests.v3')).toMatchObject({
    state: 'live',
    checkpoint: head,
  });
  expect(await adapters.readStore.find(REQUESTS, {})).toHaveLength(requests);
  await expect(threaded.rebuild('nope.v1')).rejects.toThrow('unknown projection');
  report(
    TAG,
    `main thread ${threadId}: ${head} events projected on the worker thread, ${notices.length} notices republished, ${requests} requests rebuilt through the thread`,
  );

  await threaded.stop();
  expect(threaded.status().every((s) => s.state === 'stopped')).toBe(true);
  await expect(threaded.waitFor(head + 1, 1_000)).rejects.toThrow();
  await adapters.close();
});

it('a lost thread leaves every projection failed and refuses waits (health degraded), nothing hangs', async () => {
  const { adapters, eventStore, threaded, logs, append } = await openThreaded();
  const load = new EventWorkload(SMALL_WORKLOAD);
  await append(load.masterData());
  await threaded.start();
  const pending = threaded.waitFor((await eventStore.headPosition()) + 1_000, 20_000);
  // the thread dies (as an out-of-memory or a native crash would end it)
  await (threaded as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
  await expect(pending).rejects.toThrow();
  expect(
    threaded.status().every((s) => s.state === 'failed' && /exited|crashed/.test(s.error ?? '')),
  ).toBe(true);
  expect(logs.some((l) => l.startsWith('ERROR the projector thread'))).toBe(true);
  await expect(threaded.rebuild()).rejects.toThrow();
  report(
    TAG,
    `thread terminated: ${threaded.status().length} projections failed, pending wait refused`,
  );
  await threaded.stop();
  await adapters.close();
});

it('refuses to start, rather than hang, when it cannot follow the durable commits', async () => {
  const { adapters, threaded } = await openThreaded();
  // as when the store handed over is a wrapper without onDurable (the upcasting read path)
  const options = (threaded as unknown as { options: { eventStore: object } }).options;
  options.eventStore = Object.create(options.eventStore, {
    onDurable: {
      value: () => {
        throw new TypeError('onDurable is not a function');
      },
    },
  }) as object;
  await expect(threaded.start()).rejects.toThrow('onDurable');
  await threaded.stop();
  await adapters.close();
});

async function waitUntil(check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}
