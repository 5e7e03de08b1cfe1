import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startChild, stopStarted, tempDir, type ProcessKind } from './support/processes';

/**
 * A DATA_DIR that cannot be used stops the start with one line naming the folder and the cause,
 * exit code 1 and no stack trace. A path under a regular file cannot be created by anyone (root
 * included, for whom folder modes do not stop writes).
 */
const root = tempDir('startup');
afterAll(async () => {
  await stopStarted();
  rmSync(root, { recursive: true, force: true });
});

async function startFails(
  kind: ProcessKind,
  dataDir: string,
): Promise<{ code: number | null; lines: string[] }> {
  const child = await startChild({ kind, dataDir, env: { SEED_DEMO: 'false' } });
  const exit = await child.exited;
  return {
    code: exit.code,
    lines: child
      .output()
      .split('\n')
      .filter((l) => l.trim() !== ''),
  };
}

describe('start-up with an unusable DATA_DIR', () => {
  const blocker = join(root, 'a-file');
  writeFileSync(blocker, 'not a folder');
  const underFile = join(blocker, 'data');

  it.each<ProcessKind>(['api', 'projector'])(
    '%s: a DATA_DIR under a regular file exits 1 with one line',
    async (kind) => {
      const { code, lines } = await startFails(kind, underFile);
      expect(code).toBe(1);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(
          `cannot start: DATA_DIR ${underFile.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} cannot be written: ENOTDIR: not a directory$`,
        ),
      );
    },
  );

  it('api: a store file that cannot be opened (a folder in its place) exits 1 with one line naming DATA_DIR', async () => {
    const dataDir = join(root, 'blocked-store');
    mkdirSync(join(dataDir, 'events.sqlite'), { recursive: true });
    const { code, lines } = await startFails('api', dataDir);
    expect(code).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(/^Faena cannot start: DATA_DIR .*blocked-store cannot be used: /),
    ]);
    expect(lines.join('\n')).not.toMatch(/^\s+at /m);
  });
});
