import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteDatabase as Database } from '@faena/core';
import type { FilterCondition, GridQuery, SortSpec } from '@faena/contracts';
import { SqliteReadStore, type Doc, type DocOp, type EqualityFilter } from '@faena/core';
import {
  PEOPLE_COLLECTION,
  PEOPLE_COLLECTION_SPEC,
  REQUESTS_COLLECTION,
  REQUESTS_COLLECTION_SPEC,
} from '@faena/projections';

/**
 * The plans SQLite chooses for the requests grid's queries (EXPLAIN QUERY PLAN of the exact
 * statements the port runs), on request rows shaped like production (one big client, skewed
 * statuses): each must search an index led by the scope, and the usual totals must come from a
 * counter, so a change that brings back a walk over the whole collection fails here.
 */
const ROWS = 6000;
const CLIENT = 'MINERA-ANDINA';
const STATUSES = ['A', 'A', 'A', 'P', 'R', 'O'];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-plans-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function row(i: number): Doc {
  const day = (n: number) =>
    new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  return {
    requestId: `R-${i}`,
    code: `SOL-${String(i).padStart(6, '0')}`,
    personName: `Persona ${(i * 7919) % 997} Quispe`,
    companyId: `EMP-${i % 7}`,
    companyName: `Empresa ${i % 7}`,
    contractCode: `CTR-${i % 5}`,
    clientId: i % 7 === 3 ? 'MINERA-COSTA' : CLIENT,
    status: STATUSES[(i * 31) % STATUSES.length],
    submittedBy: `USR-${i % 40}`,
    submittedAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
    startDate: day(i % 300),
  };
}

async function loadedStore(ensureFirst: boolean): Promise<SqliteReadStore> {
  const file = path.join(dir, `read-${ensureFirst ? 'rebuild' : 'upgrade'}.sqlite`);
  const store = new SqliteReadStore({ file });
  if (ensureFirst) await store.ensureCollection(REQUESTS_COLLECTION_SPEC);
  for (let from = 0; from < ROWS; from += 500) {
    const ops: DocOp[] = Array.from({ length: 500 }, (_, k) => ({
      kind: 'put',
      collection: REQUESTS_COLLECTION,
      id: `R-${from + k}`,
      doc: row(from + k),
      position: from + k + 1,
    }));
    await store.commit(ops, { projection: 'requests.v3', position: from + 500 });
  }
  if (!ensureFirst) await store.ensureCollection(REQUESTS_COLLECTION_SPEC);
  return store;
}

const q = (
  sort: SortSpec,
  filter: Array<[string, FilterCondition['op'], FilterCondition['value']]>,
  scope: EqualityFilter = { clientId: CLIENT },
) => ({
  grid: {
    skip: 40,
    take: 20,
    sort: [sort],
    filter: filter.map(([field, op, value]) => ({ field, op, value })),
  },
  scope,
});
const NEWEST = { selector: 'RowIndex', desc: true };
/** The grid's templates (the approver queue, the requests screen, the requester's list). */
const TEMPLATES = {
  queue: q(NEWEST, [['status', '=', 'P']]),
  bySubmitted: q({ selector: 'submittedAt', desc: true }, [['status', '=', 'O']]),
  byName: q({ selector: 'personName', desc: false }, [['status', '=', 'A']]),
  mine: q(NEWEST, [], { clientId: CLIENT, submittedBy: 'USR-7' }),
  mineByStatus: q(NEWEST, [['status', '=', 'R']], { clientId: CLIENT, submittedBy: 'USR-7' }),
  company: q({ selector: 'submittedAt', desc: true }, [
    ['companyId', '=', 'EMP-2'],
    ['status', '=', 'P'],
  ]),
  starting: q({ selector: 'startDate', desc: false }, [
    ['status', '=', 'A'],
    ['startDate', '>=', '2025-06-01'],
  ]),
  wholeClient: q(NEWEST, []),
  byStatus: q({ selector: 'status', desc: false }, []),
};
const COUNTED = new Set([
  'queue',
  'bySubmitted',
  'byName',
  'mine',
  'mineByStatus',
  'company',
  'starting',
  'wholeClient',
  'byStatus',
]);
const FULL_SCAN = /SCAN doc:requests_v3(?! USING)/;

