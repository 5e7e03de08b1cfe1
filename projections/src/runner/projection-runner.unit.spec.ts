import { DomainError, type ChangeMessage, type GridPage, type StoredEvent } from '@faena/contracts';
import {
  EventStore,
  NoticeBus,
  ReadStore,
  type AppendResult,
  type CollectionSpec,
  type Doc,
  type DocOp,
  type Subscription,
} from '@faena/core';
import { toStoredEvents, type GivenEvent } from '@faena/test-kit';
import { handlersOf } from './handlers';
import { defineProjection, type DocOf } from './projection';
import { ProjectionRunner } from './projection-runner';

/* In-memory doubles of the ports, only for exercising the runner's control flow here. */
class LogDouble extends EventStore {
  events: StoredEvent[] = [];
  private listeners = new Set<() => void>();
  add(given: GivenEvent[]): number {
    const from = this.events.length;
    const stored = toStoredEvents(given.map((g, i) => ({ ...g, position: from + i + 1 })));
    this.events.push(...stored);
    for (const wake of this.listeners) wake();
    return this.events.length;
  }
  readAll(from: number, limit: number) {
    return Promise.resolve(this.events.filter((e) => e.position > from).slice(0, limit));
  }
  subscribeAll(from: number, onBatch: (events: StoredEvent[]) => Promise<void>): Subscription {
    let cursor = from;
    let chain = Promise.resolve();
    const pump = () => {
      chain = chain.then(async () => {
        const batch = this.events.filter((e) => e.position > cursor);
        if (batch.length === 0) return;
        cursor = batch[batch.length - 1]!.position;
        await onBatch(batch);
      });
    };
    this.listeners.add(pump);
    pump();
    return {
      close: async () => {
        this.listeners.delete(pump);
        await chain;
      },
    };
  }
  headPosition() {
    return Promise.resolve(this.events.length);
  }
  append(): Promise<AppendResult> {
    throw new Error('not used');
  }
  appendMulti(): Promise<AppendResult[]> {
    throw new Error('not used');
  }
  readStream(): Promise<StoredEvent[]> {
    throw new Error('not used');
  }
  close() {
    return Promise.resolve();
  }
}

class DocsDouble extends ReadStore {
  docs = new Map<string, Doc>();
  checkpoints = new Map<string, number>();
  commits: Array<{ ops: DocOp[]; checkpoint: number }> = [];
  ensureCollection(_spec: CollectionSpec) {
    return Promise.resolve();
  }
  get<T extends Doc>(collection: string, id: string) {
    return Promise.resolve((this.docs.get(`${collection}/${id}`) as T | undefined) ?? null);
  }
  getMany<T extends Doc>(collection: string, ids: string[]) {
    const found = new Map<string, T>();
    for (const id of ids) {
      const doc = this.docs.get(`${collection}/${id}`);
      if (doc) found.set(id, doc as T);
    }
    return Promise.resolve(found);
  }
  failCommits = 0;
  commit(ops: DocOp[], checkpoint: { projection: string; position: number }) {
    if (this.failCommits > 0) {
      this.failCommits -= 1;
      return Promise.reject(new Error('database is locked'));
    }
    for (const op of ops) {
      if (op.kind === 'put')
        this.docs.set(`${op.collection}/${op.id}`, JSON.parse(JSON.stringify(op.doc)) as Doc);
      else this.docs.delete(`${op.collection}/${op.id}`);
    }
    this.checkpoints.set(checkpoint.projection, checkpoint.position);
    this.commits.push({ ops, checkpoint: checkpoint.position });
    return Promise.resolve();
  }
  getCheckpoint(projection: string) {
    return Promise.resolve(this.checkpoints.get(projection) ?? 0);
  }
  reset(projection: string) {
    this.docs.clear();
    this.checkpoints.delete(projection);
    return Promise.resolve();
  }
  search<T extends Doc>(): Promise<T[]> {
    throw new Error('not used');
  }
  find<T extends Doc>(): Promise<T[]> {
    throw new Error('not used');
  }
  query<T extends Doc>(): Promise<GridPage<T>> {
    throw new Error('not used');
  }
  close() {
    return Promise.resolve();
  }
}

class BusDouble extends NoticeBus {
  published: Array<{ notices: ChangeMessage[]; committedBefore: number }> = [];
  constructor(private readonly store: DocsDouble) {
    super();
  }
  publish(notices: ChangeMessage[]) {
    this.published.push({
      notices,
      committedBefore: this.store.checkpoints.get('counter.v1') ?? 0,
    });
    return Promise.resolve();
  }
  subscribe() {
    return () => undefined;
  }
  close() {
    return Promise.resolve();
  }
}

type Counter = DocOf<{ id: string; count: number; version: number }>;
const counterProjection = defineProjection({
  name: 'counter.v1',
  collections: [{ name: 'counters', indexes: [] }],
  ...handlersOf<
    { type: 'test.Counted'; data: { id: string } } | { type: 'test.Broken'; data: object }
  >({
    'test.Counted': async ({ data }, ctx) => {
      const doc = await ctx.get<Counter>('counters', data.id);
      const next: Counter = { id: data.id, count: (doc?.count ?? 0) + 1, version: ctx.position };
      ctx.put('counters', data.id, next);
      ctx.notify(`counter:${data.id}`, 'request.changed', next);
    },
    'test.Broken': () => {
      throw new Error('cannot apply');
    },
  }),
});
const counted = (id: string): GivenEvent => ({ type: 'test.Counted', data: { id } });
const other = (): GivenEvent => ({ type: 'test.Other', data: {} });

