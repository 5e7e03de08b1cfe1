import type { Db, Filter, FindOptions, MongoClient } from 'mongodb';
import type { GridPage, GridQuery, Position } from '@faena/contracts';
import {
  ReadStore,
  indexFields,
  type CollectionSpec,
  type Doc,
  type DocOp,
  type EqualityFilter,
  type ScopeFilter,
  type SearchOptions,
} from '../read-store.port';
import { assertCollection, assertField, equalityConditions, planGrid } from '../grid-plan';
import { collapseOps } from '../doc-ops';
import { gridFilter, toMongoQuery } from './mongo-grid-query';
import { WORDS, WORDS_INDEX, checkSearchFields, fillWords, searchFilter } from './mongo-search';
import { mongoIndexKey } from './mongo-read-store.indexes';
import {
  groupByCollection,
  ignoreDuplicates,
  ignoreMissing,
  type StoredDoc,
} from './mongo-read-store.writes';

export { mongoIndexKey } from './mongo-read-store.indexes';

export interface MongoReadStoreOptions {
  client: MongoClient;
  /** database name (READ_STORE_DB) */
  db: string;
}

const CHECKPOINTS = '_checkpoints';
/** what a read hands back: the document as it was put */
const HIDDEN: FindOptions = { projection: { _id: 0, _seq: 0, _pos: 0, [WORDS]: 0 } };

/**
 * Read models in MongoDB. Each document carries `_seq` (position that first created it: insertion
 * order) and `_pos` (position that last touched it). A put only applies when `_pos < position`, so
 * replaying a batch changes nothing; the checkpoint is written last and only moves forward.
 */
export class MongoReadStore extends ReadStore {
  private readonly db: Db;
  /** the searched fields of the collections this process ensured (their writes store the words) */
  private readonly searched = new Map<string, readonly string[]>();

  constructor(private readonly options: MongoReadStoreOptions) {
    super();
    this.db = options.client.db(options.db);
  }

  async ensureCollection(spec: CollectionSpec): Promise<void> {
    const collection = this.collection(spec.name);
    const indexes = spec.indexes.map((index, i) => {
      const fields = indexFields(index);
      fields.forEach((field, j) =>
        assertField(field, typeof index === 'string' ? `indexes.${i}` : `indexes.${i}.${j}`),
      );
      return { key: mongoIndexKey(fields), name: `ix_${fields.join(',')}` };
    });
    // counters (ADR 0005) are SQLite's: here countDocuments counts from the compound index
    await collection.createIndexes([{ key: { _seq: 1, _id: 1 }, name: 'seq' }, ...indexes]);
    await this.ensureSearch(spec);
    // every index costs each write: drop the ones this collection no longer declares
    const wanted = new Set(indexes.map((ix) => ix.name));
    for (const { name } of await collection.indexes()) {
      if (typeof name === 'string' && name.startsWith('ix_') && !wanted.has(name))
        await collection.dropIndex(name);
    }
  }

  async get<T extends Doc>(collection: string, id: string): Promise<T | null> {
    return (await this.collection(collection).findOne({ _id: id }, HIDDEN)) as unknown as T | null;
  }

  async getMany<T extends Doc>(collection: string, ids: string[]): Promise<Map<string, T>> {
    const docs = await this.collection(collection)
      .find({ _id: { $in: ids } }, { projection: { _seq: 0, _pos: 0, [WORDS]: 0 } })
      .toArray();
    return new Map(docs.map(({ _id, ...doc }) => [_id, doc as T]));
  }

  async find<T extends Doc>(
    collection: string,
    filter: EqualityFilter,
    limit?: number,
  ): Promise<T[]> {
    const cursor = this.collection(collection)
      .find(gridFilter(equalityConditions(filter, 'filter')) as Filter<StoredDoc>, HIDDEN)
      .sort({ _seq: 1, _id: 1 });
    if (limit !== undefined) cursor.limit(limit);
    return (await cursor.toArray()) as unknown as T[];
  }

  async query<T extends Doc>(
    collection: string,
    query: GridQuery,
    scope?: ScopeFilter,
  ): Promise<GridPage<T>> {
    const plan = planGrid(query, scope);
    const { filter: raw, sort } = toMongoQuery(plan);
    const filter = raw as Filter<StoredDoc>;
    const c = this.collection(collection);
    const [totalCount, docs] = await Promise.all([
      c.countDocuments(filter),
      plan.take === 0
        ? Promise.resolve([])
        : c.find(filter, HIDDEN).sort(sort).skip(plan.skip).limit(plan.take).toArray(),
    ]);
    return {
      totalCount,
      data: docs.map((d, i) => ({ ...(d as unknown as T), RowIndex: plan.skip + i + 1 })),
    };
  }

  async search<T extends Doc>(
    collection: string,
    text: string,
    options: SearchOptions,
  ): Promise<T[]> {
    const filter = searchFilter(text, options.scope);
    if (!filter) return [];
    const docs = await this.collection(collection)
      .find(filter as Filter<StoredDoc>, HIDDEN)
      .sort({ _seq: 1, _id: 1 })
      .limit(options.limit)
      .toArray();
    return docs as unknown as T[];
  }

  async commit(
    ops: DocOp[],
    checkpoint: { projection: string; position: Position },
  ): Promise<void> {
    ops.forEach((op) => assertCollection(op.collection));
    for (const [name, writes] of groupByCollection(collapseOps(ops), this.searched)) {
      await ignoreDuplicates(this.collection(name).bulkWrite(writes, { ordered: false }));
    }
    await ignoreDuplicates(
      this.db
        .collection<{ _id: string; position: number }>(CHECKPOINTS)
        .updateOne(
          { _id: checkpoint.projection, position: { $lt: checkpoint.position } },
          { $set: { position: checkpoint.position } },
          { upsert: true },
        ),
    );
  }

  async getCheckpoint(projection: string): Promise<Position> {
    const row = await this.db
      .collection<{ _id: string; position: number }>(CHECKPOINTS)
      .findOne({ _id: projection });
    return row?.position ?? 0;
  }

  async reset(projection: string, collections: string[]): Promise<void> {
    collections.forEach(assertCollection);
    for (const name of collections) await this.db.dropCollection(name).catch(ignoreMissing);
    await this.db.collection<{ _id: string }>(CHECKPOINTS).deleteOne({ _id: projection });
  }

  /** The client belongs to whoever created it (createAdapters closes it). */
  async close(): Promise<void> {}

  /** The words index of a collection with searched fields (filled once when first declared). */
  private async ensureSearch(spec: CollectionSpec): Promise<void> {
    if (!spec.search?.length) return;
    checkSearchFields(spec.search);
    const c = this.collection(spec.name);
    const had = (await c.indexes()).some((ix) => ix.name === WORDS_INDEX.name);
    this.searched.set(spec.name, spec.search);
    if (!had) await fillWords(this.db.collection(spec.name), spec.search);
    await c.createIndexes([{ ...WORDS_INDEX, key: { ...WORDS_INDEX.key } }]);
  }

  private collection(name: string) {
    assertCollection(name);
    return this.db.collection<StoredDoc>(name);
  }
}
