// Projection rebuild: every projection of the product (ALL_PROJECTIONS) from position 0 over the
// log in `dir`, into a fresh read store there (the runner, the SQLite adapters, batch size as the
// product's default PROJECTION_BATCH), against a raw sequential read of the event table.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { report } from '../lib/child.mjs';
import { Database, core, projections } from '../lib/env.mjs';

const { dir, batchSize, baselineOnly = false } = JSON.parse(process.argv[2]);
const file = join(dir, 'events.sqlite');
const { SqliteEventStore, SqliteReadStore, InProcessNoticeBus, loadConfig } = core();
const { ALL_PROJECTIONS, ProjectionRunner } = projections();

// same page cache state for both: read the file once
readFileSync(file);

function rawRead() {
  const Db = Database();
  const db = new Db(file, { readonly: true });
  const started = performance.now();
  let n = 0;
  for (const _row of db
    .prepare(
      'SELECT position, id, stream, revision, type, version, data, metadata FROM events ORDER BY position',
    )
    .raw()
    .iterate())
    n += 1;
  const ms = performance.now() - started;
  db.close();
  return { events: n, ms };
}

async function rebuild() {
  for (const f of ['read.sqlite', 'read.sqlite-wal', 'read.sqlite-shm'])
    rmSync(join(dir, f), { force: true });
  const eventStore = new SqliteEventStore({ file });
  const readStore = new SqliteReadStore({ file: join(dir, 'read.sqlite') });
  const bus = new InProcessNoticeBus();
  const batch = batchSize ?? loadConfig({}).PROJECTION_BATCH;
  const runner = new ProjectionRunner({
    eventStore,
    readStore,
    bus,
    projections: ALL_PROJECTIONS,
    batchSize: batch,
  });
  const started = performance.now();
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 200);
  await runner.start();
  const head = await eventStore.headPosition();
  await runner.waitFor(head, 3_600_000);
  const ms = performance.now() - started;
  clearInterval(sampler);
  const states = runner.status().map((s) => `${s.name}:${s.state}:${s.checkpoint}`);
  await runner.stop();
  await readStore.close();
  await eventStore.close();
  return { events: head, ms, batch, peakRssMb: peakRss / 1048576, states };
}

const baseline = rawRead();
console.log(`raw read: ${baseline.events} events in ${baseline.ms.toFixed(0)} ms`);
const result = baselineOnly ? null : await rebuild();
if (result)
  console.log(
    `rebuild: ${result.events} events in ${result.ms.toFixed(0)} ms (batch ${result.batch})`,
  );
report({ baseline, rebuild: result });
