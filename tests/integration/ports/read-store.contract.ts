import {
  ValidationError,
  type GridQuery,
  type SortSpec,
  type FilterCondition,
} from '@faena/contracts';
import type { Doc, DocOp, ReadStore, ScopeFilter } from '@faena/core';

/** One contract for every ReadStore adapter; each test gets a fresh, empty store. */
export interface ReadStoreHarness {
  create(): ReadStore | Promise<ReadStore>;
  /** closes the store and drops what it created */
  dispose(store: ReadStore): Promise<void>;
}

const PEOPLE = { name: 'people', indexes: ['name', 'age', 'status', 'company.name', 'active'] };

/** Positions 10, 20, 30…: insertion order is the array order. */
const PEOPLE_DOCS: Array<[string, Doc]> = [
  ['p1', { name: 'Ana Quispe', age: 34, status: 'P', company: { name: 'Acme' }, active: true }],
  ['p2', { name: 'José Pérez', age: 51, status: 'A', company: { name: 'Acme' }, active: false }],
  ['p3', { name: 'ana maría', age: 27, status: 'A', company: { name: 'Belén SpA' }, active: true }],
  ['p4', { name: 'Descuento 50%', age: 40, status: 'R', company: { name: 'Acme' }, active: true }],
  [
    'p5',
    { name: 'Descuento 500', age: 40, status: 'P', company: { name: 'Belén SpA' }, active: true },
  ],
  ['p6', { name: 'snake_case', status: 'P', company: { name: 'Acme' }, active: false }],
  ['p7', { name: 'snakeXcase', age: 19, status: 'O', company: { name: 'Cóndor' }, active: true }],
  ['p8', { name: 'ÑANDÚ Corp', age: 62, status: 'A', company: { name: 'Cóndor' }, active: true }],
];

const put = (id: string, doc: Doc, position: number): DocOp => ({
  kind: 'put',
  collection: 'people',
  id,
  doc,
  position,
});
const grid = (
  filter: Array<[string, FilterCondition['op'], FilterCondition['value']]>,
  extra: Partial<GridQuery> = {},
): GridQuery => ({
  skip: 0,
  take: 100,
  sort: [{ selector: 'RowIndex', desc: false }],
  filter: filter.map(([field, op, value]) => ({ field, op, value })),
  ...extra,
});

