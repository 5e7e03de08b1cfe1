import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteReadStore, type DocOp } from '@faena/core';
import {
  USER_PROFILES_COLLECTION,
  USER_PROFILES_COLLECTION_SPEC,
  USER_PROFILES_ORDER,
  userProfileRows,
} from '@faena/projections';

/**
 * The per-profile user listing (SeguridadUsuarioPerfil/listarbyPerfil) reads one page through an
 * index in the listing's order and counts from a counter: EXPLAIN QUERY PLAN of the statements the
 * port runs, over thousands of grants, so bringing back a load-and-sort of every row fails here.
 */
const USERS = 3000;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faena-user-profiles-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const grant = (profileId: string, clientId: string) => ({
  profileId,
  profileName: profileId,
  clientId,
  clientName: clientId,
  divisionId: 'D1',
  divisionName: 'D1',
  countryId: 'PE',
  companyId: null,
  companyName: null,
  contractor: false,
  accreditationRole: null,
  characteristics: [],
  permissions: [],
  readOnly: false,
});

function ops(i: number): DocOp[] {
  const profiles = [
    grant(`PRF-${i % 4}`, 'MINERA-ANDINA'),
    grant('PRF-0', i % 5 === 0 ? 'MINERA-COSTA' : 'MINERA-ANDINA'),
  ];
  const data = {
    username: `U${i}`,
    firstName: `Nombre${(i * 7919) % 997}`,
    lastName: 'Quispe',
    email: `u${i}@x.pe`,
    phone: '',
    passwordHash: 'h',
    profiles,
  };
  return userProfileRows(data).map((doc) => ({
    kind: 'put',
    collection: USER_PROFILES_COLLECTION,
    id: `${doc.IdUsuario}|${doc.IdCliente}|${doc.IdPerfil}|${doc.IdDivision}`,
    doc,
    position: i + 1,
  }));
}

describe('SQLite plan of the per-profile user listing', () => {
  let store: SqliteReadStore;
  beforeAll(async () => {
    store = new SqliteReadStore({ file: path.join(dir, 'read.sqlite') });
    await store.ensureCollection(USER_PROFILES_COLLECTION_SPEC);
    for (let from = 0; from < USERS; from += 500) {
      const batch = Array.from({ length: 500 }, (_, k) => ops(from + k)).flat();
      await store.commit(batch, { projection: 'user-profiles.v2', position: from + 500 });
    }
  });
  afterAll(() => store.close());

  const page = {
    skip: 40,
    take: 20,
    sort: USER_PROFILES_ORDER.map((selector) => ({ selector, desc: false })),
    filter: [],
  };
  const scope = { IdCliente: 'MINERA-ANDINA', IdPerfil: 'PRF-0' };

  it('walks the index in the listing order (no sort of the rows) and counts from a counter', () => {
    const plan = store.explainQuery(USER_PROFILES_COLLECTION, page, scope);
    expect(plan.page).toMatch(
      /^SEARCH doc:user_profiles_v2 USING INDEX ix:user_profiles_v2:IdCliente,IdPerfil,OrdenNombre,IdUsuario,IdDivision,RowIndex \(<expr>=\? AND <expr>=\?\)/,
    );
    expect(plan.page).not.toMatch(/TEMP B-TREE/);
    expect(plan.count).toMatch(/^SEARCH cnt:user_profiles_v2:/);
  });

  it('answers the page in name order with the exact total', async () => {
    const all = await store.query<{ OrdenNombre: string; IdUsuario: string }>(
      USER_PROFILES_COLLECTION,
      { ...page, skip: 0, take: 5000 },
      scope,
    );
    const expected = [...all.data].sort((a, b) =>
      a.OrdenNombre < b.OrdenNombre
        ? -1
        : a.OrdenNombre > b.OrdenNombre
          ? 1
          : a.IdUsuario < b.IdUsuario
            ? -1
            : 1,
    );
    expect(all.data.map((r) => r.IdUsuario)).toEqual(expected.map((r) => r.IdUsuario));
    const one = await store.query<{ IdUsuario: string }>(USER_PROFILES_COLLECTION, page, scope);
    expect(one.totalCount).toBe(all.data.length);
    expect(one.data.map((r) => r.IdUsuario)).toEqual(
      all.data.slice(40, 60).map((r) => r.IdUsuario),
    );
  });
});
