import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteDatabase as Database } from '@faena/core';
import {
  ANY_WINDOW,
  EsdbEventStore,
  SqliteEventStore,
  WrongExpectedRevisionError,
} from '@faena/core';
import { EVENTSTOREDB, describeEngine } from '../../support/engines';
import { collector, eventStoreContract, newEvent, streamName } from './event-store.contract';
import { rejectionOf } from './event-store.fixtures';
import { EsdbClientStandIn } from './esdb-client-stand-in';

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-es-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('SQLite event store', () => {
  eventStoreContract('SQLite', {
    create: () => new SqliteEventStore({ file: path.join(tempDir(), 'events.sqlite') }),
    atomicMulti: true,
  });

  it('starts an empty log at head position 0', async () => {
    const store = new SqliteEventStore({ file: path.join(tempDir(), 'events.sqlite') });
    await expect(store.headPosition()).resolves.toBe(0);
    await expect(store.readAll(0, 10)).resolves.toEqual([]);
    await store.close();
  });

  it('keeps everything across a restart on the same directory', async () => {
    const file = path.join(tempDir(), 'events.sqlite');
    const first = new SqliteEventStore({ file });
    const stream = streamName('restart');
    const events = [newEvent('test.Opened', { a: 1 }), newEvent('test.Changed', { a: 2 })];
    const written = await first.append(stream, events, 'no_stream');
    const before = await first.readAll(0, 100);
    await first.close();

    const second = new SqliteEventStore({ file });
    expect(await second.readAll(0, 100)).toEqual(before);
    expect(await second.headPosition()).toBe(written.position);
    await expect(second.append(stream, events, 'no_stream')).resolves.toEqual(written);
    const next = await second.append(stream, [newEvent('test.Changed')], 1);
    expect(next).toEqual({ revision: 2, position: written.position + 1 });
    await second.close();
  });

  it('sees the commits of another connection to the same file (poll fallback)', async () => {
    const file = path.join(tempDir(), 'events.sqlite');
    const reader = new SqliteEventStore({ file, pollMs: 20 });
    const writer = new SqliteEventStore({ file });
    const seen = collector();
    const subscription = reader.subscribeAll(0, seen.onBatch);
    await writer.append(streamName('other-process'), [newEvent('test.Opened')], 'no_stream');
    await seen.until(() => seen.events.length === 1);
    await subscription.close();
    await writer.close();
    await reader.close();
    expect(seen.events.map((e) => e.type)).toEqual(['test.Opened']);
  });

  it("reads past what it knows of a stream still see another connection's appends (data_version)", async () => {
    const file = path.join(tempDir(), 'events.sqlite');
    const a = new SqliteEventStore({ file });
    const b = new SqliteEventStore({ file });
    const stream = streamName('two-writers');
    await a.append(stream, [newEvent('test.Opened')], 'no_stream');
    // a knows the stream ends at revision 0: a read from 1 is answered from memory
    expect(await a.readStream(stream, { fromRevision: 1 })).toEqual([]);
    await b.append(stream, [newEvent('test.Changed')], 0);
    expect((await a.readStream(stream, { fromRevision: 1 })).map((e) => e.type)).toEqual([
      'test.Changed',
    ]);
    // and a's own later append is known again
    await a.append(stream, [newEvent('test.Closed')], 1);
    expect(await a.readStream(stream, { fromRevision: 3 })).toEqual([]);
    expect((await a.readStream(stream, { fromRevision: 2 })).map((e) => e.type)).toEqual([
      'test.Closed',
    ]);
    await b.close();
    await a.close();
  });

  it('sees streams created by another connection, whether it next reads or writes (the stream filter catches up)', async () => {
    const file = path.join(tempDir(), 'events.sqlite');
    const early = streamName('early');
    const seed = new SqliteEventStore({ file });
    await seed.append(early, [newEvent('test.Opened')], 'no_stream');
    await seed.close();
    const a = new SqliteEventStore({ file });
    const b = new SqliteEventStore({ file });
    // built from the log at open
    expect(await a.readStream(early)).toHaveLength(1);
    const [byRead, byWrite] = [streamName('seen-on-read'), streamName('seen-on-write')];
    expect(await a.readStream(byRead)).toEqual([]);
    await b.append(byRead, [newEvent('test.Opened')], 'no_stream');
    expect((await a.readStream(byRead)).map((e) => e.type)).toEqual(['test.Opened']);
    // b commits, then a writes first: a's transaction catches up before its own commit moves on
    await b.append(byWrite, [newEvent('test.Opened')], 'no_stream');
    await a.append(streamName('own'), [newEvent('test.Opened')], 'no_stream');
    expect((await a.readStream(byWrite)).map((e) => e.type)).toEqual(['test.Opened']);
    await b.close();
    await a.close();
  });

  it('answers a read of what this connection last wrote from the written rows, never from a rolled-back write', async () => {
    const file = path.join(tempDir(), 'events.sqlite');
    const store = new SqliteEventStore({ file });
    const other = new SqliteEventStore({ file });
    const queries = jest.spyOn(
      (store as unknown as { stmts: { stream: { all: () => unknown } } }).stmts.stream,
      'all',
    );
    const quota = streamName('quota');
    await store.append(quota, [newEvent('test.Opened', { n: 0 })], 'no_stream');
    await store.append(
      quota,
      [newEvent('test.Taken', { n: 1 }), newEvent('test.Taken', { n: 2 })],
      0,
    );
    // the next command reads what the previous one wrote: no query, the same events a query gives
    const fromMemory = await store.readStream(quota, { fromRevision: 2 });
    expect(queries).not.toHaveBeenCalled();
    expect(fromMemory).toEqual(await other.readStream(quota, { fromRevision: 2 }));
    expect(fromMemory.map((e) => [e.revision, e.data])).toEqual([[2, { n: 2 }]]);
    // before the last write's rows: asked of SQLite
    expect((await store.readStream(quota, { fromRevision: 0 })).map((e) => e.revision)).toEqual([
      0, 1, 2,
    ]);
    expect(queries).toHaveBeenCalledTimes(1);

    // a write rolled back with its batch mate (wrong revision elsewhere) is never answered
    const refused = store.appendMulti([
      { stream: quota, events: [newEvent('test.Taken', { n: 3 })], expected: 2 },
      { stream: streamName('elsewhere'), events: [newEvent('test.Opened')], expected: 5 },
    ]);
    await expect(refused).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(await store.readStream(quota, { fromRevision: 3 })).toEqual([]);
    expect((await store.readStream(quota, { fromRevision: 2 })).map((e) => e.revision)).toEqual([
      2,
    ]);

    // another connection's commit: forgotten, read again
    await other.append(quota, [newEvent('test.Taken', { n: 3 })], 2);
    expect((await store.readStream(quota, { fromRevision: 2 })).map((e) => e.data)).toEqual([
      { n: 2 },
      { n: 3 },
    ]);
    await other.close();
    await store.close();
  });

  it('a repeated old write does not make a stream look shorter than it is', async () => {
    const store = new SqliteEventStore({ file: path.join(tempDir(), 'events.sqlite') });
    const stream = streamName('repeat-tail');
    const opened = [newEvent('test.Opened')];
    await store.append(stream, opened, 'no_stream');
    await store.append(stream, [newEvent('test.Changed'), newEvent('test.Changed')], 0);
    // the first write again (a client's retry): answered where its event is, revision 0
    await expect(store.append(stream, opened, 'no_stream')).resolves.toMatchObject({ revision: 0 });
    expect((await store.readStream(stream, { fromRevision: 1 })).map((e) => e.revision)).toEqual([
      1, 2,
    ]);
    await store.close();
  });

  it('finds a retried write where it would have stored its events: after its expected revision, or for any among the last ANY_WINDOW', async () => {
    const store = new SqliteEventStore({ file: path.join(tempDir(), 'events.sqlite') });
    const stream = streamName('retry-place');
    await store.append(stream, [newEvent('test.Opened')], 'no_stream');
    const pair = [newEvent('test.Changed'), newEvent('test.Changed')];
    const stored = await store.append(stream, pair, 0);
    await store.append(stream, [newEvent('test.Closed')], 2);
    // expected 0: looked for at revisions 1 and 2, however far the stream has moved on
    await expect(store.append(stream, pair, 0)).resolves.toEqual(stored);
    // the same ids expected elsewhere are a different write: a conflict, nothing stored
    await expect(rejectionOf(store.append(stream, pair, 1))).resolves.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    await expect(
      rejectionOf(store.append(stream, [pair[1]!, newEvent('test.Changed')], 0)),
    ).resolves.toBeInstanceOf(WrongExpectedRevisionError);

    const mark = [newEvent('test.Marked')];
    const marked = await store.append(stream, mark, 'any');
    for (let i = 0; i < ANY_WINDOW; i += 1)
      await store.append(stream, [newEvent('test.Noise', { i })], 'any');
    // 'any': within the stream's last ANY_WINDOW events it is a retry
    await expect(store.append(stream, mark, 'any')).resolves.toEqual(marked);
    await store.append(stream, [newEvent('test.Noise')], 'any');
    // further back it is not looked for (best effort, like EventStoreDB's tail look): stored again
    const again = await store.append(stream, mark, 'any');
    expect(again.revision).toBeGreaterThan(marked.revision);
    expect(await store.readStream(stream)).toHaveLength(4 + 1 + ANY_WINDOW + 2);
    await store.close();
  });

  it('appends to a log created with the former id UNIQUE column, and answers its retries', async () => {
    const file = path.join(tempDir(), 'events.sqlite');
    const old = new Database(file);
    old.exec(`CREATE TABLE events (position INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, stream TEXT NOT NULL,
      revision INTEGER NOT NULL, type TEXT NOT NULL, version INTEGER NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL,
      UNIQUE (stream, revision))`);
    old.close();
    const store = new SqliteEventStore({ file });
    const stream = streamName('old-schema');
    const events = [newEvent('test.Opened'), newEvent('test.Changed')];
    const first = await store.append(stream, events, 'no_stream');
    await store.append(stream, [newEvent('test.Changed')], 1);
    await expect(store.append(stream, events, 'no_stream')).resolves.toEqual(first);
    expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0, 1, 2]);
    await store.close();
  });

  it('group commit: many concurrent callers share transactions, every append gets its own position', async () => {
    const store = new SqliteEventStore({ file: path.join(tempDir(), 'events.sqlite') });
    const callers = 100;
    const perCaller = 30;
    const started = process.hrtime.bigint();
    const results = await Promise.all(
      Array.from({ length: callers }, async (_, c) => {
        const out: number[] = [];
        for (let i = 0; i < perCaller; i += 1) {
          out.push(
            (
              await store.append(
                `load.caller-${c}`,
                [newEvent('test.Loaded', { c, i })],
                i === 0 ? 'no_stream' : i - 1,
              )
            ).position,
          );
        }
        return out;
      }),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const positions = results.flat();
    process.stdout.write(
      `[contract] SQLite group commit: ${positions.length} appends by ${callers} concurrent callers in ${seconds.toFixed(2)} s ` +
        `(${Math.round(positions.length / seconds)}/s, fdatasync of the WAL off the event loop)\n`,
    );
    expect(new Set(positions).size).toBe(callers * perCaller);
    expect(await store.headPosition()).toBe(callers * perCaller);
    await store.close();
  });

  describe('durability: nothing is answered before the WAL is on disk', () => {
    /** A sync function the test releases by hand; every call is recorded. */
    function heldSync() {
      const pending: Array<(error: NodeJS.ErrnoException | null) => void> = [];
      let calls = 0;
      return {
        syncFile: (fd: number, done: (error: NodeJS.ErrnoException | null) => void) => {
          calls += 1;
          expect(fd).toBeGreaterThan(2);
          pending.push(done);
        },
        get calls() {
          return calls;
        },
        release: (error: NodeJS.ErrnoException | null = null) => {
          for (const done of pending.splice(0)) setImmediate(() => done(error));
        },
        /** waits until a sync is asked for, then answers it */
        releaseNext: async (error: NodeJS.ErrnoException | null = null) => {
          while (pending.length === 0) await new Promise((r) => setTimeout(r, 2));
          for (const done of pending.splice(0)) setImmediate(() => done(error));
        },
      };
    }
    const settledYet = async (promise: Promise<unknown>) => {
      let settled = false;
      void promise.then(
        () => (settled = true),
        () => (settled = true),
      );
      await new Promise((r) => setTimeout(r, 30));
      return settled;
    };

    it('holds the append, the readers and the subscribers until the fsync returns, then settles them together', async () => {
      const sync = heldSync();
      const store = new SqliteEventStore({
        file: path.join(tempDir(), 'events.sqlite'),
        syncFile: sync.syncFile,
      });
      const stream = streamName('durable');
      const seen = collector();
      const subscription = store.subscribeAll(0, seen.onBatch);
      const appends = [
        store.append(stream, [newEvent('test.Opened')], 'no_stream'),
        store.append(streamName('durable-2'), [newEvent('test.Opened')], 'no_stream'),
      ];
      expect(await settledYet(Promise.all(appends))).toBe(false);
      // committed in SQLite but not on disk: no reader gets it yet
      const read = store.readStream(stream);
      const all = store.readAll(0, 10);
      const head = store.headPosition();
      expect(await settledYet(Promise.all([read, all, head]))).toBe(false);
      expect(seen.events).toEqual([]);
      expect(sync.calls).toBe(1);

      sync.release();
      const results = await Promise.all(appends);
      expect(results.map((r) => r.position)).toEqual([1, 2]);
      expect((await read).map((e) => e.type)).toEqual(['test.Opened']);
      expect((await all).map((e) => e.position)).toEqual([1, 2]);
      expect(await head).toBe(2);
      await seen.until(() => seen.events.length === 2);
      await subscription.close();
      const closing = store.close();
      sync.release();
      await closing;
    });

    it('commits made while a sync runs share the next one', async () => {
      const sync = heldSync();
      const store = new SqliteEventStore({
        file: path.join(tempDir(), 'events.sqlite'),
        syncFile: sync.syncFile,
      });
      const first = store.append(streamName('first'), [newEvent('test.Opened')], 'no_stream');
      await new Promise((r) => setTimeout(r, 10));
      const later = Array.from({ length: 20 }, (_, i) =>
        new Promise((r) => setTimeout(r, i % 3)).then(() =>
          store.append(streamName(`later-${i}`), [newEvent('test.Opened')], 'no_stream'),
        ),
      );
      await new Promise((r) => setTimeout(r, 30));
      expect(sync.calls).toBe(1);
      sync.release();
      await first;
      await new Promise((r) => setTimeout(r, 10));
      expect(sync.calls).toBe(2);
      sync.release();
      expect(new Set((await Promise.all(later)).map((r) => r.position)).size).toBe(20);
      process.stdout.write(`[contract] SQLite durability: 21 appends in ${sync.calls} fsyncs\n`);
      const closing = store.close();
      sync.release();
      await closing;
    });

    it('a failed fsync fails the waiting appends and every later call, and nothing answered is lost', async () => {
      const sync = heldSync();
      const file = path.join(tempDir(), 'events.sqlite');
      const store = new SqliteEventStore({ file, syncFile: sync.syncFile });
      const kept = streamName('kept');
      const ok = store.append(kept, [newEvent('test.Opened')], 'no_stream');
      await sync.releaseNext();
      await ok;
      const failing = store.append(streamName('unsure'), [newEvent('test.Opened')], 'no_stream');
      await sync.releaseNext(Object.assign(new Error('EIO: i/o error'), { code: 'EIO' }));
      await expect(failing).rejects.toThrow('could not be made durable');
      const after = streamName('after');
      await expect(store.append(after, [newEvent('test.Opened')], 'no_stream')).rejects.toThrow(
        'could not be made durable',
      );
      await expect(store.readAll(0, 10)).rejects.toThrow('could not be made durable');
      await store.close();
      const reopened = new SqliteEventStore({ file });
      const streams = (await reopened.readAll(0, 10)).map((e) => e.stream);
      expect(streams).toContain(kept);
      // refused before it was written
      expect(streams).not.toContain(after);
      await reopened.close();
    });
  });

  it('rejects appends after close', async () => {
    const store = new SqliteEventStore({ file: path.join(tempDir(), 'events.sqlite') });
    await store.close();
    await expect(
      store.append(streamName('closed'), [newEvent('test.Opened')], 'any'),
    ).rejects.toThrow('closed');
  });

  it('a conflict inside a group-committed batch leaves the neighbours committed', async () => {
    const store = new SqliteEventStore({ file: path.join(tempDir(), 'events.sqlite') });
    const stream = streamName('batch');
    const outcomes = await Promise.allSettled([
      store.append(stream, [newEvent('test.Opened')], 'no_stream'),
      store.append(stream, [newEvent('test.Opened')], 'no_stream'),
      store.append(stream, [newEvent('test.Changed')], 0),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    expect((await store.readStream(stream)).map((e) => e.type)).toEqual([
      'test.Opened',
      'test.Changed',
    ]);
    await store.close();
  });
});

// The EventStoreDB adapter's own logic (paging $all, skipping system events, idempotency on a
// conflict) over an in-memory stand-in of the client; runs everywhere, proves nothing about the engine.
describe('EventStoreDB adapter over an in-memory client stand-in', () => {
  eventStoreContract('EventStoreDB adapter (client stand-in)', {
    create: () => new EsdbEventStore({ client: new EsdbClientStandIn().asClient() }),
    atomicMulti: false,
  });
});

describeEngine(EVENTSTOREDB, (url) => {
  eventStoreContract('EventStoreDB', {
    create: () => new EsdbEventStore({ connectionString: url() }),
    atomicMulti: false,
  });
});
