import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Database as SqliteDatabase } from './sqlite-driver';
import { WalCheckpointer } from './wal-checkpointer';

const until = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('WalCheckpointer', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-ckpt-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  function open(file: string) {
    const db = new SqliteDatabase(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)');
    const insert = db.prepare('INSERT INTO t (v) VALUES (?)');
    return {
      db,
      write: (n: number) =>
        db.transaction(() => {
          for (let i = 0; i < n; i += 1) insert.run('x'.repeat(500));
        })(),
    };
  }

  it('starts a worker after enough commits, takes the checkpoints off the connection and stops cleanly', async () => {
    const file = path.join(dir, 'a.sqlite');
    const { db, write } = open(file);
    const checkpointer = new WalCheckpointer(db, file, {
      startAfterCommits: 20,
      everyMs: 20,
      fallbackPages: 50_000,
    });
    for (let i = 0; i < 19; i += 1) {
      write(10);
      checkpointer.committed();
    }
    expect(checkpointer.running).toBe(false);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    write(10);
    checkpointer.committed();
    expect(checkpointer.running).toBe(true);
    // the connection's own checkpoint only as a safety net
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(50_000);
    for (let i = 0; i < 50; i += 1) {
      write(10);
      checkpointer.committed();
      await new Promise((r) => setImmediate(r));
    }
    await until(() => checkpointer.checkpointedFrames > 0);
    const frames = checkpointer.checkpointedFrames;
    await checkpointer.stop();
    expect(checkpointer.running).toBe(false);
    expect(checkpointer.error).toBeNull();
    process.stdout.write(
      `[wal] the worker checkpointed ${frames} WAL frames while 700 rows were committed\n`,
    );
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 700 });
    db.close();
    const again = new SqliteDatabase(file);
    expect(again.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 700 });
    again.close();
  });

  it('never starts for a store that stays small, and not after stop()', async () => {
    const file = path.join(dir, 'b.sqlite');
    const { db, write } = open(file);
    const checkpointer = new WalCheckpointer(db, file, { startAfterCommits: 5 });
    await checkpointer.stop();
    for (let i = 0; i < 10; i += 1) {
      write(1);
      checkpointer.committed();
    }
    expect(checkpointer.running).toBe(false);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    db.close();
  });
});
