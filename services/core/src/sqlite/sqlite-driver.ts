import type BetterSqlite3 from 'better-sqlite3';

/**
 * Which better-sqlite3 this Node loads (ADR 0004). better-sqlite3 12 wraps its objects in Node's
 * own `ObjectWrap`, whose destructor aborts Node 24.19+ when a statement is collected after its
 * environment is gone ("Assertion failed: (env) != nullptr", seen at shutdown on Node 24). 13 is
 * built on Node-API 10, which that abort cannot reach, but segfaults on a Node without Node-API 10
 * (every Node 20, Node 22 before 22.14). So: 13 (installed as `better-sqlite3-napi`) wherever
 * Node-API 10 exists, 12 elsewhere. Both read and write the same files.
 */
export const NAPI_DRIVER = 'better-sqlite3-napi';
export const ABI_DRIVER = 'better-sqlite3';

export function sqliteDriverFor(napiVersion: string | undefined): string {
  return Number(napiVersion ?? 0) >= 10 ? NAPI_DRIVER : ABI_DRIVER;
}

/** The module name of the driver for the running Node. */
export const SQLITE_DRIVER = sqliteDriverFor(process.versions.napi);

/** Its resolved path (for worker threads that open their own connection). */
export const sqliteDriverPath = (): string => require.resolve(SQLITE_DRIVER);

// eslint-disable-next-line @typescript-eslint/no-require-imports -- chosen at run time by Node-API level
export const Database = require(SQLITE_DRIVER) as typeof BetterSqlite3;
