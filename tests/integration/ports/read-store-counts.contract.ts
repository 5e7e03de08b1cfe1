import type { FilterCondition, GridQuery } from '@faena/contracts';
import {
  INSERTION_ORDER,
  type CollectionSpec,
  type Doc,
  type DocOp,
  type ReadStore,
  type ScopeFilter,
} from '@faena/core';
import type { ReadStoreHarness } from './read-store.contract';

/**
 * Totals and pages with compound indexes and counters (ADR 0005): whatever a store does to count
 * (a counter, an index), totalCount is exactly the number of matching documents, through puts
 * that change counted fields, removes, re-creations, replayed batches, counters created over
 * existing documents and dropped again.
 */
const TICKETS: CollectionSpec = {
  name: 'tickets',
  indexes: [
    ['clientId', 'status', INSERTION_ORDER],
    ['clientId', 'status', 'day'],
    ['clientId', 'owner', INSERTION_ORDER],
    'code',
  ],
  counters: [
    ['clientId', 'status', 'day'],
    ['clientId', 'owner'],
  ],
};
const PLAIN: CollectionSpec = { name: 'tickets', indexes: ['code'] };

type Filter = Array<[string, FilterCondition['op'], FilterCondition['value']]>;
type Shape = { title: string; scope?: ScopeFilter; filter: Filter };

const SHAPES: Shape[] = [
  { title: 'everything', filter: [] },
  { title: 'a client', scope: { clientId: 'a' }, filter: [] },
  { title: 'client + status', scope: { clientId: 'a' }, filter: [['status', '=', 'P']] },
  { title: 'client + missing status', scope: { clientId: 'b' }, filter: [['status', '=', null]] },
  { title: 'client + status <>', scope: { clientId: 'a' }, filter: [['status', '<>', 'A']] },
  {
    title: 'status + text lower bound',
    scope: { clientId: 'a' },
    filter: [
      ['status', '=', 'A'],
      ['day', '>=', 'd05'],
    ],
  },
  {
    title: 'text upper bound (numbers excluded)',
    scope: { clientId: 'b' },
    filter: [['day', '<=', 'd03']],
  },
  { title: 'number lower bound (text excluded)', filter: [['day', '>', 3]] },
  { title: 'number upper bound', filter: [['day', '<', 5]] },
  { title: 'client + owner', scope: { clientId: 'a', owner: 'u2' }, filter: [] },
  {
    title: 'owner + status (no counter has both)',
    scope: { clientId: 'a', owner: 'u1' },
    filter: [['status', '=', 'R']],
  },
  {
    title: 'a text filter',
    scope: { clientId: 'a' },
    filter: [
      ['status', '=', 'P'],
      ['code', 'contains', '1'],
    ],
  },
  { title: 'none of some owners', scope: { owner: { notIn: ['u1'] } }, filter: [] },
  {
    title: 'client + none of some statuses (missing status kept)',
    scope: { clientId: 'a', status: { notIn: ['A', 'R'] } },
    filter: [],
  },
  {
    title: 'none of some clients + status + day range',
    scope: { clientId: { notIn: ['b'] } },
    filter: [
      ['status', '=', 'P'],
      ['day', '>=', 'd03'],
    ],
  },
  {
    title: 'none of an empty list',
    scope: { owner: { notIn: [] } },
    filter: [['status', '<>', 'A']],
  },
  {
    title: 'none of some days, numbers and text (no counter answers alone)',
    scope: { day: { notIn: [3, 'd04'] } },
    filter: [['code', 'contains', '2']],
  },
];

/** The scope as conditions of the model: equalities, and NoneOf lists (a missing field is none of them). */
function scopeMatches(doc: Doc, scope: ScopeFilter = {}): boolean {
  return Object.entries(scope).every(([field, want]) => {
    const v = doc[field];
    if (want !== null && typeof want === 'object') return !want.notIn.some((x) => x === v);
    return matches(doc, [field, '=', want]);
  });
}

type Scalar = string | number;
/** Both a string, or both a number: the only values the order operators compare. */
const comparable = (v: unknown, value: unknown): v is Scalar =>
  typeof v === typeof value && (typeof v === 'string' || typeof v === 'number');
const atLeast = (a: Scalar, b: Scalar) => a >= b;
const ORDER: Partial<Record<string, (a: Scalar, b: Scalar) => boolean>> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': atLeast,
};

