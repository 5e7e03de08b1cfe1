import fs from 'node:fs/promises';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { Database as SqliteDatabase } from '../sqlite/sqlite-driver';
import type { Dirent } from 'node:fs';

/** every remaining page in one step: the copy is one read transaction, a consistent snapshot */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies a live SQLite database with the online backup API (better-sqlite3's db.backup) from a
 * connection of its own: the server keeps writing through its connections meanwhile, and the copy
 * holds exactly the transactions committed when its single step ran. False when there is no file.
 */
export async function snapshotDatabase(source: string, target: string): Promise<boolean> {
  try {
    await fs.access(source);
  } catch {
    return false;
  }
  const db = new SqliteDatabase(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 10000');
    await db.backup(target, { progress: () => ALL_PAGES });
  } finally {
    db.close();
  }
  selfContained(target);
  return true;
}

/** The copy keeps the source's WAL mode; in rollback mode it is one file (the server turns WAL back on when it opens it). */
function selfContained(file: string): void {
  const db = new SqliteDatabase(file, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
}

/** Runs one query on a snapshot file (read-only) and closes it. */
export function readSnapshot<T>(file: string, query: (db: Database.Database) => T): T {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    return query(db);
  } finally {
    db.close();
  }
}

/**
 * Copies the blob folder: blobs are written to a temporary file and renamed into place, and never
 * changed or deleted after, so the files present are whole; temporary files are left out.
 */
export async function copyBlobs(
  source: string,
  target: string,
): Promise<{ files: number; bytes: number }> {
  const total = { files: 0, bytes: 0 };
  let entries: Dirent[];
  try {
    entries = await fs.readdir(source, { withFileTypes: true });
  } catch {
    return total;
  }
  await fs.mkdir(target, { recursive: true, mode: 0o700 });
  for (const entry of entries) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) {
      const inner = await copyBlobs(from, to);
      total.files += inner.files;
      total.bytes += inner.bytes;
    } else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
      await fs.copyFile(from, to);
      total.files += 1;
      total.bytes += (await fs.stat(to)).size;
    }
  }
  return total;
}
