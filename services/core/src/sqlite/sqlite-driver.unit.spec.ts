import { ABI_DRIVER, NAPI_DRIVER, SQLITE_DRIVER, Database, sqliteDriverFor } from './sqlite-driver';

describe('the SQLite driver for the running Node', () => {
  it('is better-sqlite3 13 (Node-API) wherever Node-API 10 exists, 12 elsewhere', () => {
    expect(sqliteDriverFor('10')).toBe(NAPI_DRIVER); // Node 22.14+, 24
    expect(sqliteDriverFor('11')).toBe(NAPI_DRIVER);
    expect(sqliteDriverFor('9')).toBe(ABI_DRIVER); // Node 20, 22.0–22.13
    expect(sqliteDriverFor(undefined)).toBe(ABI_DRIVER);
  });

  it('loads the chosen one and opens a database with it', () => {
    expect(SQLITE_DRIVER).toBe(sqliteDriverFor(process.versions.napi));
    const wanted = SQLITE_DRIVER === NAPI_DRIVER ? /^13\./ : /^12\./;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the installed package's version
    expect((require(`${SQLITE_DRIVER}/package.json`) as { version: string }).version).toMatch(
      wanted,
    );
    const db = new Database(':memory:');
    expect(db.prepare('select 1 as one').get()).toEqual({ one: 1 });
    db.close();
  });
});
