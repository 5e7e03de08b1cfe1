import fs from 'node:fs/promises';
import path from 'node:path';
import { DATA_FILES } from '../adapters';
import { copyBlobs, readSnapshot, snapshotDatabase } from './snapshot-files';
import type Database from 'better-sqlite3';

export interface EmbeddedBackupOptions {
  /** the running (or stopped) server's DATA_DIR */
  dataDir: string;
  /** where the snapshot folder is made */
  outDir: string;
  /** names the snapshot (default: now) */
  now?: Date;
}

/** What a snapshot holds; also written to its manifest.json, last (a folder without it is incomplete). */
export interface BackupSummary {
  dir: string;
  createdAt: string;
  events: { count: number; head: number };
  /** null when DATA_DIR had no read.sqlite (the projections then rebuild everything) */
  readModels: { projections: number; lowestCheckpoint: number } | null;
  outbox: { messages: number; pending: number } | null;
  blobs: { files: number; bytes: number };
}

export class BackupError extends Error {
  override readonly name = 'BackupError';
}

export const BACKUP_MANIFEST = 'manifest.json';

/**
 * A consistent snapshot of the embedded mode, taken while the server runs, in
 * <outDir>/faena-<UTC time>: first the read models, then the event log, the outbox, the blobs.
 * In that order the read models' checkpoints never pass the log copied after them (on start the
 * projections catch up from there), and every blob an event of the copied log names is present
 * (the server stores a blob before appending the event that names it, and never changes it).
 */
export async function backupEmbedded(options: EmbeddedBackupOptions): Promise<BackupSummary> {
  const source = path.resolve(options.dataDir);
  const eventsFile = path.join(source, DATA_FILES.events);
  await fs.access(eventsFile).catch(() => {
    throw new BackupError(`no embedded event store at ${eventsFile}`);
  });
  const createdAt = (options.now ?? new Date()).toISOString();
  const dir = await makeBackupDir(options.outDir, createdAt);
  const file = (name: string) => path.join(dir, name);
  const hasRead = await snapshotDatabase(path.join(source, DATA_FILES.read), file(DATA_FILES.read));
  await snapshotDatabase(eventsFile, file(DATA_FILES.events));
  const hasOutbox = await snapshotDatabase(
    path.join(source, DATA_FILES.outbox),
    file(DATA_FILES.outbox),
  );
  const blobs = await copyBlobs(path.join(source, DATA_FILES.blobs), file(DATA_FILES.blobs));
  const summary: BackupSummary = {
    dir,
    createdAt,
    events: readSnapshot(file(DATA_FILES.events), eventsOf),
    readModels: hasRead ? readSnapshot(file(DATA_FILES.read), readModelsOf) : null,
    outbox: hasOutbox ? readSnapshot(file(DATA_FILES.outbox), outboxOf) : null,
    blobs,
  };
  await writeManifest(file(BACKUP_MANIFEST), summary);
  return summary;
}

/** <outDir>/faena-<UTC time, compact>, made private to its owner. */
async function makeBackupDir(outDir: string, createdAt: string): Promise<string> {
  const dir = path.join(
    path.resolve(outDir),
    `faena-${createdAt.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}`,
  );
  await fs.mkdir(path.dirname(dir), { recursive: true });
  await fs.mkdir(dir, { mode: 0o700 }).catch((err: unknown) => {
    throw new BackupError(
      `cannot make ${dir}: ${err instanceof Error ? err.message : String(err)}`,
    );
  });
  return dir;
}

const eventsOf = (db: Database.Database) =>
  db.prepare('SELECT COUNT(*) AS count, COALESCE(MAX(position), 0) AS head FROM events').get() as {
    count: number;
    head: number;
  };

const outboxOf = (db: Database.Database) =>
  db
    .prepare(
      "SELECT COUNT(*) AS messages, COALESCE(SUM(status = 'pending'), 0) AS pending FROM outbox",
    )
    .get() as { messages: number; pending: number };

function readModelsOf(db: Database.Database): {
  projections: number;
  lowestCheckpoint: number;
} {
  const exists = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'checkpoints'")
    .get();
  if (!exists) return { projections: 0, lowestCheckpoint: 0 };
  const row = db
    .prepare(
      'SELECT COUNT(*) AS projections, COALESCE(MIN(position), 0) AS lowestCheckpoint FROM checkpoints',
    )
    .get();
  return row as { projections: number; lowestCheckpoint: number };
}

async function writeManifest(target: string, summary: BackupSummary): Promise<void> {
  const tmp = `${target}.tmp`;
  await fs.writeFile(tmp, `${JSON.stringify(summary, null, 2)}\n`, { mode: 0o600, flush: true });
  await fs.rename(tmp, target);
}

/** The lines `npm run backup` prints: where the snapshot went and what it holds. */
export function describeBackup(s: BackupSummary): string[] {
  const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
  return [
    `backup written to ${s.dir}`,
    `  ${DATA_FILES.events.padEnd(14)} ${s.events.count} events, head position ${s.events.head}`,
    s.readModels
      ? `  ${DATA_FILES.read.padEnd(14)} ${s.readModels.projections} projections, checkpoints from position ${s.readModels.lowestCheckpoint} (they catch up on start)`
      : `  ${DATA_FILES.read.padEnd(14)} none (the projections rebuild on start)`,
    s.outbox
      ? `  ${DATA_FILES.outbox.padEnd(14)} ${s.outbox.messages} messages, ${s.outbox.pending} pending`
      : `  ${DATA_FILES.outbox.padEnd(14)} none`,
    `  ${`${DATA_FILES.blobs}/`.padEnd(14)} ${s.blobs.files} files, ${mb(s.blobs.bytes)}`,
    `  ${BACKUP_MANIFEST.padEnd(14)} this summary`,
    "restore: stop Faena, put these files in place of DATA_DIR's (or only events.sqlite and blobs/), start.",
  ];
}
