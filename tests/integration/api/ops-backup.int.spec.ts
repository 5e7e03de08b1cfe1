import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addDays,
  API,
  type DownloadedFile,
  type RequestRow,
  type StoredEvent,
} from '@faena/contracts';
import {
  BACKUP_MANIFEST,
  BlobStore,
  EventStore,
  FixedClock,
  InProcessNoticeBus,
  ReadStore,
  SqliteEventStore,
  SqliteReadStore,
  backupEmbedded,
} from '@faena/core';
import { ALL_PROJECTIONS, ProjectionRunner } from '@faena/projections';
import {
  callsAs,
  givenPeople,
  newCommandId,
  PDFS,
  startTestApp,
  type Calls,
  type TestApp,
  REQUEST_PICKED,
} from '@faena/test-kit';
import { commandStream } from '../../../services/api/src/platform/commands/command-writes';
import { ReadWaiter } from '../../../services/api/src/platform/storage/read-waiter';

// two seeded starts, a backup under writes and a full rebuild: minutes on a loaded machine
jest.setTimeout(240_000);

const TODAY = '2026-11-23';
const CONTRACT = 'CTR-2026-000';
const PEOPLE = 60;
/** a PDF that parses (uploads are checked by pdf.js), with bytes of its own */
const pdf = (text: string) => PDFS.valid(text);
const resultOf = (res: { body: unknown }) => (res.body as { result: unknown }).result;

/** One request submitted and given a PDF, as the writer saw it answered. */
interface Written {
  requestId: string;
  attachmentId: string;
  bytes: Buffer;
  /** the attach command's id and answered position (its marker's) */
  commandId: string;
  position: number;
  /** answered before the backup began: the snapshot must hold it */
  beforeBackup: boolean;
}

/**
 * `npm run backup`'s snapshot, taken while the server runs and writes go on, restores into a fresh
 * DATA_DIR: every write answered before the backup began is there, every blob the log names is
 * there, and the read models, caught up on start, equal a rebuild of the restored log.
 */
