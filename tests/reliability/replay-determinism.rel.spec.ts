import { rmSync } from 'node:fs';
import { Caller, resultOf } from './support/api';
import { headOf, readFile, readLog } from './support/event-log';
import { startReady, stopStarted, tempDir, waitCaughtUp } from './support/processes';
import { Rng } from './support/random';
import {
  compareDumps,
  countDocs,
  dumpReadStore,
  rebuildInto,
  type ReadDump,
} from './support/read-models';
import { bySize, report, TEST_LIMIT_MS } from './support/size';
import { drive, Workload } from './support/workload';

jest.setTimeout(TEST_LIMIT_MS);

/**
 * Projections are pure: rebuilding every read model from the same log gives byte-identical
 * documents (same JSON text, same creation and last positions), twice with the same batch size,
 * with another batch size (other batch cuts), and in place on the running server (POST
 * /api/admin/projections/rebuild, what `npm run rebuild` calls).
 */
const TAG = 'replay';
const COMMANDS = bySize(1500, 8000);

const dirs: string[] = [];
afterAll(async () => {
  await stopStarted();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

it('rebuilding every read model twice (and in place) gives byte-identical documents', async () => {
  const rng = Rng.fromEnv();
  const dataDir = tempDir(TAG);
  dirs.push(dataDir);
  const server = await startReady({ kind: 'api', dataDir });
  const callers = {
    solicitante: await Caller.as(server.url, 'SOLICITANTE'),
    aprobador: await Caller.as(server.url, 'APROBADOR'),
    admin: await Caller.as(server.url, 'ADMIN'),
  };
  const workload = new Workload(callers, rng);
  await workload.load();
  const started = process.hrtime.bigint();
  await drive(workload, { drivers: 8, stop: { now: false }, limit: COMMANDS });
  report(
    TAG,
    `drove ${workload.records.size} commands in ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)} s`,
  );
  await waitCaughtUp(server);
  const rebuiltLive = await callers.admin.post('/api/admin/projections/rebuild', {});
  expect(rebuiltLive.answered && rebuiltLive.status).toBe(200);
  const answer = resultOf(rebuiltLive) as { rebuilt: string[]; seconds: number };
  await waitCaughtUp(server);
  await server.stop();
  const log = readLog(dataDir);
  report(
    TAG,
    `seed ${rng.seed}: ${workload.records.size} commands (${JSON.stringify(workload.tally())}) → ${log.length} events; the server rebuilt ${answer.rebuilt.length} projections in place in ${answer.seconds.toFixed(2)} s`,
  );

  const rebuild = async (label: string, batch: number): Promise<ReadDump> => {
    const dir = tempDir(`${TAG}-${label}`);
    dirs.push(dir);
    const started = process.hrtime.bigint();
    const { file, head } = await rebuildInto(dataDir, dir, batch);
    report(
      TAG,
      `rebuild "${label}" (batch ${batch}) into a fresh read store: ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(2)} s`,
    );
    expect(head).toBe(headOf(log));
    return dumpReadStore(file);
  };
  const first = await rebuild('first', 500);
  const second = await rebuild('second', 500);
  const otherCuts = await rebuild('cuts', 7);
  const inPlace = dumpReadStore(readFile(dataDir));
  for (const [label, dump] of [
    ['second rebuild (batch 500)', second],
    ['rebuild with batch 7', otherCuts],
    ['in-place rebuild of the running server', inPlace],
  ] as const) {
    const c = compareDumps(dump, first, { bytes: true, checkpoints: true });
    report(
      TAG,
      `${label} vs first rebuild (batch 500): ${c.collections} collections, ${c.documents} documents, ${c.identicalBytes} byte-identical, ${c.differences.length} differences`,
    );
    expect(c.differences).toEqual([]);
    expect(c.identicalBytes).toBe(countDocs(first));
  }
  expect(countDocs(first)).toBeGreaterThan(500);
});
