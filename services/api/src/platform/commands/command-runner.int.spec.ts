import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainError, EventPayloadError, type StoredEvent } from '@faena/contracts';
import {
  FixedClock,
  SqliteEventStore,
  WrongExpectedRevisionError,
  type ReadStreamOptions,
  settle,
} from '@faena/core';
import { CommandRunner, type StreamReader } from './command-runner';

/**
 * The runner's state cache on the real SQLite store: a load reads only the events after the cached
 * revision, a stale entry ends in a revision conflict and a retry that decides on the newer events,
 * and 50 concurrent increments of one counter lose none.
 */
const STREAM = 'test.counter-1';
const user = { sub: 'TESTER', pid: 'ADMIN', cid: 'C1', did: 'D1' };
let dir: string;
let store: SqliteEventStore;
let runner: CommandRunner;
let reads: Array<{ stream: string; fromRevision: number }>;
let folded: number;

/** The counter's value: the last `to` of its Counted events (a count of evolve calls on the side). */
const counterSpec = {
  initial: () => 0,
  evolve: (_state: number, event: StoredEvent) => {
    folded += 1;
    return (event.data as { to: number }).to;
  },
};
const countedEvent = (to: number) => ({ type: 'test.Counted', data: { to } });
/** Reads the counter, adds one: its append expects the revision it read. */
const increment = (reader: StreamReader) =>
  reader.load(STREAM, counterSpec).then((value) => ({
    id: 'counter',
    writes: [{ stream: STREAM, events: [countedEvent(value + 1)] }],
    extra: { to: value + 1 },
  }));
const run = (commandId: string, plan = increment) =>
  runner.run({ commandId, user, payload: { commandId } }, plan);
