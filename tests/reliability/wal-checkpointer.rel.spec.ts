import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './support/processes';
import { report } from './support/size';

/**
 * The WAL checkpoint thread (WalCheckpointer) is unref'd while it runs. A process that closes its
 * stores with nothing else left to do must still wait for the thread and end normally (it ended
 * with exit code 13, "unsettled top-level await", when the thread was left unref'd while stopping).
 * Runs the built packages in a child process, as `npm run rebuild` and the benchmark tasks do.
 */
const SCRIPT = `
const { SqliteReadStore, SqliteEventStore } = require(${JSON.stringify(join(ROOT, 'services/core/dist/index.js'))});
(async () => {
  const dir = process.argv[1];
  const read = new SqliteReadStore({ file: dir + '/read.sqlite' });
  await read.ensureCollection({ name: 'things', indexes: [] });
  for (let i = 0; i < 700; i += 1) await read.commit([{ kind: 'put', collection: 'things', id: 'T' + (i % 50), position: i + 1, doc: { n: i } }], { projection: 'p', position: i + 1 });
  const events = new SqliteEventStore({ file: dir + '/events.sqlite' });
  for (let i = 0; i < 600; i += 1) await events.append('s-' + i, [{ id: 'e-' + i, type: 't', version: 1, data: {}, metadata: {} }], 'no_stream');
  await read.close();
  await events.close();
  console.log('closed');
})();
`;

it('a process that closes its stores ends normally after the checkpoint threads started', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'faena-ckpt-exit-'));
  try {
    const { code, stdout } = await new Promise<{ code: number | null; stdout: string }>(
      (resolve) => {
        const child = execFile(
          process.execPath,
          ['-e', SCRIPT, dir],
          { timeout: 60_000 },
          (error, out) =>
            resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout: out }),
        );
        child.stderr?.pipe(process.stderr);
      },
    );
    report(
      'wal-checkpointer',
      `child with 700 read-store and 600 event-store commits closed its stores: exit code ${code}`,
    );
    expect(stdout.trim()).toBe('closed');
    expect(code).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
