import { settle } from '@faena/core';
import { Query, aggregate, find } from 'mingo';
import {
  MongoBulkWriteError,
  MongoServerError,
  type BulkWriteResult,
  type MongoClient,
} from 'mongodb';

type Row = Record<string, unknown> & { _id: unknown };
type Spec = Record<string, unknown>;

const clone = <T>(value: T): T => structuredClone(value);

function duplicateKey(id: unknown): MongoServerError {
  return new MongoServerError({
    message: `E11000 duplicate key error dup key: { _id: ${JSON.stringify(id)} }`,
    code: 11000,
  });
}

function project(row: Row, projection: Spec | undefined): Row {
  const out = clone(row);
  for (const [key, include] of Object.entries(projection ?? {}))
    if (include === 0) Reflect.deleteProperty(out, key);
  return out;
}

class CursorStandIn {
  private sortSpec: Spec = {};
  private skipped = 0;
  private limited = 0;
  constructor(
    private readonly rows: Row[],
    private readonly filter: Spec,
    private readonly projection: Spec | undefined,
  ) {}
  sort(spec: Spec) {
    this.sortSpec = spec;
    return this;
  }
  skip(n: number) {
    this.skipped = n;
    return this;
  }
  limit(n: number) {
    this.limited = n;
    return this;
  }
  toArray(): Promise<Row[]> {
    return settle(() => {
      let cursor = find(this.rows, this.filter);
      if (Object.keys(this.sortSpec).length > 0) cursor = cursor.sort(this.sortSpec);
      cursor = cursor.skip(this.skipped);
      if (this.limited > 0) cursor = cursor.limit(this.limited);
      return (cursor.all() as Row[]).map((r) => project(r, this.projection));
    });
  }
}

/** The collection calls the read store makes, over mingo (MongoDB's query language in JS). */
class CollectionStandIn {
  rows: Row[] = [];
  readonly indexSpecs = new Map<string, Spec>([['_id_', { _id: 1 }]]);

  createIndexes(specs: Array<{ key: Spec; name?: string }>): Promise<string[]> {
    return settle(() => {
      return specs.map((s) => {
        const name = s.name ?? Object.keys(s.key).join('_');
        this.indexSpecs.set(name, s.key);
        return name;
      });
    });
  }
  indexes(): Promise<Array<{ name: string; key: Spec }>> {
    return settle(() => {
      return [...this.indexSpecs].map(([name, key]) => ({ name, key }));
    });
  }
  dropIndex(name: string): Promise<void> {
    return settle(() => {
      this.indexSpecs.delete(name);
    });
  }
  findOne(filter: Spec, options: { projection?: Spec } = {}): Promise<Row | null> {
    return settle(() => {
      const row = this.rows.find((r) => new Query(filter).test(r));
      return row ? project(row, options.projection) : null;
    });
  }
  find(filter: Spec, options: { projection?: Spec } = {}) {
    return new CursorStandIn(this.rows, filter, options.projection);
  }
  countDocuments(filter: Spec): Promise<number> {
    return settle(() => {
      return this.rows.filter((r) => new Query(filter).test(r)).length;
    });
  }
  updateOne(filter: Spec, update: Spec | Spec[], options: { upsert?: boolean } = {}) {
    return settle(() => {
      const index = this.rows.findIndex((r) => new Query(filter).test(r));
      const apply = (doc: Row): Row =>
        Array.isArray(update)
          ? (aggregate([doc], update)[0] as Row)
          : { ...doc, ...clone((update as { $set: Spec }).$set) };
      if (index >= 0) {
        this.rows[index] = apply(this.rows[index]!);
        return { matchedCount: 1 };
      }
      if (!options.upsert) return { matchedCount: 0 };
      if (this.rows.some((r) => r._id === filter._id)) throw duplicateKey(filter._id);
      this.rows.push(apply({ _id: filter._id }));
      return { matchedCount: 0, upsertedCount: 1 };
    });
  }
  deleteOne(filter: Spec) {
    return settle(() => {
      const index = this.rows.findIndex((r) => new Query(filter).test(r));
      if (index >= 0) this.rows.splice(index, 1);
      return { deletedCount: index >= 0 ? 1 : 0 };
    });
  }
  async bulkWrite(
    ops: Array<{
      updateOne?: { filter: Spec; update: Spec[]; upsert?: boolean };
      deleteOne?: { filter: Spec };
    }>,
  ) {
    const writeErrors: Array<{ code: number; index: number; errmsg: string }> = [];
    for (const [index, op] of ops.entries()) {
      try {
        if (op.updateOne)
          await this.updateOne(op.updateOne.filter, op.updateOne.update, {
            upsert: op.updateOne.upsert ?? false,
          });
        if (op.deleteOne) await this.deleteOne(op.deleteOne.filter);
      } catch (error) {
        if (!(error instanceof MongoServerError)) throw error;
        writeErrors.push({ code: Number(error.code), index, errmsg: error.message });
      }
    }
    if (writeErrors.length > 0) {
      throw new MongoBulkWriteError(
        { message: writeErrors[0]!.errmsg, code: 11000, writeErrors: writeErrors as never },
        // the driver's result class has no public constructor: an empty stand-in
        // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
        {} as BulkWriteResult,
      );
    }
    return {};
  }
}

class DbStandIn {
  readonly collections = new Map<string, CollectionStandIn>();
  collection(name: string): CollectionStandIn {
    let c = this.collections.get(name);
    if (!c) {
      c = new CollectionStandIn();
      this.collections.set(name, c);
    }
    return c;
  }
  dropCollection(name: string): Promise<boolean> {
    return settle(() => {
      if (!this.collections.delete(name))
        throw new MongoServerError({
          message: 'ns not found',
          codeName: 'NamespaceNotFound',
          code: 26,
        });
      return true;
    });
  }
  dropDatabase(): Promise<boolean> {
    return settle(() => {
      this.collections.clear();
      return true;
    });
  }
}

/**
 * An in-memory stand-in for the MongoClient calls MongoReadStore makes, evaluating filters, sorts
 * and update pipelines with mingo. It checks the ADAPTER's translation and guards where no engine
 * runs; it is not evidence about MongoDB itself.
 */
export class MongoClientStandIn {
  private readonly dbs = new Map<string, DbStandIn>();
  db(name: string): DbStandIn {
    let db = this.dbs.get(name);
    if (!db) {
      db = new DbStandIn();
      this.dbs.set(name, db);
    }
    return db;
  }
  asClient(): MongoClient {
    return this as unknown as MongoClient;
  }
}