describe('ops: backup of the embedded mode while it runs, and restore', () => {
  const clock = new FixedClock(new Date(`${TODAY}T12:00:00Z`));
  const work = mkdtempSync(join(tmpdir(), 'faena-backup-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  let backupBegan = false;
  let stop = false;
  const written: Written[] = [];
  let next = 0;

  const writeOne = async (calls: Calls): Promise<void> => {
    next += 1;
    const personId = `BKP-${next}`;
    const submitted = await calls.post(API.submitRequest.path, {
      commandId: newCommandId('bks'),
      personId,
      contractId: CONTRACT,
      startDate: TODAY,
      endDate: addDays(TODAY, 90),
      reason: 'Ingreso a faena',
      ...REQUEST_PICKED,
    });
    expect(submitted.status).toBe(201);
    const requestId = (resultOf(submitted) as { id: string }).id;
    const bytes = pdf(`examen de ${personId}`);
    const commandId = newCommandId('bka');
    const attached = await calls.post(API.attachRequestFile.path, {
      commandId,
      requestId,
      file: { fileName: `${personId}.pdf`, contentBase64: bytes.toString('base64') },
    });
    expect(attached.status).toBe(201);
    const { attachmentId, position } = resultOf(attached) as {
      attachmentId: string;
      position: number;
    };
    written.push({
      requestId,
      attachmentId,
      bytes,
      commandId,
      position,
      beforeBackup: !backupBegan,
    });
  };
  const writer = async (calls: Calls) => {
    while (!stop && next < PEOPLE) await writeOne(calls);
  };

  it('restores every acknowledged write, every blob, and read models equal to a rebuild', async () => {
    const source = await startTestApp({ clock, dataDir: join(work, 'data') });
    let snapshot: string;
    try {
      await givenPeople(
        source.app.get(EventStore),
        'bkp-people',
        Array.from({ length: PEOPLE }, (_, i) => ({
          personId: `BKP-${i + 1}`,
          companyId: 'EMP-MINERA-ANDINA',
        })),
      );
      const calls = callsAs(source, 'SOLICITANTE');
      await calls.get(API.listRequests.path); // signs in before the writers start
      for (let i = 0; i < 6; i += 1) await writeOne(calls);
      const writers = [writer(calls), writer(calls), writer(calls)];
      await writeOne(calls);
      backupBegan = true; // three writers have a command in flight now
      const summary = await backupEmbedded({
        dataDir: source.dataDir,
        outDir: join(work, 'backups'),
        now: clock.now(),
      });
      stop = true;
      await Promise.all(writers);
      snapshot = summary.dir;
      const before = written.filter((w) => w.beforeBackup);
      process.stdout.write(
        `backup: ${summary.events.count} events; ${before.length} writes answered before it began, ${written.length - before.length} after\n`,
      );
      expect(snapshot).toBe(join(work, 'backups', 'faena-20261123T120000Z'));
      expect(JSON.parse(readFileSync(join(snapshot, BACKUP_MANIFEST), 'utf8'))).toEqual(summary);
      expect(readdirSync(snapshot).sort()).toEqual([
        'blobs',
        'events.sqlite',
        BACKUP_MANIFEST,
        'outbox.sqlite',
        'read.sqlite',
      ]);
      expect(summary.events.head).toBeGreaterThanOrEqual(
        Math.max(...before.map((w) => w.position)),
      );
    } finally {
      await source.close();
    }

    const restoredDir = join(work, 'restored');
    for (const name of readdirSync(snapshot).filter((n) => n !== BACKUP_MANIFEST))
      cpSync(join(snapshot, name), join(restoredDir, name), { recursive: true });
    const restored = await startTestApp({ clock, dataDir: restoredDir, seed: false });
    try {
      const store = restored.app.get(EventStore);
      const head = await store.headPosition();
      await restored.app.get(ReadWaiter).waitFor(head);
      await expectAcknowledgedWrites(
        restored,
        written.filter((w) => w.beforeBackup),
      );
      await expectEveryBlobOfTheLog(store, restored.app.get(BlobStore));
      await expectReadModelsEqualARebuild(restored, join(work, 'rebuild.sqlite'));
    } finally {
      await restored.close();
    }
  });
});

async function expectAcknowledgedWrites(app: TestApp, acknowledged: Written[]): Promise<void> {
  expect(acknowledged.length).toBeGreaterThanOrEqual(7);
  const calls = callsAs(app, 'SOLICITANTE');
  for (const w of acknowledged) {
    const row = resultOf(
      await calls.get(API.getRequest.path, { requestId: w.requestId }),
    ) as RequestRow;
    expect(row.attachments).toEqual([
      {
        attachmentId: w.attachmentId,
        fileName: expect.any(String) as string,
        size: w.bytes.length,
      },
    ]);
    const file = resultOf(
      await callsAs(app, 'APROBADOR').get(API.requestAttachment.path, {
        requestId: w.requestId,
        attachmentId: w.attachmentId,
      }),
    ) as DownloadedFile;
    expect(Buffer.from(file.fileBase64, 'base64').equals(w.bytes)).toBe(true);
    expect(
      (await app.app.get(EventStore).readStream(commandStream(w.commandId))).map((e) => e.position),
    ).toEqual([w.position]);
  }
}

async function expectEveryBlobOfTheLog(store: EventStore, blobs: BlobStore): Promise<void> {
  const named: string[] = [];
  for (let from = 0; ;) {
    const page: StoredEvent[] = await store.readAll(from, 5000);
    if (page.length === 0) break;
    for (const e of page)
      if (e.type === 'accreditation.RequestAttachmentAdded')
        named.push((e.data as { blobKey: string }).blobKey);
    from = page[page.length - 1]!.position;
  }
  expect(named.length).toBeGreaterThan(0);
  for (const key of named) expect(await blobs.get(key)).not.toBeNull();
}

/** Every collection of every projection, as the restored app caught up, equals a rebuild of its log from empty. */
async function expectReadModelsEqualARebuild(app: TestApp, file: string): Promise<void> {
  const log = new SqliteEventStore({ file: join(app.dataDir, 'events.sqlite') });
  const fresh = new SqliteReadStore({ file });
  const runner = new ProjectionRunner({
    eventStore: log,
    readStore: fresh,
    bus: new InProcessNoticeBus(),
    projections: ALL_PROJECTIONS,
    batchSize: 5000,
  });
  try {
    await runner.rebuild();
    const live = app.app.get(ReadStore);
    for (const collection of ALL_PROJECTIONS.flatMap((p) => p.collections.map((c) => c.name))) {
      const sorted = async (s: ReadStore) =>
        (await s.find(collection, {}, 10_000_000)).map((d) => JSON.stringify(d)).sort();
      expect({ collection, docs: await sorted(live) }).toEqual({
        collection,
        docs: await sorted(fresh),
      });
    }
  } finally {
    await runner.stop();
    await fresh.close();
    await log.close();
  }
  expect(existsSync(file)).toBe(true);
}
