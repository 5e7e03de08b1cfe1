// Attendance recompute (issue 21): the attendance-days projection from position 0 over a log of
// one month of attendance — `people` assignments (four in five on a day schedule, one in five on a
// night cycle, a 14×14 regime for a third), and `marksPerPerson` granted door marks each (an
// entry and an exit per day, minutes scattered so there are late arrivals and overtime) — into a
// fresh read store (the runner, the SQLite adapters, the product's batch size), against a raw
// sequential read of the same event table. Reports time and peak RSS of this process.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { report } from '../lib/child.mjs';
import { EventFile, loaderMetadata } from '../lib/datasets.mjs';
import { Database, core, projections } from '../lib/env.mjs';

const { dir, people, marksPerPerson } = JSON.parse(process.argv[2]);
const file = join(dir, 'attendance-events.sqlite');
const { SqliteEventStore, SqliteReadStore, InProcessNoticeBus, loadConfig } = core();
const { attendanceDaysProjection, ProjectionRunner } = projections();

const CLIENT = 'MINERA-ANDINA';
const START = '2026-03-01';
const day = (n, over = {}) => ({
  day: n,
  turn: 'D',
  rest: false,
  entry: '08:00',
  exit: '17:00',
  refreshmentStart: '13:00',
  refreshmentEnd: '14:00',
  flexibleMinutes: 0,
  entryTolerance: 5,
  exitTolerance: 5,
  overtimeBefore: 60,
  overtimeAfter: 30,
  ...over,
});
const night = (n) =>
  day(n, {
    turn: 'N',
    entry: '20:00',
    exit: '08:00',
    refreshmentStart: '00:00',
    refreshmentEnd: '01:00',
  });
const plus = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const wall = (date, minutes) => {
  const t = new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000).toISOString();
  return { date: t.slice(0, 10), hour: t.slice(11, 16), markedAt: t };
};
const personId = (i) => `ATT-${String(i).padStart(6, '0')}`;

function writeLog() {
  rmSync(file, { force: true });
  const log = new EventFile(file);
  const add = (stream, type, data) =>
    log.add(stream, { type, data, metadata: loaderMetadata('attendance') });
  add('catalog.company-EMP-ATT', 'catalog.CompanyRegistered', {
    companyId: 'EMP-ATT',
    name: 'Contratista de asistencia',
    documentType: 'RUC',
    documentNumber: '20999999999',
    contractor: true,
    category: 'A',
    country: 'PE',
  });
  add('catalog.holidays-PE', 'catalog.CountryHolidaysRegistered', {
    countryId: 'PE',
    name: 'Perú',
    holidays: [{ day: 12, month: 3, name: 'Feriado de prueba', template: false }],
  });
  const schedules = `attendance.schedules-${CLIENT}`;
  add(schedules, 'attendance.ScheduleSaved', {
    clientId: CLIENT,
    code: 'DIA',
    description: 'Día, lunes a domingo',
    kind: 'weekly',
    cycleLength: null,
    days: [1, 2, 3, 4, 5, 6, 7].map((n) => day(n)),
    active: true,
  });
  add(schedules, 'attendance.ScheduleSaved', {
    clientId: CLIENT,
    code: 'NOCHE',
    description: 'Noche',
    kind: 'cycle',
    cycleLength: 1,
    days: [night(1)],
    active: true,
  });
  const nightly = (i) => i % 5 === 4;
  for (let i = 0; i < people; i++)
    add(`attendance.person-${personId(i)}`, 'attendance.PersonAssigned', {
      personId: personId(i),
      clientId: CLIENT,
      companyId: 'EMP-ATT',
      assignmentId: `AS-${i}`,
      payrollGroupCode: `PG${i % 10}`,
      specialConditionCode: null,
      scheduleCode: nightly(i) ? 'NOCHE' : 'DIA',
      regimeId: i % 3 === 0 ? '14X14' : null,
      regime: i % 3 === 0 ? { workDays: 14, restDays: 14 } : null,
      startDate: START,
      endDate: plus(START, 30),
    });
  // the marks, day by day as the doors send them (every person's entry, then the exits)
  const days = Math.ceil(marksPerPerson / 2);
  let marks = 0;
  for (let d = 0; d < days; d++) {
    const date = plus(START, d);
    for (const direction of ['E', 'S'])
      for (let i = 0; i < people; i++) {
        const jitter = ((i * 37 + d * 11) % 41) - 15; // −15…+25 minutes
        const base = nightly(i)
          ? direction === 'E'
            ? 20 * 60
            : 32 * 60
          : direction === 'E'
            ? 8 * 60
            : 17 * 60;
        const at = wall(date, base + jitter + (direction === 'S' && jitter > 15 ? 45 : 0));
        const id = personId(i);
        add(`access.person-${id}`, 'access.MarkGranted', {
          markId: `M-${id}-${d}-${direction}`,
          personId: id,
          personName: `Persona ${i}`,
          zoneId: 'ZON-GARITA',
          doorId: 'PTA-GARITA-E',
          clientId: CLIENT,
          direction,
          markedAt: `${at.markedAt.slice(0, 19)}.000Z`,
          automatic: true,
          date: at.date,
          hour: at.hour,
          deviceId: null,
          origin: 'DISPOSITIVO',
          plate: null,
          function: '',
          idType: 'DNI',
          documentNumber: String(40_000_000 + i),
          companyName: 'Contratista de asistencia',
          markType: 'T',
          mode: direction === 'E' ? 'S' : 'N',
          justification: '',
        });
        marks += 1;
      }
  }
  const head = log.head();
  log.close();
  return { head, marks };
}

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

async function recompute() {
  const readFile = join(dir, 'attendance-read.sqlite');
  for (const f of [readFile, `${readFile}-wal`, `${readFile}-shm`]) rmSync(f, { force: true });
  const eventStore = new SqliteEventStore({ file });
  const readStore = new SqliteReadStore({ file: readFile });
  const runner = new ProjectionRunner({
    eventStore,
    readStore,
    bus: new InProcessNoticeBus(),
    projections: [attendanceDaysProjection],
    batchSize: loadConfig({}).PROJECTION_BATCH,
  });
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

const written = writeLog();
console.log(`log: ${written.head} events (${written.marks} marks, ${people} people)`);
const baseline = rawRead();
const startRssMb = process.memoryUsage.rss() / 1048576;
const result = await recompute();
console.log(
  `recompute: ${result.days} attendance days in ${result.ms.toFixed(0)} ms (${result.cpuMs.toFixed(0)} ms of CPU), peak RSS ${result.peakRssMb.toFixed(0)} MB`,
);
report({ baseline, startRssMb, people, marks: written.marks, recompute: result });
