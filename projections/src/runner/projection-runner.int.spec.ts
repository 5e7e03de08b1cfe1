import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChangeKind, ChangeMessage } from '@faena/contracts';
import {
  InProcessNoticeBus,
  SqliteEventStore,
  SqliteReadStore,
  type CollectionSpec,
  type Doc,
  type EnsureOptions,
  type StreamWrite,
} from '@faena/core';
import { ALL_PROJECTIONS } from '../all-projections';
import { REQUESTS_COLLECTION, type RequestView } from '../accreditation/requests.projection';
import { EventWorkload, SMALL_WORKLOAD } from '../testing/event-workload';
import { ProjectionRunner } from './projection-runner';

/** The runner on the embedded adapters (SQLite files in a temp dir, in-process bus). */
// every notice kind names the projection that pushes it: a new kind fails to compile here
const KIND_TO_PROJECTION: Record<ChangeKind, string> = {
  'request.changed': 'requests.v3',
  'request.event': 'requests.v3',
  'demobilization.changed': 'demobilizations.v1',
  'zone.occupancy': 'zones.v1',
  'zone.denied': 'zones.v1',
  'trip.seat': 'trips.v2',
  'bed.changed': 'beds.v1',
  'session.revoked': 'sessions (not a projection)',
  'requirement.changed': 'requirement-status.v1',
  'capacity.changed': 'trips.v2',
  'bulk.progress': 'bulk-batches.v1',
  'visit.changed': 'visits.v1',
  'attendanceDay.changed': 'attendance-days.v1',
  'accessRules.changed': 'access-rules.v1',
  'vehicleRequest.changed': 'vehicle-requests.v1',
  'mark.changed': 'marks.v1',
  'vehicleAccess.changed': 'vehicle-requests.v1',
  'identification.changed': 'identification.v1',
  'attendance.changed': 'attendance-config.v1',
  'endowment.changed': 'contract-endowment.v1',
};
/**
 * The projection that pushed a notice (capacity.changed: beds.v1 for beds, trips.v2 for seats;
 * vehicleAccess.changed: marks.v1 for a mark, vehicle-requests.v1 for an accreditation).
 */
const SHARED_KINDS: Partial<Record<ChangeKind, (payload: unknown) => string | undefined>> = {
  'capacity.changed': (p) => ((p as { figure?: string }).figure === 'beds' ? 'beds.v1' : undefined),
  'vehicleAccess.changed': (p) =>
    (p as { change?: string }).change === 'mark' ? 'marks.v1' : undefined,
};
const projectionOf = (notice: ChangeMessage): string =>
  SHARED_KINDS[notice.kind]?.(notice.payload) ?? KIND_TO_PROJECTION[notice.kind];
const COLLECTIONS = ALL_PROJECTIONS.flatMap((p) => p.collections.map((c) => c.name));

let dir: string;
/** every runner and store a test opened, closed after it even when it fails */
let opened: Array<() => Promise<void>> = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'faena-runner-'));
});
afterEach(async () => {
  for (const close of opened.reverse()) await close();
  opened = [];
  rmSync(dir, { recursive: true, force: true });
});

function open(readFile = 'read.sqlite', batchSize = 50, idleCheckpointEvery = 0) {
  const eventStore = new SqliteEventStore({ file: join(dir, 'events.sqlite'), pollMs: 20 });
  const readStore = new SqliteReadStore({ file: join(dir, readFile) });
  const bus = new InProcessNoticeBus();
  const runner = new ProjectionRunner({
    eventStore,
    readStore,
    bus,
    projections: ALL_PROJECTIONS,
    batchSize,
    idleCheckpointEvery,
  });
  const close = async () => {
    await runner.stop();
    await readStore.close();
    await eventStore.close();
  };
  opened.push(close);
  return { eventStore, readStore, bus, runner, close };
}

/** Every document of every collection, serialized in the store's order. */
async function dump(readStore: SqliteReadStore): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const c of COLLECTIONS)
    out[c] = (await readStore.find<Doc>(c, {})).map((d) => JSON.stringify(d));
  return out;
}
const sorted = (d: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(d).map(([c, docs]) => [c, [...docs].sort()]));