export function readStoreContract(label: string, harness: ReadStoreHarness): void {
  describe(`ReadStore contract: ${label}`, () => {
    let store: ReadStore;
    beforeEach(async () => {
      store = await harness.create();
      await store.ensureCollection(PEOPLE);
    });
    afterEach(async () => {
      await harness.dispose(store);
    });
    const seed = () =>
      store.commit(
        PEOPLE_DOCS.map(([id, doc], i) => put(id, doc, (i + 1) * 10)),
        { projection: 'people.v1', position: 80 },
      );
    const ids = async (query: GridQuery, scope?: ScopeFilter) =>
      (await store.query(PEOPLE.name, query, scope)).data.map(
        (d) => PEOPLE_DOCS.find(([, doc]) => doc.name === d.name)![0],
      );

    describe('documents', () => {
      it('puts, reads one, many and by equality, and removes', async () => {
        await seed();
        await expect(store.get('people', 'p1')).resolves.toEqual(PEOPLE_DOCS[0]![1]);
        await expect(store.get('people', 'nobody')).resolves.toBeNull();
        const many = await store.getMany('people', ['p2', 'p3', 'nobody']);
        expect([...many.keys()].sort()).toEqual(['p2', 'p3']);
        expect(many.get('p3')).toEqual(PEOPLE_DOCS[2]![1]);
        expect((await store.find('people', { status: 'A' })).map((d) => d.name)).toEqual([
          'José Pérez',
          'ana maría',
          'ÑANDÚ Corp',
        ]);
        expect(await store.find('people', { 'company.name': 'Acme', active: true }, 1)).toEqual([
          PEOPLE_DOCS[0]![1],
        ]);
        await store.commit([{ kind: 'remove', collection: 'people', id: 'p1', position: 90 }], {
          projection: 'people.v1',
          position: 90,
        });
        await expect(store.get('people', 'p1')).resolves.toBeNull();
      });

      it('answers the document exactly as put, without the store keys', async () => {
        await store.commit(
          [
            put(
              'x',
              { _id: 'evil', _seq: 1, _pos: 2, a: { b: [1, 'two', null] }, s: '$notAnExpression' },
              5,
            ),
          ],
          { projection: 'p', position: 5 },
        );
        await expect(store.get('people', 'x')).resolves.toEqual({
          a: { b: [1, 'two', null] },
          s: '$notAnExpression',
        });
        const page = await store.query('people', grid([]));
        expect(page.data).toEqual([
          { a: { b: [1, 'two', null] }, s: '$notAnExpression', RowIndex: 1 },
        ]);
      });

      it('a later put replaces the whole document (no merge)', async () => {
        await store.commit([put('x', { a: 1, b: 2 }, 5)], { projection: 'p', position: 5 });
        await store.commit([put('x', { a: 3 }, 6)], { projection: 'p', position: 6 });
        await expect(store.get('people', 'x')).resolves.toEqual({ a: 3 });
      });
    });

    describe('commit and checkpoint', () => {
      it('starts every checkpoint at 0 and stores it with the batch', async () => {
        await expect(store.getCheckpoint('people.v1')).resolves.toBe(0);
        await seed();
        await expect(store.getCheckpoint('people.v1')).resolves.toBe(80);
      });

      it('a failing batch leaves neither its documents nor its checkpoint', async () => {
        await seed();
        const bad = store.commit(
          [put('new', { name: 'Nuevo' }, 100), { ...put('x', {}, 100), collection: 'bad name!' }],
          { projection: 'people.v1', position: 100 },
        );
        await expect(bad).rejects.toThrow();
        await expect(store.get('people', 'new')).resolves.toBeNull();
        await expect(store.getCheckpoint('people.v1')).resolves.toBe(80);
      });

      it('the checkpoint only moves forward', async () => {
        await store.commit([], { projection: 'p', position: 50 });
        await store.commit([], { projection: 'p', position: 20 });
        await expect(store.getCheckpoint('p')).resolves.toBe(50);
      });

      it('a replayed older op changes nothing', async () => {
        await store.commit([put('x', { v: 2 }, 20)], { projection: 'p', position: 20 });
        await store.commit([put('x', { v: 1 }, 10)], { projection: 'p', position: 10 });
        await expect(store.get('people', 'x')).resolves.toEqual({ v: 2 });
        await store.commit([{ kind: 'remove', collection: 'people', id: 'x', position: 15 }], {
          projection: 'p',
          position: 15,
        });
        await expect(store.get('people', 'x')).resolves.toEqual({ v: 2 });
        await store.commit([put('x', { v: 2 }, 20), put('y', { v: 3 }, 20)], {
          projection: 'p',
          position: 20,
        });
        await expect(store.get('people', 'x')).resolves.toEqual({ v: 2 });
        await expect(store.get('people', 'y')).resolves.toEqual({ v: 3 });
        await expect(store.getCheckpoint('p')).resolves.toBe(20);
      });

      it('several ops on one document in a batch: the last wins, insertion order restarts after a remove', async () => {
        await store.commit([put('a', { n: 'a' }, 1), put('b', { n: 'b' }, 2)], {
          projection: 'p',
          position: 2,
        });
        await store.commit(
          [
            put('a', { n: 'a1' }, 3),
            { kind: 'remove', collection: 'people', id: 'a', position: 4 },
            put('a', { n: 'a2' }, 5),
            put('a', { n: 'a3' }, 5),
            put('c', { n: 'c' }, 6),
            put('c', { n: 'c2' }, 7),
          ],
          { projection: 'p', position: 7 },
        );
        const page = await store.query('people', grid([]));
        expect(page.data.map((d) => d.n)).toEqual(['b', 'a3', 'c2']);
      });

      it("places a document created by a merged put at the op's firstPosition (batch cuts do not matter)", async () => {
        await store.commit([put('b', { n: 'b' }, 5)], { projection: 'p', position: 5 });
        await store.commit(
          [
            {
              kind: 'put',
              collection: 'people',
              id: 'a',
              doc: { n: 'a' },
              position: 9,
              firstPosition: 3,
            },
          ],
          { projection: 'p', position: 9 },
        );
        expect((await store.query('people', grid([]))).data.map((d) => d.n)).toEqual(['a', 'b']);
      });

      it('reset drops the collections and the checkpoint', async () => {
        await seed();
        await store.reset('people.v1', ['people']);
        await expect(store.getCheckpoint('people.v1')).resolves.toBe(0);
        await store.ensureCollection(PEOPLE);
        await expect(store.get('people', 'p1')).resolves.toBeNull();
        expect((await store.query('people', grid([]))).totalCount).toBe(0);
      });
    });

    describe('grid query', () => {
      beforeEach(seed);

      it.each<[string, Array<[string, FilterCondition['op'], FilterCondition['value']]>, string[]]>(
        [
          ["'=' on a string is exact", [['name', '=', 'Ana Quispe']], ['p1']],
          ["'=' is case-sensitive", [['name', '=', 'ana quispe']], []],
          ["'=' on a number", [['age', '=', 40]], ['p4', 'p5']],
          ["'=' on a boolean", [['active', '=', false]], ['p2', 'p6']],
          ["'=' null matches a missing field", [['age', '=', null]], ['p6']],
          [
            "'<>' also matches a missing field",
            [['age', '<>', 40]],
            ['p1', 'p2', 'p3', 'p6', 'p7', 'p8'],
          ],
          ["'<'", [['age', '<', 34]], ['p3', 'p7']],
          ["'<='", [['age', '<=', 34]], ['p1', 'p3', 'p7']],
          ["'>'", [['age', '>', 40]], ['p2', 'p8']],
          ["'>='", [['age', '>=', 40]], ['p2', 'p4', 'p5', 'p8']],
          [
            "'>=' on strings compares strings only",
            [['status', '>=', 'P']],
            ['p1', 'p4', 'p5', 'p6'],
          ],
          ['contains, case-insensitive', [['name', 'contains', 'QUISPE']], ['p1']],
          ['contains, case-insensitive beyond ASCII', [['name', 'contains', 'ñandú']], ['p8']],
          ['notcontains', [['name', 'notcontains', 'ana']], ['p2', 'p4', 'p5', 'p6', 'p7', 'p8']],
          ['startswith', [['name', 'startswith', 'ana']], ['p1', 'p3']],
          ['endswith', [['name', 'endswith', 'CASE']], ['p6', 'p7']],
          ["'%' in a value is literal", [['name', 'contains', '50%']], ['p4']],
          ["'_' in a value is literal", [['name', 'contains', 'e_c']], ['p6']],
          [
            'regular-expression characters in a value are literal',
            [['name', 'contains', '.*']],
            [],
          ],
          ['a nested field', [['company.name', '=', 'Cóndor']], ['p7', 'p8']],
          [
            'several conditions joined by and',
            [
              ['status', '=', 'A'],
              ['age', '>', 30],
              ['name', 'notcontains', 'corp'],
            ],
            ['p2'],
          ],
        ],
      )('%s', async (_title, filter, expected) => {
        expect(await ids(grid(filter))).toEqual(expected);
      });

      it('sorts by several fields, ascending and descending', async () => {
        const sort: SortSpec[] = [
          { selector: 'status', desc: false },
          { selector: 'age', desc: true },
        ];
        expect(await ids(grid([], { sort }))).toEqual([
          'p8',
          'p2',
          'p3',
          'p7',
          'p5',
          'p1',
          'p6',
          'p4',
        ]);
      });

      it('sorts by default in insertion order, and by RowIndex descending in reverse', async () => {
        await store.commit([put('p1', { ...PEOPLE_DOCS[0]![1], age: 35 }, 100)], {
          projection: 'people.v1',
          position: 100,
        });
        expect(await ids(grid([]))).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']);
        expect(await ids(grid([], { sort: [{ selector: 'RowIndex', desc: true }] }))).toEqual([
          'p8',
          'p7',
          'p6',
          'p5',
          'p4',
          'p3',
          'p2',
          'p1',
        ]);
      });

      it('pages with skip and take, counts every match, numbers rows from skip + 1', async () => {
        const page = await store.query(
          'people',
          grid([['active', '=', true]], { skip: 2, take: 2 }),
        );
        expect(page.totalCount).toBe(6);
        expect(page.data.map((d) => [d.name, d.RowIndex])).toEqual([
          ['Descuento 50%', 3],
          ['Descuento 500', 4],
        ]);
      });

      it('applies the scope as an extra equality filter', async () => {
        expect(await ids(grid([['status', '=', 'P']]), { 'company.name': 'Acme' })).toEqual([
          'p1',
          'p6',
        ]);
      });

      it('applies a NoneOf scope: none of the values, a missing field included, any length', async () => {
        await store.commit(
          [
            put('p9', { name: 'Sin empresa', status: 'P' }, 90),
            put('p10', { name: 'Empresa nula', status: 'P', company: { name: null } }, 100),
          ],
          { projection: 'people.v1', position: 100 },
        );
        const names = async (query: GridQuery, scope: ScopeFilter) =>
          (await store.query(PEOPLE.name, query, scope)).data.map((d) => d.name);
        expect(await names(grid([]), { 'company.name': { notIn: ['Acme', 'Cóndor'] } })).toEqual([
          'ana maría',
          'Descuento 500',
          'Sin empresa',
          'Empresa nula',
        ]);
        expect(
          await names(grid([['status', '=', 'P']]), { 'company.name': { notIn: ['Belén SpA'] } }),
        ).toEqual(['Ana Quispe', 'snake_case', 'Sin empresa', 'Empresa nula']);
        expect(await names(grid([]), { age: { notIn: [40, 51, 62, 34, 27] } })).toEqual([
          'snake_case',
          'snakeXcase',
          'Sin empresa',
          'Empresa nula',
        ]);
        expect(
          (await store.query('people', grid([]), { 'company.name': { notIn: [] } })).totalCount,
        ).toBe(10);
        const many = Array.from({ length: 2000 }, (_, i) => `Empresa ${i}`);
        expect(
          (
            await store.query('people', grid([], { take: 2 }), {
              status: 'A',
              'company.name': { notIn: [...many, 'Acme'] },
            })
          ).totalCount,
        ).toBe(2);
      });

      it('refuses a malicious field name with a validation error naming where it was', async () => {
        const filter = await rejected(
          store.query('people', grid([["name') OR 1=1 --", '=', 'x']])),
        );
        expect(filter).toBeInstanceOf(ValidationError);
        expect((filter as ValidationError).issues[0]!.path).toBe('filter.0.0');
        const sort = await rejected(
          store.query(
            'people',
            grid([], { sort: [{ selector: 'name; DROP TABLE x', desc: false }] }),
          ),
        );
        expect((sort as ValidationError).issues[0]!.path).toBe('sort.0.selector');
        await expect(store.query('people', grid([['$where', '=', 'x']]))).rejects.toBeInstanceOf(
          ValidationError,
        );
        await expect(store.find('people', { 'a..b': 1 })).rejects.toBeInstanceOf(ValidationError);
        expect((await store.query('people', grid([]))).totalCount).toBe(8);
      });

      it('refuses an ordering or text operator with a null value', async () => {
        await expect(store.query('people', grid([['age', '>', null]]))).rejects.toBeInstanceOf(
          ValidationError,
        );
        await expect(
          store.query('people', grid([['name', 'contains', null]])),
        ).rejects.toBeInstanceOf(ValidationError);
      });
    });
  });
}

async function rejected(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}
