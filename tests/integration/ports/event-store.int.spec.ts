import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EsdbEventStore, SqliteEventStore, WrongExpectedRevisionError } from '@faena/core';
import { EVENTSTOREDB, describeEngine } from '../../support/engines';
import { collector, eventStoreContract, newEvent, streamName } from './event-store.contract';
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
    create: async () => new SqliteEventStore({ file: path.join(tempDir(), 'events.sqlite') }),
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

  it('group commit: many concurrent callers share transactions, every append gets its own position', async () => {
    const store = new SqliteEventStore({ file: path.join(tempDir(), 'events.sqlite') });
    const callers = 100;
    const perCaller = 30;
    const started = process.hrtime.bigint();
    const results = await Promise.all(
      Array.from({ length: callers }, async (_, c) => {
        const out: number[] = [];
        for (let i = 0; i < perCaller; i += 1) {
          out.push((await store.append(`load.caller-${c}`, [newEvent('test.Loaded', { c, i })], i === 0 ? 'no_stream' : i - 1)).position);
        }
        return out;
      }),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const positions = results.flat();
    process.stdout.write(
      `[contract] SQLite group commit: ${positions.length} appends by ${callers} concurrent callers in ${seconds.toFixed(2)} s ` +
        `(${Math.round(positions.length / seconds)}/s, synchronous=FULL)\n`,
    );
    expect(new Set(positions).size).toBe(callers * perCaller);
    expect(await store.headPosition()).toBe(callers * perCaller);
    await store.close();
  });

  it('rejects appends after close', async () => {
    const store = new SqliteEventStore({ file: path.join(tempDir(), 'events.sqlite') });
    await store.close();
    await expect(store.append(streamName('closed'), [newEvent('test.Opened')], 'any')).rejects.toThrow('closed');
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
    expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevisionError);
    expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['test.Opened', 'test.Changed']);
    await store.close();
  });
});

// The EventStoreDB adapter's own logic (paging $all, skipping system events, idempotency on a
// conflict) over an in-memory stand-in of the client; runs everywhere, proves nothing about the engine.
describe('EventStoreDB adapter over an in-memory client stand-in', () => {
  eventStoreContract('EventStoreDB adapter (client stand-in)', {
    create: async () => new EsdbEventStore({ client: new EsdbClientStandIn().asClient() }),
    atomicMulti: false,
  });
});

describeEngine(EVENTSTOREDB, (url) => {
  eventStoreContract('EventStoreDB', {
    create: async () => new EsdbEventStore({ connectionString: url() }),
    atomicMulti: false,
  });
});
