import { stopIfStarted } from '@faena/test-kit';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { SqliteDatabase as Database } from '@faena/core';
import { MongoClient } from 'mongodb';
import { MongoReadStore, SqliteReadStore, planGrid, type ReadStore } from '@faena/core';
import { gridSql } from '../../../services/core/src/read-store/sqlite/sqlite-grid-query';
import { MONGODB, describeEngine } from '../../support/engines';
import { readStoreContract } from './read-store.contract';
import { readStoreCountsContract } from './read-store-counts.contract';
import { MongoClientStandIn } from './mongo-client-stand-in';
import { readStoreSearchContract } from './read-store-search.contract';

const tempDirs: string[] = [];
function readFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-rs-'));
  tempDirs.push(dir);
  return path.join(dir, 'read.sqlite');
}
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('SQLite read store', () => {
  const sqlite = {
    create: () => new SqliteReadStore({ file: readFile() }),
    dispose: (store: ReadStore) => store.close(),
  };
  readStoreContract('SQLite', sqlite);
  readStoreCountsContract('SQLite', sqlite);
  readStoreSearchContract('SQLite', sqlite);

  it('keeps documents and checkpoints across a restart', async () => {
    const file = readFile();
    const first = new SqliteReadStore({ file });
    await first.ensureCollection({ name: 'things', indexes: ['kind'] });
    await first.commit(
      [{ kind: 'put', collection: 'things', id: 't1', doc: { kind: 'a' }, position: 7 }],
      { projection: 'things.v1', position: 7 },
    );
    await first.close();
    const second = new SqliteReadStore({ file });
    await expect(second.get('things', 't1')).resolves.toEqual({ kind: 'a' });
    await expect(second.getCheckpoint('things.v1')).resolves.toBe(7);
    await second.close();
  });

  it('rolls back the whole batch when a document fails half-way', async () => {
    const store = new SqliteReadStore({ file: readFile() });
    const unserializable = { n: 1n };
    const batch = store.commit(
      [
        { kind: 'put', collection: 'things', id: 'ok', doc: { a: 1 }, position: 1 },
        { kind: 'put', collection: 'things', id: 'bad', doc: unserializable, position: 2 },
      ],
      { projection: 'things.v1', position: 2 },
    );
    await expect(batch).rejects.toThrow();
    await expect(store.get('things', 'ok')).resolves.toBeNull();
    await expect(store.getCheckpoint('things.v1')).resolves.toBe(0);
    await store.close();
  });

  it('answers grid filters on declared fields from their expression index', async () => {
    const file = readFile();
    const store = new SqliteReadStore({ file });
    await store.ensureCollection({ name: 'people', indexes: ['status', 'company.name'] });
    const { page } = gridSql(
      '"doc:people"',
      planGrid({
        skip: 0,
        take: 10,
        sort: [{ selector: 'RowIndex', desc: false }],
        filter: [{ field: 'company.name', op: '=', value: 'Acme' }],
      }),
    );
    const raw = new Database(file, { readonly: true });
    const plan = raw.prepare(`EXPLAIN QUERY PLAN ${page.sql}`).all(...page.params) as Array<{
      detail: string;
    }>;
    raw.close();
    await store.close();
    expect(plan.map((p) => p.detail).join(' | ')).toContain('USING INDEX ix:people:company.name');
  });

  it('keeps the searched words in an FTS5 table beside the documents', async () => {
    const file = readFile();
    const store = new SqliteReadStore({ file });
    await store.ensureCollection({ name: 'people', indexes: [], search: ['name'] });
    await store.commit(
      [{ kind: 'put', collection: 'people', id: 'p1', doc: { name: 'José Pérez' }, position: 1 }],
      { projection: 'people.v1', position: 1 },
    );
    await store.close();
    const raw = new Database(file, { readonly: true });
    const table = raw.prepare("SELECT sql FROM sqlite_master WHERE name = 'fts:people'").get() as {
      sql: string;
    };
    const words = raw.prepare('SELECT words FROM "fts:people"').all();
    raw.close();
    expect(table.sql).toContain('fts5');
    expect(words).toEqual([{ words: 'jose perez' }]);
  });
});

// The MongoDB adapter's own logic (grid translation, guarded upserts, checkpoint) over an in-memory
// stand-in of the driver that evaluates queries with mingo; runs everywhere, proves nothing about MongoDB.
describe('MongoDB adapter over an in-memory driver stand-in', () => {
  const standIn = {
    create: () => new MongoReadStore({ client: new MongoClientStandIn().asClient(), db: 'faena' }),
    dispose: (store: ReadStore) => store.close(),
  };
  readStoreContract('MongoDB adapter (driver stand-in)', standIn);
  readStoreCountsContract('MongoDB adapter (driver stand-in)', standIn);
  readStoreSearchContract('MongoDB adapter (driver stand-in)', standIn);

  it('builds compound indexes in the declared order and drops the ones no longer declared', async () => {
    const client = new MongoClientStandIn();
    const store = new MongoReadStore({ client: client.asClient(), db: 'faena' });
    await store.ensureCollection({ name: 'things', indexes: ['a', 'b'] });
    await store.ensureCollection({ name: 'things', indexes: ['a', ['c', 'd.e', 'RowIndex']] });
    const indexes = Object.fromEntries(client.db('faena').collection('things').indexSpecs);
    expect(indexes).toEqual({
      _id_: { _id: 1 },
      seq: { _seq: 1, _id: 1 },
      ix_a: { a: 1 },
      'ix_c,d.e,RowIndex': { c: 1, 'd.e': 1, _seq: 1, _id: 1 },
    });
    expect(Object.keys(indexes['ix_c,d.e,RowIndex']!)).toEqual(['c', 'd.e', '_seq', '_id']);
  });
});

describeEngine(MONGODB, (url) => {
  let client: MongoClient;
  beforeAll(async () => {
    client = await new MongoClient(url()).connect();
  });
  afterAll(async () => {
    await stopIfStarted(client, (c) => c.close());
  });
  const databases = new Map<ReadStore, string>();
  const mongo = {
    create: () => {
      const db = `faena_contract_${randomUUID().slice(0, 8)}`;
      const store = new MongoReadStore({ client, db });
      databases.set(store, db);
      return store;
    },
    dispose: async (store: ReadStore) => {
      await store.close();
      await client.db(databases.get(store)).dropDatabase();
    },
  };
  readStoreContract('MongoDB', mongo);
  readStoreCountsContract('MongoDB', mongo);
  readStoreSearchContract('MongoDB', mongo);
});
