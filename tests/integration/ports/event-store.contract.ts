import type { StoredEvent } from '@faena/contracts';
import { WrongExpectedRevisionError, type EventStore } from '@faena/core';
import { collector, newEvent, rejectionOf, streamName } from './event-store.fixtures';

export { collector, newEvent, streamName } from './event-store.fixtures';

/**
 * One contract for every EventStore adapter. Streams get a unique suffix per test so the suite
 * also runs against a shared server (EventStoreDB); $all reads start from the head seen first.
 */
export interface EventStoreHarness {
  /** a store ready to use; closed by the suite */
  create(): EventStore | Promise<EventStore>;
  /** appendMulti is one transaction (SQLite); EventStoreDB writes in order instead */
  atomicMulti: boolean;
}

export function eventStoreContract(label: string, harness: EventStoreHarness): void {
  describe(`EventStore contract: ${label}`, () => {
    let store: EventStore;
    beforeEach(async () => {
      store = await harness.create();
    });
    afterEach(async () => {
      await store.close();
    });

    describe('append and read', () => {
      it('reads back what was appended: ids, types, versions, data, metadata, revisions from 0, positions', async () => {
        const stream = streamName('roundtrip');
        const events = [
          newEvent('test.Opened', { n: 1, name: 'Ñandú' }),
          { ...newEvent('test.Renamed', { n: 2 }), version: 2 },
        ];
        const result = await store.append(stream, events, 'no_stream');
        const read = await store.readStream(stream);
        expect(read.map((e) => [e.id, e.stream, e.type, e.version, e.data, e.metadata])).toEqual(
          events.map((e) => [e.id, stream, e.type, e.version, e.data, e.metadata]),
        );
        expect(read.map((e) => e.revision)).toEqual([0, 1]);
        expect(read[0]!.position).toBeGreaterThan(0);
        expect(read[1]!.position).toBeGreaterThan(read[0]!.position);
        expect(result).toEqual({ revision: 1, position: read[1]!.position });
      });

      it('reads nothing from a stream that does not exist', async () => {
        await expect(store.readStream(streamName('missing'))).resolves.toEqual([]);
      });

      it('answers the head position: the position of the last event', async () => {
        const result = await store.append(
          streamName('head'),
          [newEvent('test.Opened')],
          'no_stream',
        );
        await expect(store.headPosition()).resolves.toBe(result.position);
      });

      it('refuses a malformed write', async () => {
        await expect(store.append('', [newEvent('test.Opened')], 'any')).rejects.toThrow(TypeError);
        await expect(
          store.append(streamName('bad'), [newEvent('test.Opened')], -3),
        ).rejects.toThrow(TypeError);
      });
    });

    describe('expected revision', () => {
      it("'no_stream' succeeds on a new stream and fails on an existing one", async () => {
        const stream = streamName('nostream');
        await store.append(stream, [newEvent('test.Opened')], 'no_stream');
        const error = await rejectionOf(
          store.append(stream, [newEvent('test.Opened')], 'no_stream'),
        );
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ stream, expected: 'no_stream', actual: 0 });
      });

      it('a number succeeds when it is the last revision and fails otherwise', async () => {
        const stream = streamName('number');
        await store.append(
          stream,
          [newEvent('test.Opened'), newEvent('test.Changed')],
          'no_stream',
        );
        await expect(store.append(stream, [newEvent('test.Changed')], 1)).resolves.toMatchObject({
          revision: 2,
        });
        const error = await rejectionOf(store.append(stream, [newEvent('test.Changed')], 1));
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(error).toMatchObject({ expected: 1, actual: 2 });
      });

      it('a number fails on a stream that does not exist', async () => {
        const error = await rejectionOf(
          store.append(streamName('absent'), [newEvent('test.Changed')], 0),
        );
        expect(error).toMatchObject({ name: 'WrongExpectedRevisionError', actual: 'no_stream' });
      });

      it("'any' appends whatever the stream's state", async () => {
        const stream = streamName('any');
        await expect(store.append(stream, [newEvent('test.Opened')], 'any')).resolves.toMatchObject(
          { revision: 0 },
        );
        await expect(
          store.append(stream, [newEvent('test.Changed')], 'any'),
        ).resolves.toMatchObject({ revision: 1 });
      });
    });

    describe('idempotency by event id', () => {
      it('a retried write answers the stored revision and position and writes nothing', async () => {
        const stream = streamName('retry');
        const events = [newEvent('test.Opened'), newEvent('test.Changed')];
        const first = await store.append(stream, events, 'no_stream');
        await expect(store.append(stream, events, 'no_stream')).resolves.toEqual(first);
        await expect(store.append(stream, events, 'any')).resolves.toEqual(first);
        await store.append(stream, [newEvent('test.Changed')], 1);
        await expect(store.append(stream, events, 'no_stream')).resolves.toEqual(first);
        expect(await store.readStream(stream)).toHaveLength(3);
      });

      it('a write that repeats only some of the ids is a conflict', async () => {
        const stream = streamName('partial');
        const [a, b] = [newEvent('test.Opened'), newEvent('test.Changed')];
        await store.append(stream, [a, b], 'no_stream');
        const error = await rejectionOf(store.append(stream, [b, newEvent('test.Changed')], 0));
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('a retried appendMulti answers the same results', async () => {
        const writes = [
          {
            stream: streamName('multi-a'),
            events: [newEvent('test.Opened')],
            expected: 'no_stream' as const,
          },
          {
            stream: streamName('multi-b'),
            events: [newEvent('test.Opened'), newEvent('test.Changed')],
            expected: 'no_stream' as const,
          },
        ];
        const first = await store.appendMulti(writes);
        expect(first.map((r) => r.revision)).toEqual([0, 1]);
        expect(first[1]!.position).toBeGreaterThan(first[0]!.position);
        await expect(store.appendMulti(writes)).resolves.toEqual(first);
      });
    });

    if (harness.atomicMulti) {
      it('appendMulti is all or nothing: one wrong revision stores none of the writes', async () => {
        const ok = streamName('atomic-ok');
        const existing = streamName('atomic-existing');
        await store.append(existing, [newEvent('test.Opened')], 'no_stream');
        const error = await rejectionOf(
          store.appendMulti([
            { stream: ok, events: [newEvent('test.Opened')], expected: 'no_stream' },
            { stream: existing, events: [newEvent('test.Changed')], expected: 5 },
          ]),
        );
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
        expect(await store.readStream(ok)).toEqual([]);
        expect(await store.readStream(existing)).toHaveLength(1);
      });
    }

    describe('reading a stream', () => {
      it('reads from a revision, and up to a position (time travel)', async () => {
        const stream = streamName('travel');
        const other = streamName('other');
        const positions: number[] = [];
        for (let i = 0; i < 3; i += 1) {
          positions.push(
            (await store.append(stream, [newEvent('test.Changed', { i })], 'any')).position,
          );
          await store.append(other, [newEvent('test.Noise', { i })], 'any');
        }
        expect((await store.readStream(stream, { fromRevision: 1 })).map((e) => e.data)).toEqual([
          { i: 1 },
          { i: 2 },
        ]);
        expect(
          (await store.readStream(stream, { untilPosition: positions[1]! })).map((e) => e.revision),
        ).toEqual([0, 1]);
        expect(await store.readStream(stream, { untilPosition: positions[0]! - 1 })).toEqual([]);
        expect(
          (await store.readStream(stream, { fromRevision: 1, untilPosition: positions[1]! })).map(
            (e) => e.revision,
          ),
        ).toEqual([1]);
      });
    });

    describe('reading $all', () => {
      it('pages in position order, at most `limit` per page, strictly after `from`', async () => {
        const from = await store.headPosition();
        const stream = streamName('all');
        const written: string[] = [];
        for (let i = 0; i < 5; i += 1) {
          const e = newEvent('test.Paged', { i });
          written.push(e.id);
          await store.append(i % 2 === 0 ? stream : `${stream}-b`, [e], 'any');
        }
        const pages: StoredEvent[][] = [];
        let cursor = from;
        for (;;) {
          const page = await store.readAll(cursor, 2);
          if (page.length === 0) break;
          pages.push(page);
          cursor = page[page.length - 1]!.position;
        }
        expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
        const all = pages.flat();
        expect(all.map((e) => e.id)).toEqual(written);
        expect(all.every((e, i) => i === 0 || e.position > all[i - 1]!.position)).toBe(true);
        expect(all[0]!.position).toBeGreaterThan(from);
      });
    });

    describe('subscribing to $all', () => {
      it('catches up, turns live, and stops delivering after close', async () => {
        const from = await store.headPosition();
        const stream = streamName('sub');
        await store.append(
          stream,
          [newEvent('test.A'), newEvent('test.B'), newEvent('test.C')],
          'no_stream',
        );
        const seen = collector();
        const subscription = store.subscribeAll(from, seen.onBatch);
        await seen.until(() => seen.events.length >= 3);
        await store.append(stream, [newEvent('test.D')], 2);
        await store.append(stream, [newEvent('test.E')], 3);
        await seen.until(() => seen.events.length >= 5);
        await subscription.close();
        await store.append(stream, [newEvent('test.F')], 4);
        await store.readAll(from, 100);
        await new Promise((r) => setImmediate(r));
        expect(seen.events.map((e) => e.type)).toEqual([
          'test.A',
          'test.B',
          'test.C',
          'test.D',
          'test.E',
        ]);
      });

      it('awaits each batch before the next (never two batches at once, in order)', async () => {
        const from = await store.headPosition();
        const stream = streamName('backpressure');
        let running = 0;
        let maxRunning = 0;
        const seen = collector();
        const subscription = store.subscribeAll(
          from,
          async (batch) => {
            running += 1;
            maxRunning = Math.max(maxRunning, running);
            await new Promise((r) => setImmediate(r));
            running -= 1;
            await seen.onBatch(batch);
          },
          { batchSize: 2 },
        );
        for (let i = 0; i < 7; i += 1)
          await store.append(stream, [newEvent('test.N', { i })], 'any');
        await seen.until(() => seen.events.length >= 7);
        await subscription.close();
        expect(maxRunning).toBe(1);
        expect(seen.events.map((e) => e.revision)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      });
    });

    describe('concurrency', () => {
      it('of 50 concurrent appends at the same expected revision exactly one wins', async () => {
        const stream = streamName('race');
        await store.append(stream, [newEvent('test.Opened')], 'no_stream');
        const outcomes = await Promise.allSettled(
          Array.from({ length: 50 }, (_, i) =>
            store.append(stream, [newEvent('test.Raced', { i })], 0),
          ),
        );
        const won = outcomes.filter((o) => o.status === 'fulfilled').length;
        const conflicts = outcomes.filter(
          (o) => o.status === 'rejected' && o.reason instanceof WrongExpectedRevisionError,
        ).length;
        process.stdout.write(
          `[contract] ${label}: 50 concurrent appends at revision 0 -> ${won} won, ${conflicts} conflicts\n`,
        );
        expect(won).toBe(1);
        expect(conflicts).toBe(49);
        expect(await store.readStream(stream)).toHaveLength(2);
      });

      it('a failing write among concurrent ones fails alone', async () => {
        const a = streamName('iso-a');
        const b = streamName('iso-b');
        await store.append(b, [newEvent('test.Opened')], 'no_stream');
        const [first, bad, last] = await Promise.allSettled([
          store.append(a, [newEvent('test.Opened')], 'no_stream'),
          store.append(b, [newEvent('test.Changed')], 7),
          store.append(a, [newEvent('test.Changed')], 'any'),
        ]);
        expect(first.status).toBe('fulfilled');
        expect(bad.status === 'rejected' && bad.reason instanceof WrongExpectedRevisionError).toBe(
          true,
        );
        expect(last.status).toBe('fulfilled');
        expect(await store.readStream(a)).toHaveLength(2);
        expect(await store.readStream(b)).toHaveLength(1);
      });
    });
  });
}
