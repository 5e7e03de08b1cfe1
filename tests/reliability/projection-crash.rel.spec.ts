import { rmSync } from 'node:fs';
import { ALL_PROJECTIONS } from '@faena/projections';
import { Caller } from './support/api';
import { headOf, readFile, readLog } from './support/event-log';
import { compareCounters } from './support/log-model';
import {
  healthOf,
  startChild,
  startReady,
  stopStarted,
  tempDir,
  type ChildServer,
} from './support/processes';
import { Rng } from './support/random';
import {
  compareDumps,
  countDocs,
  dumpReadStore,
  readCheckpoints,
  rebuildInto,
} from './support/read-models';
import { bySize, report, TEST_LIMIT_MS } from './support/size';
import { DEFAULT_MIX, drive, Workload } from './support/workload';

jest.setTimeout(TEST_LIMIT_MS);

/**
 * The projector (projections/dist/main.js, as distributed mode runs it) over the SQLite files of a
 * data folder, SIGKILLed while it applies a large catch-up batch and between batches while it
 * follows a live API. Each projection's checkpoint only moves forward, and after the last resume
 * the read models equal a fresh rebuild and their counters match the log: no gap, no duplicate.
 */
const TAG = 'projector';
const LOG_EVENTS = bySize(20_000, 120_000);
const MID_BATCH_KILLS = bySize(5, 12);
const BETWEEN_KILLS = bySize(4, 10);
const BURST = bySize(120, 400);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dirs: string[] = [];
afterAll(async () => {
  await stopStarted();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Checkpoints must only move forward: compares with the highest seen so far and records them. */
function monotonic(
  { seen, problems }: { seen: Map<string, number>; problems: string[] },
  now: Map<string, number>,
  when: string,
): void {
  for (const [name, position] of now) {
    const before = seen.get(name) ?? 0;
    if (position < before)
      problems.push(`${when}: ${name} went back from ${before} to ${position}`);
    seen.set(name, Math.max(before, position));
  }
}

/** Polls the checkpoints (read-only) until `until` holds; bounded, answers the last checkpoints. */
async function pollCheckpoints(
  file: string,
  until: (c: Map<string, number>) => boolean,
  { what, projector }: { what: string; projector?: ChildServer },
): Promise<Map<string, number>> {
  for (let i = 0; i < 60_000; i += 1) {
    const c = readCheckpoints(file);
    if (until(c)) return c;
    if (projector && !projector.isRunning())
      throw new Error(`the projector exited while waiting for ${what}:\n${projector.output()}`);
    await pause(10);
  }
  throw new Error(`gave up waiting for ${what}`);
}

const PROJECTIONS = ALL_PROJECTIONS.length;
const spread = (c: Map<string, number>) => ({
  min: Math.min(...c.values()),
  max: Math.max(...c.values()),
});

it('a projector killed mid-batch and between batches resumes with no gap and no duplicate', async () => {
  const rng = Rng.fromEnv();
  const dataDir = tempDir(TAG);
  dirs.push(dataDir);
  report(TAG, `seed ${rng.seed}, data in ${dataDir}`);
  const problems: string[] = [];
  const seen = new Map<string, number>();

  // a long log: the demo seed and a mixed workload heavy on door-mark batches
  let api = await startReady({ kind: 'api', dataDir });
  let callers = {
    solicitante: await Caller.as(api.url, 'SOLICITANTE'),
    aprobador: await Caller.as(api.url, 'APROBADOR'),
    admin: await Caller.as(api.url, 'ADMIN'),
  };
  const workload = new Workload(callers, rng, {
    mix: { ...DEFAULT_MIX, markBatch: 40 },
    markBatch: [200, 500],
  });
  await workload.load();
  await driveToLogSize(api.url, workload);
  await api.stop();
  const head = headOf(readLog(dataDir));
  for (const suffix of ['', '-wal', '-shm'])
    rmSync(`${readFile(dataDir)}${suffix}`, { force: true });
  const batch = Math.min(10_000, Math.max(1000, Math.floor(head / (MID_BATCH_KILLS + 2))));
  report(
    TAG,
    `log of ${head} events from ${workload.records.size} commands (${JSON.stringify(workload.tally())}); read models dropped; catch-up batch ${batch} events`,
  );

  // mid-batch: kill as soon as one projection has committed past a target (the others are still applying that batch)
  const targets = Array.from({ length: MID_BATCH_KILLS }, (_, i) =>
    Math.floor(((i + 0.2 + rng.next() * 0.6) * head) / (MID_BATCH_KILLS + 1)),
  ).sort((a, b) => a - b);
  let midBatch = 0;
  for (const [i, target] of targets.entries())
    if (await killMidBatch({ dataDir, batch, seen, problems }, target, i + 1)) midBatch += 1;

  // between batches: a live projector behind an API (ROLE api); killed idle at the head, or right after a burst
  let projector = await startChild({ kind: 'projector', dataDir });
  await pollCheckpoints(readFile(dataDir), (c) => c.size === PROJECTIONS && spread(c).min >= head, {
    what: 'the catch-up',
    projector,
  });
  api = await startReady({ kind: 'api', dataDir, port: api.port, env: { ROLE: 'api' } });
  callers = {
    solicitante: await Caller.as(api.url, 'SOLICITANTE'),
    aprobador: await Caller.as(api.url, 'APROBADOR'),
    admin: await Caller.as(api.url, 'ADMIN'),
  };
  const live = new Workload(callers, rng);
  await live.load();
  for (let k = 1; k <= BETWEEN_KILLS; k += 1) {
    await drive(live, { drivers: 4, stop: { now: false }, limit: live.records.size + BURST });
    const logHead = (await healthOf(api.url))!.head;
    const idle = k % 2 === 1;
    if (idle)
      await pollCheckpoints(readFile(dataDir), (c) => spread(c).min >= logHead, {
        what: `the projector at ${logHead}`,
        projector,
      });
    const before = readCheckpoints(readFile(dataDir));
    await projector.kill();
    const after = readCheckpoints(readFile(dataDir));
    monotonic({ seen, problems }, before, `between kill ${k} (before)`);
    monotonic({ seen, problems }, after, `between kill ${k} (after)`);
    report(
      TAG,
      `kill ${MID_BATCH_KILLS + k}: ${idle ? 'idle between batches at the head' : 'right after a burst'} (log head ${logHead}, checkpoints ${spread(after).min}…${spread(after).max})`,
    );
    // the log grows while no projector runs; the next one resumes from its checkpoints
    await drive(live, { drivers: 4, stop: { now: false }, limit: live.records.size + BURST });
    projector = await startChild({ kind: 'projector', dataDir });
  }

  const finalHead = (await healthOf(api.url))!.head;
  await pollCheckpoints(
    readFile(dataDir),
    (c) => c.size === PROJECTIONS && spread(c).min >= finalHead,
    { what: 'the final catch-up', projector },
  );
  await projector.stop();
  await api.stop();
  const log = readLog(dataDir);
  monotonic({ seen, problems }, readCheckpoints(readFile(dataDir)), 'final');
  report(
    TAG,
    `${MID_BATCH_KILLS + BETWEEN_KILLS} kills (${midBatch} with a batch committed by some projections and not yet by others); ${live.records.size} live commands (${JSON.stringify(live.tally())}); checkpoints never went back: ${problems.length === 0}`,
  );
  expect(problems).toEqual([]);

  const resumed = dumpReadStore(readFile(dataDir));
  const rebuiltDir = tempDir(`${TAG}-rebuild`);
  dirs.push(rebuiltDir);
  const rebuilt = await rebuildInto(dataDir, rebuiltDir);
  const comparison = compareDumps(resumed, dumpReadStore(rebuilt.file), { checkpoints: true });
  const counters = compareCounters(resumed, log);
  report(
    TAG,
    `after the last resume: ${countDocs(resumed)} documents in ${comparison.collections} collections vs a rebuild up to ${rebuilt.head}: ${comparison.differences.length} differences; ${counters.checked} counters (seats, occupancy, denied marks, quota, statuses, beds) against the log: ${counters.problems.length} off`,
  );
  expect(headOf(log)).toBe(finalHead);
  expect([...resumed.checkpoints.values()]).toEqual(
    Array.from({ length: PROJECTIONS }, () => finalHead),
  );
  expect(comparison.differences).toEqual([]);
  expect(counters.problems).toEqual([]);
});

/** Drives the workload until the log holds LOG_EVENTS events. */
async function driveToLogSize(url: string, workload: Workload): Promise<void> {
  const stop = { now: false };
  const driving = drive(workload, { drivers: 4, stop });
  for (let head = 0; head < LOG_EVENTS; head = (await healthOf(url))?.head ?? head)
    await pause(200);
  stop.now = true;
  await driving;
}

interface MidBatchRun {
  dataDir: string;
  batch: number;
  seen: Map<string, number>;
  problems: string[];
}

/**
 * Mid-batch kill number `kill`: a projector catching up, killed as soon as one projection has committed past
 * the target. Answers whether the kill split a batch (some projections committed it, others not).
 */
async function killMidBatch(run: MidBatchRun, target: number, kill: number): Promise<boolean> {
  const { dataDir, batch, seen, problems } = run;
  const projector = await startChild({
    kind: 'projector',
    dataDir,
    env: { PROJECTION_BATCH: String(batch) },
  });
  const atStart = new Map(seen);
  const before = await pollCheckpoints(
    readFile(dataDir),
    (c) =>
      c.size === PROJECTIONS && [...c].some(([n, p]) => p > (atStart.get(n) ?? 0) && p >= target),
    { what: `a checkpoint past ${target}`, projector },
  );
  await projector.kill();
  const after = readCheckpoints(readFile(dataDir));
  monotonic({ seen, problems }, before, `kill ${kill} (seen before)`);
  monotonic({ seen, problems }, after, `kill ${kill} (after)`);
  const { min, max } = spread(after);
  const committed = [...after.values()].filter((p) => p === max).length;
  report(
    TAG,
    `mid-batch kill ${kill}: target ${target}, checkpoints ${min}…${max} (${committed} of ${PROJECTIONS} projections had committed the batch ending at ${max})${min < max ? '' : ' (at a batch boundary)'}`,
  );
  return min < max;
}