function setUp(batchSize = 100) {
  const log = new LogDouble();
  const store = new DocsDouble();
  const bus = new BusDouble(store);
  const errors: string[] = [];
  const runner = new ProjectionRunner({
    eventStore: log,
    readStore: store,
    bus,
    projections: [counterProjection],
    batchSize,
    log: { log: () => undefined, error: (m) => void errors.push(m) },
  });
  return { log, store, bus, runner, errors };
}

describe('ProjectionRunner (control flow over port doubles)', () => {
  it('commits the last write per document with the checkpoint of the batch, past unhandled events', async () => {
    const { log, store, runner } = setUp();
    log.add([counted('a'), counted('a'), counted('b'), counted('a'), other()]);
    await runner.start();
    await runner.waitFor(5, 1000);
    expect(store.commits).toEqual([
      {
        checkpoint: 5,
        ops: [
          {
            kind: 'put',
            collection: 'counters',
            id: 'a',
            doc: { id: 'a', count: 3, version: 4 },
            position: 4,
            firstPosition: 1,
          },
          {
            kind: 'put',
            collection: 'counters',
            id: 'b',
            doc: { id: 'b', count: 1, version: 3 },
            position: 3,
            firstPosition: 3,
          },
        ],
      },
    ]);
    await runner.stop();
  });

  it('publishes no notices for the catch-up and publishes live ones after their commit', async () => {
    const { log, bus, runner } = setUp();
    log.add([counted('a'), counted('a')]);
    await runner.start();
    await runner.waitFor(2, 1000);
    expect(bus.published).toEqual([]);
    const head = log.add([counted('a')]);
    await runner.waitFor(head, 1000);
    expect(bus.published).toEqual([
      {
        committedBefore: 3,
        notices: [
          {
            room: 'counter:a',
            kind: 'request.changed',
            position: 3,
            payload: { id: 'a', count: 3, version: 3 },
          },
        ],
      },
    ]);
    expect(runner.status()).toEqual([
      { name: 'counter.v1', checkpoint: 3, head: 3, lag: 0, state: 'live' },
    ]);
    await runner.stop();
  });

  it('resumes from its checkpoint after a restart', async () => {
    const { log, store, runner } = setUp(2);
    log.add([counted('a'), counted('a'), counted('a')]);
    await runner.start();
    await runner.waitFor(3, 1000);
    await runner.stop();
    log.add([counted('a')]);
    await runner.start();
    await runner.waitFor(4, 1000);
    expect(store.commits.map((c) => c.checkpoint)).toEqual([2, 3, 4]);
    expect(await store.get('counters', 'a')).toEqual({ id: 'a', count: 4, version: 4 });
    await runner.stop();
  });

  it('stops a failing projection with its error and never moves past the event', async () => {
    const { log, store, runner, errors } = setUp();
    log.add([counted('a'), { type: 'test.Broken', data: {} }, counted('a')]);
    await runner.start();
    await expect(runner.waitFor(3, 1000)).rejects.toEqual(new DomainError('query.positionTimeout'));
    expect(runner.status()).toEqual([
      expect.objectContaining({ state: 'failed', error: 'cannot apply', checkpoint: 0 }),
    ]);
    expect(store.commits).toEqual([]);
    expect(errors).toEqual([expect.stringContaining('counter.v1 failed')]);
    await runner.stop();
  });

  it('commits again after a failed commit and keeps the projection running', async () => {
    const { log, store, runner, errors } = setUp();
    log.add([counted('a')]);
    store.failCommits = 1;
    await runner.start();
    await runner.waitFor(1, 5000);
    expect(runner.status()).toEqual([expect.objectContaining({ state: 'live', checkpoint: 1 })]);
    expect(store.commits).toHaveLength(1);
    expect(errors).toEqual([expect.stringContaining('commit up to 1 failed (attempt 1)')]);
    await runner.stop();
  });

  it('answers query.positionTimeout when the position is not reached in time', async () => {
    const { runner } = setUp();
    await runner.start();
    await expect(runner.waitFor(10, 5)).rejects.toMatchObject({ code: 'query.positionTimeout' });
    await runner.stop();
  });

  it('rebuilds from zero to the same documents without notices', async () => {
    const { log, store, bus, runner } = setUp(2);
    await runner.start();
    const head = log.add([counted('a'), counted('b'), counted('a')]);
    await runner.waitFor(head, 1000);
    const live = JSON.stringify([...store.docs]);
    const noticesBefore = bus.published.length;
    await runner.rebuild('counter.v1');
    expect(JSON.stringify([...store.docs])).toBe(live);
    expect(bus.published.length).toBe(noticesBefore);
    expect(runner.status()).toEqual([expect.objectContaining({ state: 'live', checkpoint: 3 })]);
    await runner.stop();
  });
});
