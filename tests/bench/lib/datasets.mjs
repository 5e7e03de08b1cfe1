// Data the figures run on, built fast and honestly:
// - a seeded template: the real server started once on an empty dir (demo data loaded), then stopped;
// - extra master data (people, contracts) appended straight into the event table of a copy, with
//   the event store's own schema and pragmas, before a server starts on it (its projections catch up);
// - the big log: the projections package's deterministic workload (request lifecycles, door marks,
//   seats, beds) appended by batched inserts.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eventSchema, workload } from './env.mjs';
import { benchContract, benchContractId, benchPerson, benchPersonId } from './bench-records.mjs';
import { startServer } from './server.mjs';

export { CLIENT_ID, DIVISION_ID } from './bench-records.mjs';

export const copyDir = (from, to) => {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  return to;
};

/**
 * Appends events straight into an events.sqlite (opened with the store's own schema), with the
 * next revision per stream and batched transactions. For preparing data only: durability is
 * relaxed while loading (synchronous OFF) and restored by the store when the server opens it.
 */
export class EventFile {
  constructor(file, batch = 20_000) {
    this.db = eventSchema().openEventDatabase(file);
    this.db.pragma('synchronous = OFF');
    this.batch = batch;
    this.rows = [];
    this.revisions = new Map();
    this.count = 0;
    this.tail = this.db.prepare('SELECT max(revision) AS r FROM events WHERE stream = ?');
    const insert = this.db.prepare(
      'INSERT INTO events (id, stream, revision, type, version, data, metadata) VALUES (?, ?, ?, ?, 1, ?, ?)',
    );
    this.insertAll = this.db.transaction((rows) => {
      for (const r of rows) insert.run(r);
    });
  }

  nextRevision(stream) {
    let r = this.revisions.get(stream);
    if (r === undefined) r = this.tail.get(stream)?.r ?? -1;
    r += 1;
    this.revisions.set(stream, r);
    return r;
  }

  add(stream, { type, data, metadata }) {
    const revision = this.nextRevision(stream);
    this.rows.push([
      metadata.eventId,
      stream,
      revision,
      type,
      JSON.stringify(data),
      JSON.stringify(metadata),
    ]);
    this.count += 1;
    if (this.rows.length >= this.batch) this.flush();
  }

  flush() {
    if (this.rows.length === 0) return;
    this.insertAll(this.rows);
    this.rows = [];
  }

  head() {
    this.flush();
    return this.db.prepare('SELECT coalesce(max(position), 0) AS p FROM events').get().p;
  }

  close() {
    this.flush();
    this.db.pragma('wal_checkpoint(TRUNCATE)');
    this.db.close();
  }
}

let loadSeq = 0;
export const loaderMetadata = (tag) => {
  loadSeq += 1;
  const id = `bench-${tag}-${process.pid}-${loadSeq}`;
  return {
    eventId: id,
    commandId: `bench-${tag}`,
    correlationId: `bench-${tag}`,
    causationId: `bench-${tag}`,
    userId: 'BENCH',
    profileId: null,
    clientId: null,
    divisionId: null,
    occurredAt: new Date().toISOString(),
  };
};

/** The demo data as the server loads it on a first start (memoized per run). */
export async function seededTemplate(ctx) {
  return ctx.memo('seeded', async () => {
    const dir = join(ctx.tmp, 'seeded');
    mkdirSync(dir, { recursive: true });
    const server = await startServer({ dataDir: dir, label: 'seed', log: ctx.log });
    await server.stop();
    return dir;
  });
}

/**
 * A seeded dir plus `people` extra people and `contracts` extra contracts (memoized by shape),
 * copied to a fresh dir for each caller.
 */
export async function loadDir(ctx, name, { people, contracts }) {
  const template = await ctx.memo(`load-${people}-${contracts}`, async () => {
    const dir = copyDir(await seededTemplate(ctx), join(ctx.tmp, `load-${people}-${contracts}`));
    const file = new EventFile(join(dir, 'events.sqlite'));
    for (let i = 0; i < contracts; i++)
      file.add(`catalog.contract-${benchContractId(i)}`, {
        type: 'catalog.ContractRegistered',
        data: benchContract(i),
        metadata: loaderMetadata('contract'),
      });
    for (let i = 0; i < people; i++)
      file.add(`catalog.person-${benchPersonId(i)}`, {
        type: 'catalog.PersonRegistered',
        data: benchPerson(i),
        metadata: loaderMetadata('person'),
      });
    file.close();
    return dir;
  });
  return copyDir(template, join(ctx.tmp, name));
}

/**
 * The big log: the seeded demo plus the deterministic workload up to `events` events in total,
 * without read models (the rebuild figure builds them). Memoized per run.
 */
export async function bigLog(ctx, events) {
  return ctx.memo(`biglog-${events}`, async () => {
    const dir = copyDir(await seededTemplate(ctx), join(ctx.tmp, 'biglog'));
    for (const f of ['read.sqlite', 'read.sqlite-wal', 'read.sqlite-shm'])
      rmSync(join(dir, f), { force: true });
    const started = performance.now();
    const file = new EventFile(join(dir, 'events.sqlite'));
    const { EventWorkload } = workload();
    const people = Math.max(200, Math.min(5000, Math.round(events / 200)));
    const load = new EventWorkload({ people, zones: 20, trips: 100, beds: 600, seed: 42 });
    const put = (writes) => {
      for (const w of writes)
        for (const e of w.events)
          file.add(w.stream, { type: e.type, data: e.data, metadata: e.metadata });
    };
    put(load.masterData());
    let head = file.head();
    while (head < events) {
      put(load.next(Math.min(10_000, events - head)));
      head = file.head();
    }
    file.close();
    ctx.log(
      `big log: ${head} events written in ${((performance.now() - started) / 1000).toFixed(1)} s (workload of ${people} people)`,
    );
    return { dir, events: head };
  });
}

export const hasReadModels = (dir) => existsSync(join(dir, 'read.sqlite'));