const values = async () =>
  (await store.readStream(STREAM)).map((e) => (e.data as { to: number }).to);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'faena-runner-'));
  store = new SqliteEventStore({ file: join(dir, 'events.sqlite') });
  runner = new CommandRunner(store, new FixedClock(new Date('2026-11-23T12:00:00Z')));
  reads = [];
  folded = 0;
  const read = store.readStream.bind(store);
  store.readStream = (stream: string, options?: ReadStreamOptions) => {
    if (stream === STREAM) reads.push({ stream, fromRevision: options?.fromRevision ?? 0 });
    return read(stream, options);
  };
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('CommandRunner state cache', () => {
  it('reads only the events after the cached revision', async () => {
    for (let i = 1; i <= 5; i += 1) await run(`c-${i}`);
    expect(reads.map((r) => r.fromRevision)).toEqual([0, 0, 1, 2, 3]); // the first load found no stream
    expect(folded).toBe(4); // one new event per load: never the whole stream again
    await store.append(STREAM, [newEvent('x-1', 6), newEvent('x-2', 7)], 4); // another writer
    reads = [];
    folded = 0;
    const answer = await run('c-6');
    console.log(
      `after 5 commands and 2 foreign events: reads ${JSON.stringify(reads)}, events folded ${folded}, answer to=${String(answer.to)}`,
    );
    // the cache holds what c-5 read (revision 3): c-5's own event and the two foreign ones are new
    expect(reads).toEqual([{ stream: STREAM, fromRevision: 4 }]);
    expect(folded).toBe(3);
    expect(answer).toMatchObject({ revision: 7, to: 8 });
    expect(await values()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('a stale cache entry ends in a conflict, and the retry decides on the newer events', async () => {
    await run('c-1');
    await run('c-2');
    let sneaked = false;
    const appendMulti = store.appendMulti.bind(store);
    const conflicts: string[] = [];
    store.appendMulti = async (writes) => {
      if (!sneaked && writes.some((w) => w.stream === STREAM)) {
        sneaked = true; // another writer appends between this command's read and its append
        await store.append(STREAM, [newEvent('x-1', 10)], 1);
      }
      return appendMulti(writes).catch((err: unknown) => {
        if (err instanceof WrongExpectedRevisionError) conflicts.push(err.message);
        throw err;
      });
    };
    const answer = await run('c-3');
    console.log(
      `conflicts: ${JSON.stringify(conflicts)}; reads ${JSON.stringify(reads.slice(2))}; answer to=${String(answer.to)}`,
    );
    expect(conflicts).toHaveLength(1);
    expect(reads.slice(2).map((r) => r.fromRevision)).toEqual([1, 2]); // the retry read only the foreign event
    expect(answer).toMatchObject({ revision: 3, to: 11 });
    expect(await values()).toEqual([1, 2, 10, 11]);
  });

  it('50 concurrent increments of one counter lose none', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => run(`race-${i}`)));
    console.log(
      `50 increments: ${reads.length} reads, final ${JSON.stringify((await values()).at(-1))}`,
    );
    expect(answers.map((a) => a.to).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(await values()).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});

describe('CommandRunner repeats (exactly once)', () => {
  /** Opens a stream once: a second open is refused, as a submit of an existing request would be. */
  const openOnce = (reader: StreamReader) =>
    reader.load('test.once', counterSpec).then((value) => {
      if (value > 0) throw new DomainError('access.doorNotFound');
      return { id: 'once', writes: [{ stream: 'test.once', events: [countedEvent(1)] }] };
    });
  const runOnce = (commandId: string, payload: unknown = { commandId }) =>
    runner.run({ commandId, user, payload }, openOnce);

  it('a repeat answers the stored result even when its decision would now be refused', async () => {
    const first = await runOnce('o-1');
    expect(await runOnce('o-1')).toEqual(first);
    await expect(runOnce('o-2')).rejects.toMatchObject({ code: 'access.doorNotFound' });
    await expect(runOnce('o-1', { commandId: 'o-1', other: true })).rejects.toMatchObject({
      code: 'command.conflict',
    });
    expect((await store.readStream('test.once')).length).toBe(1);
  });

  it('a repeat whose decision would now differ answers the stored result; concurrent repeats share one', async () => {
    const first = await run('r-1');
    // the counter moved on: deciding again would answer to=2
    expect(await run('r-1')).toEqual(first);
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => run('r-2')));
    expect(new Set(concurrent.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await values()).toEqual([1, 2]);
  });
});

describe('CommandRunner.runBatch', () => {
  const mark = (
    commandId: string,
    stream: string,
    over: { refuse?: boolean; payload?: string } = {},
  ) => ({
    commandId,
    user,
    payload: { commandId, stream, payload: over.payload ?? 'p', refuse: over.refuse ?? false },
  });
  type Payload = { stream: string; refuse: boolean };
  const plan = (_reader: StreamReader, ctx: { commandId: string; payload: unknown }) =>
    settle(() => {
      const { stream, refuse } = ctx.payload as Payload;
      if (refuse) throw new DomainError('access.doorNotFound');
      return {
        id: ctx.commandId,
        writes: [{ stream, events: [{ type: 'test.Marked', data: { commandId: ctx.commandId } }] }],
      };
    });

  it('appends every decided command with its marker in one append; refusals and repeats answer in order', async () => {
    const appends: number[] = [];
    const appendMulti = store.appendMulti.bind(store);
    store.appendMulti = (writes) => {
      appends.push(writes.length);
      return appendMulti(writes);
    };
    const items = [
      mark('b-1', 'test.marks-A'),
      mark('b-2', 'test.marks-B', { refuse: true }),
      mark('b-3', 'test.marks-A'),
      mark('b-1', 'test.marks-A'),
      mark('b-3', 'test.marks-A', { payload: 'other' }),
    ];
    const outcomes = await runner.runBatch(items, plan);
    console.log(
      `appends: ${JSON.stringify(appends)}; outcomes: ${JSON.stringify(outcomes.map((o) => ('ok' in o ? o.ok.id : o.error.code)))}`,
    );
    expect(appends).toEqual([4]); // two marks and their two markers, one group commit
    expect(outcomes.map((o) => ('ok' in o ? o.ok.id : o.error.code))).toEqual([
      'b-1',
      'access.doorNotFound',
      'b-3',
      'b-1',
      'command.conflict',
    ]);
    expect(outcomes[3]).toEqual(outcomes[0]);
    expect((await store.readStream('test.marks-A')).map((e) => e.revision)).toEqual([0, 1]);
    // the same batch again answers from the markers and appends nothing
    const again = await runner.runBatch(items, plan);
    expect(appends).toEqual([4]);
    expect(again).toEqual(outcomes);
  });

  it('chains commands that guard one stream: each decides on the ones before it, one append', async () => {
    await run('seed-1'); // the counter exists: to=1
    const appends: number[] = [];
    const appendMulti = store.appendMulti.bind(store);
    store.appendMulti = (writes) => {
      appends.push(writes.length);
      return appendMulti(writes);
    };
    const items = ['k-1', 'k-2', 'k-3'].map((commandId) => ({
      commandId,
      user,
      payload: { commandId },
    }));
    const outcomes = await runner.runBatch(items, (reader) => increment(reader));
    console.log(
      `chained: appends ${JSON.stringify(appends)}, values ${JSON.stringify(await values())}`,
    );
    expect(appends).toEqual([6]); // three increments and their markers, no fallback
    expect(outcomes.map((o) => ('ok' in o ? o.ok['to'] : o.error.code))).toEqual([2, 3, 4]);
    expect(await values()).toEqual([1, 2, 3, 4]);
    // the cache holds only what is stored: the next command decides on all four
    expect(await run('after-1')).toMatchObject({ to: 5, revision: 4 });
  });

  it('a chained batch that meets another writer falls back and loses no increment', async () => {
    await run('seed-2');
    const appendMulti = store.appendMulti.bind(store);
    let first = true;
    store.appendMulti = async (writes) => {
      if (first) {
        first = false;
        await store.append(STREAM, [newEvent('z-1', 2)], 0); // another writer got in first
      }
      return appendMulti(writes);
    };
    const items = ['m-1', 'm-2'].map((commandId) => ({ commandId, user, payload: { commandId } }));
    const outcomes = await runner.runBatch(items, (reader) => increment(reader));
    expect(outcomes.map((o) => ('ok' in o ? o.ok['to'] : o.error.code))).toEqual([3, 4]);
    expect(await values()).toEqual([1, 2, 3, 4]);
  });

  it('falls back to one command at a time when the shared append meets a conflict', async () => {
    const items = [mark('f-1', 'test.marks-A'), mark('f-3', 'test.marks-B')];
    const appendMulti = store.appendMulti.bind(store);
    let first = true;
    store.appendMulti = (writes) => {
      if (first) {
        first = false;
        return Promise.reject(new WrongExpectedRevisionError('test.marks-A', 'any', 0));
      }
      return appendMulti(writes);
    };
    const outcomes = await runner.runBatch(items, plan);
    expect(first).toBe(false);
    expect(outcomes.map((o) => ('ok' in o ? o.ok.id : o.error.code))).toEqual(['f-1', 'f-3']);
    expect((await store.readStream('command-f-1')).length).toBe(1);
    expect((await store.readStream('command-f-3')).length).toBe(1);
  });
});

describe('CommandRunner event check before the append', () => {
  const TRIP = 'transport.trip-T1';
  const reserved = {
    tripId: 'T1',
    seat: 3,
    personId: 'P1',
    personName: 'Ana',
    date: '2026-03-12',
    companyId: null,
    reservedBy: 'TESTER',
  };
  const reserve = (data: unknown) => () =>
    Promise.resolve({
      id: 'T1',
      writes: [{ stream: TRIP, events: [{ type: 'transport.SeatReserved', data }] }],
    });

  it('stores a registered event at its current version', async () => {
    await runner.run({ commandId: 'ok-1', user, payload: {} }, reserve(reserved));
    const [stored] = await store.readStream(TRIP);
    expect({ version: stored?.version, data: stored?.data }).toEqual({
      version: 2,
      data: reserved,
    });
  });

  it('refuses an event whose data does not match its schema and stores nothing', async () => {
    const run = runner.run(
      { commandId: 'bad-1', user, payload: {} },
      reserve({ ...reserved, seat: 'three' }),
    );
    await expect(run).rejects.toThrow(EventPayloadError);
    expect(await store.readStream(TRIP)).toEqual([]);
    expect(await store.readStream('command-bad-1')).toEqual([]);
    expect(await store.headPosition()).toBe(0);
  });
});

function newEvent(id: string, to: number) {
  return {
    id: `00000000-0000-4000-8000-${id
      .replace(/[^0-9a-f]/g, '0')
      .padStart(12, '0')
      .slice(-12)}`,
    type: 'test.Counted',
    version: 1,
    data: { to },
    metadata: {
      eventId: id,
      commandId: id,
      correlationId: id,
      causationId: id,
      userId: 'X',
      profileId: 'X',
      clientId: 'X',
      divisionId: 'X',
      occurredAt: '2026-11-23T12:00:00.000Z',
    },
  };
}
