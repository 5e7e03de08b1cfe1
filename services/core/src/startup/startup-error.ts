import { accessSync, constants, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * A reason not to start that the operator must fix (a folder that cannot be written, a refused
 * password): the entries print its message as one line, without a stack, and exit 1.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** File-system and SQLite error codes that mean "this disk or folder cannot be written". */
const STORAGE_CODES = new Set([
  'EACCES',
  'EPERM',
  'EROFS',
  'ENOTDIR',
  'ENOSPC',
  'EEXIST',
  'EDQUOT',
  'SQLITE_READONLY',
  'SQLITE_CANTOPEN',
  'SQLITE_FULL',
  'SQLITE_IOERR',
]);

function codeOf(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The cause of a storage error in a few words: `EROFS: read-only file system`. */
function causeOf(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  // Node's messages repeat the code and the path: "EROFS: read-only file system, open '/x'"
  return message.replace(/, \w+ '[^']*'$/, '');
}

/**
 * Makes sure `dir` exists and can be written: creates it, writes and removes a probe file.
 * Throws a StartupError that names the folder and the cause.
 */
export function ensureWritableDir(dir: string, label = 'DATA_DIR'): void {
  const path = resolve(dir);
  try {
    mkdirSync(path, { recursive: true });
    accessSync(path, constants.W_OK);
    const probe = join(path, `.write-probe-${process.pid}`);
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (err) {
    throw new StartupError(`${label} ${path} cannot be written: ${causeOf(err)}`);
  }
}

/** A storage failure met after the check (the disk turned read-only, it filled up) as a StartupError, else null. */
export function storageStartupError(err: unknown, dir: string): StartupError | null {
  if (err instanceof StartupError) return err;
  const code = codeOf(err);
  if (code === undefined || !STORAGE_CODES.has(code)) return null;
  const cause = causeOf(err);
  return new StartupError(
    `DATA_DIR ${resolve(dir)} cannot be used: ${cause.startsWith(code) ? cause : `${code}: ${cause}`}`,
  );
}