/** Lets a resumed runner reach `head`, then compares its documents with a fresh store filled from 0. */
async function expectSameAsFreshRebuild(
  resumed: ReturnType<typeof open>,
  head: number,
): Promise<void> {
  await resumed.runner.start();
  await resumed.runner.waitFor(head, 20_000);
  const documents = await dump(resumed.readStore);
  await resumed.close();
  const reference = open('reference.sqlite', 1000);
  await reference.runner.start();
  await reference.runner.waitFor(head, 20_000);
  expect(sorted(documents)).toEqual(sorted(await dump(reference.readStore)));
  await reference.close();
}

async function append(eventStore: SqliteEventStore, writes: StreamWrite[]): Promise<number> {
  const results = await eventStore.appendMulti(writes);
  return Math.max(...results.map((r) => r.position));
}

describe('ProjectionRunner on SQLite', () => {
  it('catches up without notices, then follows live and notifies only after the commit', async () => {
    const { eventStore, readStore, bus, runner, close } = open();
    const load = new EventWorkload(SMALL_WORKLOAD);
    const startHead = await append(eventStore, [...load.masterData(), ...load.next(400)]);
    const seen: Array<{
      notice: ChangeMessage;
      checkpoint: Promise<number>;
      row: Promise<RequestView | null> | null;
    }> = [];
    bus.subscribe((notices) => {
      for (const notice of notices) {
        // read at the moment of the push (the SQLite adapter reads synchronously inside the call)
        const checkpoint = readStore.getCheckpoint(projectionOf(notice));
        const row =
          notice.kind === 'request.changed'
            ? readStore.get<RequestView>(
                REQUESTS_COLLECTION,
                (notice.payload as RequestView).requestId,
              )
            : null;
        seen.push({ notice, checkpoint, row });
      }
    });
    await runner.start();
    await runner.waitFor(startHead, 20_000);
    expect(seen).toEqual([]);
    expect(runner.status().every((s) => s.state === 'live' && s.checkpoint === startHead)).toBe(
      true,
    );

    let head = startHead;
    for (let i = 0; i < 5; i++) head = await append(eventStore, load.next(30));
    await runner.waitFor(head, 20_000);
    expect(seen.length).toBeGreaterThan(0);
    for (const { notice, checkpoint, row } of seen) {
      expect(notice.position).toBeGreaterThan(startHead);
      expect(await checkpoint).toBeGreaterThanOrEqual(notice.position);
      if (row)
        expect((await row)?.version).toBeGreaterThanOrEqual(
          (notice.payload as RequestView).version,
        );
    }
    console.log(
      `catch-up of ${startHead} events silent; ${seen.length} notices for ${head - startHead} live events, each after its commit`,
    );
    await close();
  });

  it('resumes from its checkpoints after a restart: nothing applied twice, nothing skipped', async () => {
    const load = new EventWorkload(SMALL_WORKLOAD);
    const first = open('read.sqlite', 7);
    let head = await append(first.eventStore, [...load.masterData(), ...load.next(300)]);
    await first.runner.start();
    await first.runner.waitFor(Math.floor(head / 2), 20_000, ['zones.v1']);
    await first.close();

    const second = open('read.sqlite', 7);
    head = await append(second.eventStore, load.next(200));
    await expectSameAsFreshRebuild(second, head);
  });

  describe('with idle checkpoints kept in memory (idleCheckpointEvery)', () => {
    const persisted = (readStore: SqliteReadStore) =>
      Promise.all(ALL_PROJECTIONS.map((p) => readStore.getCheckpoint(p.name)));

    it('an idle projection commits nothing, and resumes after a crash with nothing skipped or applied twice', async () => {
      const load = new EventWorkload(SMALL_WORKLOAD);
      const first = open('read.sqlite', 7, 1_000_000);
      const commits: string[] = [];
      const commit = first.readStore.commit.bind(first.readStore);
      first.readStore.commit = (ops, checkpoint) => {
        commits.push(checkpoint.projection);
        return commit(ops, checkpoint);
      };
      await first.runner.start();
      let head = await append(first.eventStore, load.masterData());
      await first.runner.waitFor(head, 20_000);
      const afterMasterData = await persisted(first.readStore);
      commits.length = 0;
      for (let i = 0; i < 10; i++) head = await append(first.eventStore, load.next(20));
      await first.runner.waitFor(head, 20_000);
      const before = await persisted(first.readStore);
      const idle = ALL_PROJECTIONS.filter(
        (p, i) => before[i]! < head && before[i] === afterMasterData[i],
      ).map((p) => p.name);
      console.log(
        `live: ${commits.length} commits for ${head} events; idle since the master data (checkpoint only in memory): ${idle.join(', ')}`,
      );
      expect(idle.length).toBeGreaterThan(0);
      expect(commits.filter((name) => idle.includes(name))).toEqual([]);
      expect(
        first.runner.status().every((st) => st.checkpoint === head && st.state === 'live'),
      ).toBe(true);
      // a crash: the checkpoints kept in memory are lost (the stop cannot save them)
      first.readStore.commit = () => Promise.reject(new Error('crashed'));
      await first.close();

      const second = open('read.sqlite', 7, 1_000_000);
      expect(await persisted(second.readStore)).toEqual(before);
      head = await append(second.eventStore, [...load.masterData(), ...load.next(100)]);
      await expectSameAsFreshRebuild(second, head);
    });

    it('saves the checkpoints kept in memory on a clean stop, and every n positions', async () => {
      const load = new EventWorkload(SMALL_WORKLOAD);
      const stores = open('read.sqlite', 7, 60);
      await stores.runner.start();
      let head = await append(stores.eventStore, load.masterData());
      for (let i = 0; i < 10; i++) head = await append(stores.eventStore, load.next(20));
      await stores.runner.waitFor(head, 20_000);
      const live = await persisted(stores.readStore);
      console.log(`every 60 positions: persisted ${JSON.stringify(live)} at head ${head}`);
      expect(live.every((c) => c > head - 60 - 7)).toBe(true);
      await stores.runner.stop();
      expect(await persisted(stores.readStore)).toEqual(ALL_PROJECTIONS.map(() => head));
      await stores.close();
    });
  });

  /** A live run in small appends (live batches of 1..60 events), then rebuilds in batches of 1000. */
  async function liveThenRebuild(name?: string) {
    const stores = open('read.sqlite', 1000);
    const load = new EventWorkload({ ...SMALL_WORKLOAD, seed: 11 });
    await stores.runner.start();
    let head = await append(stores.eventStore, load.masterData());
    for (let i = 0; i < 20; i++) {
      head = await append(stores.eventStore, load.next(1 + i * 3));
      await stores.runner.waitFor(head, 20_000);
    }
    const live = await dump(stores.readStore);
    await stores.runner.rebuild(name);
    const rebuilt = await dump(stores.readStore);
    const states = stores.runner.status().map((s) => s.state);
    await stores.close();
    return { head, live, rebuilt, states };
  }

  it('rebuilds while running to byte-identical documents', async () => {
    const { head, live, rebuilt, states } = await liveThenRebuild();
    expect(states).toEqual(ALL_PROJECTIONS.map(() => 'live'));
    expect(sorted(rebuilt)).toEqual(sorted(live));
    console.log(
      `rebuilt ${head} events: ${Object.values(live).flat().length} documents identical to the live run`,
    );
  });

  it('rebuilds one projection and leaves the others alone', async () => {
    const { live, rebuilt } = await liveThenRebuild('requests.v3');
    expect(sorted(rebuilt)).toEqual(sorted(live));
  });

  it('keeps the insertion order (RowIndex) of the documents across a rebuild', async () => {
    // needs the read store to take a created document's seq from DocOp.firstPosition
    const { live, rebuilt } = await liveThenRebuild();
    expect(rebuilt).toEqual(live);
  });

  it('waits for a position and answers query.positionTimeout past the head', async () => {
    const { eventStore, runner, close } = open();
    const load = new EventWorkload(SMALL_WORKLOAD);
    await runner.start();
    const waiting = runner.waitFor(1, 20_000, ['clients.v1']);
    const head = await append(eventStore, load.masterData());
    await expect(waiting).resolves.toBeUndefined();
    await runner.waitFor(head, 20_000);
    await expect(runner.waitFor(head + 1, 50)).rejects.toMatchObject({
      code: 'query.positionTimeout',
    });
    await close();
  });
});