/** What the stores must answer, evaluated on the model (MongoDB's meaning of each operator). */
function matches(doc: Doc, [field, op, value]: Filter[number]): boolean {
  const v = doc[field];
  if (op === '=') return value === null ? v === undefined || v === null : v === value;
  if (op === '<>') return !matches(doc, [field, '=', value]);
  if (op === 'contains')
    return typeof v === 'string' && v.toLowerCase().includes(String(value).toLowerCase());
  if (!comparable(v, value)) return false;
  return (ORDER[op] ?? atLeast)(v, value as Scalar);
}

/** A deterministic workload: puts (new and changed), removes, re-creations, in batches. */
function workload(): DocOp[][] {
  let seed = 20261122;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const batches: DocOp[][] = [];
  let position = 0;
  for (let b = 0; b < 12; b++) {
    const ops: DocOp[] = [];
    for (let i = 0; i < 40; i++) {
      position += 1;
      const id = `t${next(120)}`;
      if (next(10) === 0) {
        ops.push({ kind: 'remove', collection: 'tickets', id, position });
        continue;
      }
      const doc: Doc = {
        code: `C-${next(1000)}`,
        clientId: next(4) === 0 ? 'b' : 'a',
        owner: `u${next(3)}`,
      };
      const status = ['P', 'A', 'R', null, undefined][next(5)];
      if (status !== undefined) doc.status = status;
      if (next(6) > 0) doc.day = next(4) === 0 ? next(8) : `d0${next(9)}`;
      ops.push({ kind: 'put', collection: 'tickets', id, doc, position });
    }
    batches.push(ops);
  }
  return batches;
}

function model(batches: DocOp[][]): Map<string, Doc> {
  const docs = new Map<string, Doc>();
  for (const op of batches.flat()) {
    if (op.kind === 'remove') docs.delete(op.id);
    else docs.set(op.id, op.doc);
  }
  return docs;
}

const query = (shape: Shape): GridQuery => ({
  skip: 0,
  take: 1000,
  sort: [{ selector: 'RowIndex', desc: false }],
  filter: shape.filter.map(([field, op, value]) => ({ field, op, value })),
});

export function readStoreCountsContract(label: string, harness: ReadStoreHarness): void {
  describe(`ReadStore counts: ${label}`, () => {
    let store: ReadStore;
    beforeEach(async () => {
      store = await harness.create();
    });
    afterEach(async () => {
      await harness.dispose(store);
    });

    const expectTotals = async (docs: Map<string, Doc>) => {
      for (const shape of SHAPES) {
        const expected = [...docs.values()].filter(
          (d) => scopeMatches(d, shape.scope) && shape.filter.every((c) => matches(d, c)),
        ).length;
        const page = await store.query('tickets', query(shape), shape.scope);
        expect({ shape: shape.title, total: page.totalCount, rows: page.data.length }).toEqual({
          shape: shape.title,
          total: expected,
          rows: expected,
        });
      }
    };

    it('counts exactly through puts, changes of counted fields, removes and re-creations', async () => {
      await store.ensureCollection(TICKETS);
      const batches = workload();
      for (const [i, ops] of batches.entries()) {
        await store.commit(ops, { projection: 'tickets.v1', position: (i + 1) * 40 });
        if (i % 4 === 3) await expectTotals(model(batches.slice(0, i + 1)));
      }
      // a replayed batch changes nothing
      await store.commit(batches[11]!, { projection: 'tickets.v1', position: 480 });
      await expectTotals(model(batches));
    });

    it('counters declared over existing documents count them; dropped again, totals stay exact', async () => {
      await store.ensureCollection(PLAIN);
      const batches = workload();
      for (const [i, ops] of batches.entries())
        await store.commit(ops, { projection: 'tickets.v1', position: (i + 1) * 40 });
      await store.ensureCollection(TICKETS);
      await expectTotals(model(batches));
      await store.commit(
        [
          {
            kind: 'put',
            collection: 'tickets',
            id: 'late',
            doc: { clientId: 'a', status: 'P', code: 'C-1' },
            position: 1000,
          },
        ],
        { projection: 'tickets.v1', position: 1000 },
      );
      await store.ensureCollection(PLAIN);
      await store.commit([{ kind: 'remove', collection: 'tickets', id: 'late', position: 1001 }], {
        projection: 'tickets.v1',
        position: 1001,
      });
      await expectTotals(model(batches));
    });

    it('reset drops the counts with the documents', async () => {
      await store.ensureCollection(TICKETS);
      const batches = workload();
      await store.commit(batches.flat(), { projection: 'tickets.v1', position: 480 });
      await store.reset('tickets.v1', ['tickets']);
      await store.ensureCollection(TICKETS);
      await expectTotals(new Map());
      await store.commit(batches[0]!, { projection: 'tickets.v1', position: 40 });
      await expectTotals(model(batches.slice(0, 1)));
    });
  });
}
