// Attendance recompute (issue 21): the attendance-days projection from position 0 over a log of
// one month of attendance — `people` assignments (four in five on a day schedule, one in five on a
// night cycle, a 14×14 regime for a third), and `marksPerPerson` granted door marks each (an
// entry and an exit per day, minutes scattered so there are late arrivals and overtime) — into a
// fresh read store (the runner, the SQLite adapters, the product's batch size), against a raw
// sequential read of the same event table. Reports time and peak RSS of this process.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { report } from '../lib/child.mjs';
import { Database, core, projections } from '../lib/env.mjs';
import { writeAttendanceLog } from './attendance-log.mjs';

const { dir, people, marksPerPerson } = JSON.parse(process.argv[2]);
const file = join(dir, 'attendance-events.sqlite');
const { SqliteEventStore, SqliteReadStore, InProcessNoticeBus, loadConfig } = core();
const { attendanceDaysProjection, ProjectionRunner } = projections();

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

/** The attendance-days projection alone, on the log and a fresh read store. */
function openRunner(readFile) {
  const eventStore = new SqliteEventStore({ file });
  const readStore = new SqliteReadStore({ file: readFile });
  const runner = new ProjectionRunner({
    eventStore,
    readStore,
    bus: new InProcessNoticeBus(),
    projections: [attendanceDaysProjection],
    batchSize: loadConfig({}).PROJECTION_BATCH,
  });
  return { eventStore, readStore, runner };
}

async function recompute() {
  const readFile = join(dir, 'attendance-read.sqlite');
  for (const f of [readFile, `${readFile}-wal`, `${readFile}-shm`]) rmSync(f, { force: true });
  const { eventStore, readStore, runner } = openRunner(readFile);
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 100);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await runner.start();
  const head = await eventStore.headPosition();
  await runner.waitFor(head, 3_600_000);
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
  const days = (await readStore.find('attendance_days_v1', {}, 10_000_000)).length;
  await runner.stop();
  await readStore.close();
  await eventStore.close();
  // CPU time of this process (main and projector threads): what the recompute cost whatever the load
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return { events: head, ms, cpuMs, days, peakRssMb: peakRss / 1048576 };
}

const written = writeAttendanceLog(file, { people, marksPerPerson });
console.log(`log: ${written.head} events (${written.marks} marks, ${people} people)`);
const baseline = rawRead();
const startRssMb = process.memoryUsage.rss() / 1048576;
const result = await recompute();
console.log(
  `recompute: ${result.days} attendance days in ${result.ms.toFixed(0)} ms (${result.cpuMs.toFixed(0)} ms of CPU), peak RSS ${result.peakRssMb.toFixed(0)} MB`,
);
report({ baseline, startRssMb, people, marks: written.marks, recompute: result });