describe.each([
  ['indexes declared before the rows (a rebuild)', true],
  ['indexes declared over existing rows (an upgrade)', false],
])('SQLite plans of the requests grid: %s', (_title, ensureFirst) => {
  let store: SqliteReadStore;
  beforeAll(async () => {
    store = await loadedStore(ensureFirst);
  });
  afterAll(() => store.close());

  it.each(Object.keys(TEMPLATES))(
    '%s: the page searches an index led by the scope, the total comes from a counter',
    (name) => {
      const { grid, scope } = TEMPLATES[name as keyof typeof TEMPLATES];
      const plan = store.explainQuery(REQUESTS_COLLECTION, grid, scope);
      console.log(`${name}\n  count: ${plan.count}\n  page:  ${plan.page}`);
      expect(plan.page).toMatch(/^SEARCH doc:requests_v3 USING INDEX ix:requests_v3:clientId,/);
      expect(plan.page).not.toMatch(FULL_SCAN);
      if (COUNTED.has(name)) expect(plan.count).toMatch(/^SEARCH cnt:requests_v3:/);
      expect(plan.count).not.toMatch(FULL_SCAN);
    },
  );

  it('a date range is searched inside the compound index', () => {
    const { grid, scope } = TEMPLATES.starting;
    expect(store.explainQuery(REQUESTS_COLLECTION, grid, scope).page).toMatch(
      /^SEARCH doc:requests_v3 USING INDEX ix:requests_v3:clientId,status,startDate,RowIndex \(<expr>=\? AND <expr>=\? AND <expr>>\?\)/,
    );
  });

  it('a text filter counts from an index holding the field, without reading the documents', () => {
    const { grid, scope } = q(NEWEST, [
      ['status', '=', 'P'],
      ['personName', 'contains', 'quispe'],
    ]);
    const plan = store.explainQuery(REQUESTS_COLLECTION, grid, scope);
    expect(plan.count).toMatch(
      /^SEARCH doc:requests_v3 USING COVERING INDEX ix:requests_v3:clientId,status,personName/,
    );
  });

  it.each(['code', 'personName', 'companyName', 'contractCode', 'submittedAt'])(
    'a header sort by %s over the whole scope walks the scope in that order',
    (selector) => {
      for (const desc of [false, true]) {
        const plan = store.explainQuery(REQUESTS_COLLECTION, q({ selector, desc }, []).grid, {
          clientId: CLIENT,
        });
        expect(plan.page).toMatch(
          new RegExp(
            `^SEARCH doc:requests_v3 USING INDEX ix:requests_v3:clientId,${selector}(,RowIndex)? \\(<expr>=\\?\\)`,
          ),
        );
        // at most the ties of the sort key are sorted (by insertion order), never every row of the scope
        expect(plan.page).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
      }
    },
  );

  it('an ascending sort with many ties needs no sort at all (insertion order is in the index)', () => {
    expect(
      store.explainQuery(REQUESTS_COLLECTION, TEMPLATES.byName.grid, TEMPLATES.byName.scope).page,
    ).not.toMatch(/TEMP B-TREE/);
    expect(
      store.explainQuery(REQUESTS_COLLECTION, TEMPLATES.starting.grid, TEMPLATES.starting.scope)
        .page,
    ).not.toMatch(/TEMP B-TREE/);
  });

  it('keeps planner statistics and only the declared indexes', () => {
    const raw = new Database(path.join(dir, `read-${ensureFirst ? 'rebuild' : 'upgrade'}.sqlite`), {
      readonly: true,
    });
    const stats = raw
      .prepare(`SELECT count(*) AS n FROM sqlite_stat1 WHERE tbl = ?`)
      .get(`doc:${REQUESTS_COLLECTION}`) as { n: number };
    const indexes = (
      raw
        .prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?`)
        .all(`doc:${REQUESTS_COLLECTION}`) as Array<{ name: string }>
    ).map((r) => r.name);
    raw.close();
    expect(stats.n).toBeGreaterThan(0);
    expect(indexes.filter((n) => n.startsWith('ix:')).sort()).toEqual(
      [
        'ix:requests_v3:seq',
        ...REQUESTS_COLLECTION_SPEC.indexes.map(
          (ix) => `ix:${REQUESTS_COLLECTION}:${typeof ix === 'string' ? ix : ix.join(',')}`,
        ),
      ].sort(),
    );
  });
});

describe('SQLite read store: index changes', () => {
  it('drops the indexes a collection no longer declares and builds compound ones', async () => {
    const file = path.join(dir, 'changes.sqlite');
    const store = new SqliteReadStore({ file });
    await store.ensureCollection({ name: 'things', indexes: ['a', 'b'] });
    await store.ensureCollection({ name: 'things', indexes: ['a', ['b', 'c', 'RowIndex']] });
    const raw = new Database(file, { readonly: true });
    const rows = raw
      .prepare(
        `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'doc:things' AND name LIKE 'ix:%' ORDER BY name`,
      )
      .all() as Array<{ name: string; sql: string }>;
    raw.close();
    await store.close();
    expect(rows.map((r) => r.name)).toEqual([
      'ix:things:a',
      'ix:things:b,c,RowIndex',
      'ix:things:seq',
    ]);
    expect(rows[1]!.sql).toContain(`(json_extract(doc, '$.b'), json_extract(doc, '$.c'), seq, id)`);
  });

  it('text operators match strings only, also strings that look like JSON', async () => {
    const store = new SqliteReadStore({ file: path.join(dir, 'text.sqlite') });
    await store.ensureCollection({ name: 'notes', indexes: [['kind', 'title']] });
    const docs: Array<[string, Doc]> = [
      ['n1', { kind: 'k', title: '[URGENTE] Ñandú' }],
      ['n2', { kind: 'k', title: { text: 'urgente' } }],
      ['n3', { kind: 'k', title: ['urgente'] }],
      ['n4', { kind: 'k', title: 123 }],
      ['n5', { kind: 'k' }],
      ['n6', { kind: 'k', title: '{urgente}' }],
      ['n7', { kind: 'k', title: '\u212Aelvin ÁLAMO' }],
      ['n8', { kind: 'k', title: 'D\u0130YARBAKIR' }],
    ];
    await store.commit(
      docs.map(([id, doc], i) => ({ kind: 'put', collection: 'notes', id, doc, position: i + 1 })),
      { projection: 'notes.v1', position: 6 },
    );
    const ids = async (op: FilterCondition['op'], value: string) => {
      const page = await store.query(
        'notes',
        { skip: 0, take: 10, sort: [], filter: [{ field: 'title', op, value }] },
        { kind: 'k' },
      );
      return page.data.map(
        (d) =>
          docs.find(
            ([, doc]) => JSON.stringify(doc) === JSON.stringify({ ...d, RowIndex: undefined }),
          )?.[0],
      );
    };
    expect(await ids('contains', 'URGENTE')).toEqual(['n1', 'n6']);
    expect(await ids('contains', 'ñandú')).toEqual(['n1']);
    expect(await ids('contains', '12')).toEqual([]);
    expect(await ids('notcontains', 'urgente')).toEqual(['n2', 'n3', 'n4', 'n5', 'n7', 'n8']);
    expect(await ids('startswith', '{')).toEqual(['n6']);
    // characters whose lower case is ASCII (Kelvin sign, dotted capital I) still match as JavaScript lower-cases them
    expect(await ids('contains', 'KELVIN á')).toEqual(['n7']);
    expect(await ids('startswith', 'kelvin')).toEqual(['n7']);
    expect(await ids('contains', 'di\u0307yar')).toEqual(['n8']);
    expect(await ids('notcontains', 'kelvin')).toEqual(['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n8']);
    await store.close();
  });
});

/**
 * The people grid is scoped by "none of the companies the client must not see": its usual totals
 * come from the people counter and a text filter (the person pickers) counts from an index that
 * also holds companyId, so the scope costs no walk over the documents.
 */
describe('SQLite plans of the people grid scoped by company', () => {
  let store: SqliteReadStore;
  const scope = { companyId: { notIn: ['EMP-1', 'EMP-3', 'EMP-5'] } };
  const people = (grid: Partial<GridQuery>) =>
    store.explainQuery(
      PEOPLE_COLLECTION,
      { skip: 20, take: 10, sort: [{ selector: 'RowIndex', desc: false }], filter: [], ...grid },
      scope,
    );
  beforeAll(async () => {
    store = new SqliteReadStore({ file: path.join(dir, 'people.sqlite') });
    await store.ensureCollection(PEOPLE_COLLECTION_SPEC);
    const doc = (i: number): Doc => ({
      personId: `P-${i}`,
      fullName: `Persona ${(i * 7919) % 997} Quispe`,
      documentNumber: String(40000000 + i),
      companyId: `EMP-${i % 7}`,
      companyName: `Empresa ${i % 7}`,
      condition: i % 5 ? 'TRABAJADOR' : 'VISITA',
      state: i % 9 ? 'active' : 'inactive',
      position: 'Operador',
    });
    await store.commit(
      Array.from({ length: 3000 }, (_, i) => ({
        kind: 'put',
        collection: PEOPLE_COLLECTION,
        id: `P-${i}`,
        doc: doc(i),
        position: i + 1,
      })),
      { projection: 'people.v1', position: 3000 },
    );
  });
  afterAll(() => store.close());

  it('pages in insertion order without sorting the scope, the total from the counter', () => {
    const plan = people({});
    expect(plan.page).toMatch(/^SCAN doc:people_v1 USING INDEX ix:people_v1:seq/);
    expect(plan.page).not.toMatch(/TEMP B-TREE/);
    expect(plan.count).toMatch(/^SCAN cnt:people_v1:companyId,condition,state/);
  });

  it.each([
    ['state', [{ field: 'state', op: '=', value: 'active' }]],
    [
      'condition and state',
      [
        { field: 'condition', op: '=', value: 'VISITA' },
        { field: 'state', op: '=', value: 'active' },
      ],
    ],
  ] as const)('a %s filter takes its total from the counter', (_name, filter) => {
    expect(people({ filter: [...filter] }).count).toMatch(
      /^SCAN cnt:people_v1:companyId,condition,state/,
    );
  });

  it.each(['fullName', 'documentNumber', 'companyName'])(
    'a text filter on %s counts from an index holding companyId, reading no document',
    (field) => {
      const { count } = people({ filter: [{ field, op: 'contains', value: '12' }] });
      expect(count).toMatch(
        new RegExp(`^SCAN doc:people_v1 USING COVERING INDEX ix:people_v1:${field},companyId`),
      );
    },
  );
});
