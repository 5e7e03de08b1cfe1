import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { InProcessNoticeBus, SqliteEventStore, SqliteReadStore } from '@faena/core';
import { ALL_PROJECTIONS } from '../all-projections';
import { EventWorkload } from '../testing/event-workload';
import { ProjectionRunner } from './projection-runner';

/**
 * Rebuild throughput on the embedded adapters: every projection over a generated log, printed as
 * events per second (a figure, not an assertion). FAENA_REBUILD_EVENTS sets the log size
 * (default 20,000; the target figure is measured with 1,000,000).
 */
const EVENTS = Number(process.env.FAENA_REBUILD_EVENTS ?? 20_000);
const BATCH = Number(process.env.FAENA_REBUILD_BATCH ?? 2_000);

/** FAENA_REBUILD_DIR keeps the generated log between runs (profiling); default: a temp dir removed after. */
const KEEP_DIR = process.env.FAENA_REBUILD_DIR;
let dir: string;
beforeAll(() => {
  if (KEEP_DIR) mkdirSync(KEEP_DIR, { recursive: true });
  dir = KEEP_DIR ?? mkdtempSync(join(tmpdir(), 'faena-rebuild-'));
});
afterAll(() => {
  if (!KEEP_DIR) rmSync(dir, { recursive: true, force: true });
});

it(`rebuilds every projection over ${EVENTS} events and prints the rate`, async () => {
  const eventStore = new SqliteEventStore({ file: join(dir, 'events.sqlite') });
  const readStore = new SqliteReadStore({ file: join(dir, 'read.sqlite') });
  const bus = new InProcessNoticeBus();
  const load = new EventWorkload({ people: 2_000, zones: 20, trips: 50, beds: 1_000, seed: 3 });
  let head = await eventStore.headPosition();
  if (head === 0) head = (await eventStore.appendMulti(load.masterData())).at(-1)!.position;
  while (head < EVENTS)
    head = (await eventStore.appendMulti(load.next(Math.min(5_000, EVENTS - head)))).at(
      -1,
    )!.position;

  let notices = 0;
  bus.subscribe((n) => void (notices += n.length));
  const runner = new ProjectionRunner({
    eventStore,
    readStore,
    bus,
    projections: ALL_PROJECTIONS,
    batchSize: BATCH,
  });
  await runner.start();
  await runner.waitFor(head, 600_000);
  const started = process.hrtime.bigint();
  const cpuBefore = process.cpuUsage();
  await runner.rebuild();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;

  const statuses = runner.status();
  await runner.stop();
  await readStore.close();
  await eventStore.close();
  console.log(
    `rebuild of ${ALL_PROJECTIONS.length} projections over ${head} events (batch ${BATCH}): ` +
      `${seconds.toFixed(2)} s, ${Math.round(head / seconds).toLocaleString('en')} events/s ` +
      `(process CPU ${cpuSeconds.toFixed(2)} s; machine load ${loadavg()[0]!.toFixed(2)}); notices published: ${notices}`,
  );
  expect(statuses.every((s) => s.state === 'live' && s.checkpoint === head)).toBe(true);
  expect(notices).toBe(0);
}, 1_800_000);