describe('ProjectionRunner: indexes deferred while filling from empty', () => {
  /** A SQLite read store that writes down how each collection was ensured, in order. */
  class RecordingReadStore extends SqliteReadStore {
    readonly calls: string[] = [];
    override async ensureCollection(spec: CollectionSpec, options?: EnsureOptions): Promise<void> {
      this.calls.push(`${options?.deferIndexes ? 'defer' : 'full'}:${spec.name}`);
      await super.ensureCollection(spec, options);
    }
  }

  async function fill(batchSize: (head: number) => number) {
    const eventStore = new SqliteEventStore({ file: join(dir, 'events.sqlite'), pollMs: 20 });
    const load = new EventWorkload(SMALL_WORKLOAD);
    const head = await append(eventStore, [...load.masterData(), ...load.next(300)]);
    const readStore = new RecordingReadStore({ file: join(dir, 'read.sqlite') });
    const runner = new ProjectionRunner({
      eventStore,
      readStore,
      bus: new InProcessNoticeBus(),
      projections: ALL_PROJECTIONS,
      batchSize: batchSize(head),
    });
    opened.push(async () => {
      await runner.stop();
      await readStore.close();
      await eventStore.close();
    });
    await runner.start();
    await runner.waitFor(head, 20_000);
    readStore.calls.push('ready');
    return { readStore, head, runner };
  }

  const expectIndexedBeforeReady = (calls: string[]) => {
    for (const name of COLLECTIONS) {
      const deferred = calls.indexOf(`defer:${name}`);
      const built = calls.indexOf(`full:${name}`);
      expect({
        name,
        deferred: deferred >= 0,
        builtBeforeReady: built > deferred && built < calls.indexOf('ready'),
      }).toEqual({ name, deferred: true, builtBeforeReady: true });
    }
  };

  it('builds the indexes before anyone waiting for the head is answered (last catch-up batch short)', async () => {
    const { readStore, head, runner } = await fill(() => 50);
    expectIndexedBeforeReady(readStore.calls);
    expect(runner.status().every((s) => s.state === 'live' && s.checkpoint === head)).toBe(true);
    // the requests grid is answered from its compound index, not a scan
    const plan = readStore.explainQuery(
      REQUESTS_COLLECTION,
      {
        skip: 0,
        take: 10,
        sort: [{ selector: 'RowIndex', desc: false }],
        filter: [{ field: 'status', op: '=', value: 'P' }],
      },
      { clientId: 'x' },
    );
    expect(`${plan.count}\n${plan.page}`).toMatch(/USING (COVERING )?INDEX/);
    console.log(
      `filled ${head} events with deferred indexes; ensure calls: ${readStore.calls.length}`,
    );
  });

  it('also when the log ends on a full batch (the indexes come after the last commit, still before the answer)', async () => {
    const { readStore, head } = await fill((h) => h);
    expectIndexedBeforeReady(readStore.calls);
    expect(head).toBeGreaterThan(0);
  });

  it('a restart past position 0 ensures the indexes at once, without deferring', async () => {
    const first = await fill(() => 50);
    await first.runner.stop();
    const again = new RecordingReadStore({ file: join(dir, 'read.sqlite') });
    const eventStore = new SqliteEventStore({ file: join(dir, 'events.sqlite'), pollMs: 20 });
    const runner = new ProjectionRunner({
      eventStore,
      readStore: again,
      bus: new InProcessNoticeBus(),
      projections: ALL_PROJECTIONS,
      batchSize: 50,
    });
    opened.push(async () => {
      await runner.stop();
      await again.close();
      await eventStore.close();
    });
    await runner.start();
    await runner.waitFor(first.head, 20_000);
    // every projection committed a checkpoint in the first run (idle ones too, idleCheckpointEvery 0)
    expect(again.calls.filter((c) => c.startsWith('defer:'))).toEqual([]);
    expect(again.calls.filter((c) => c.startsWith('full:')).sort()).toEqual(
      COLLECTIONS.map((c) => `full:${c}`).sort(),
    );
  });
});
