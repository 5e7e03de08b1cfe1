import { io } from 'socket.io-client';
import { SOCKET_EVENTS, type JoinAck } from '@faena/contracts';
import { EventStore, ReadStore } from '@faena/core';
import { closeTestApp, callsAs, startTestApp, type TestApp } from '@faena/test-kit';
import { DEMO_USERS } from '../../../services/api/src/seed/demo-users';
import { CALLERS, MATRIX, PATH_PARAMS, type Caller, type Row } from './authorization-matrix.table';
import {
  adminIsolationChecks,
  isolationChecks,
  roomsOf,
  tenantOf,
  type Tenant,
} from './authorization-matrix.tenants';
import { routesOfApp, type Route } from './routes-of';
import {
  masterDataChecks,
  recordsOf,
  streamsOf,
  WRITING_CHECKS,
  type Records,
} from './authorization-matrix.master-data';

/**
 * The authorization matrix: every route of the running app (read from Fastify's route table, not a
 * list kept by hand) called by every demo role, a user of the second client and an anonymous
 * caller, compared with the declared table beside this file.
 *
 * Outcome rule: 401 → 'unauthenticated', 403 → 'forbidden', anything else → 'allowed'. The guard
 * and the handlers' permission checks answer 401/403 before any lookup, so a 400 (the probe body
 * is not valid), 404 (the probe's object does not exist), 409 or 422 means the caller got past
 * them. Then object level: the demo's two clients (Minera Andina, Minera del Pacífico) each try
 * to read and act on the other's requests, people, trips, beds, zones and live rooms, and each
 * one's administrator on the other's administration records (people, contracts, companies,
 * vehicles, positions, customers).
 */
jest.setTimeout(180_000);

type Outcome = 'allowed' | 'unauthenticated' | 'forbidden';

let t: TestApp;
const LAST = 'POST /api/seguridadusuarioclaveacceso/expiretoken';

const expected = (row: Row, caller: Caller | null): Outcome => {
  if (row.who === 'public') return 'allowed';
  if (caller === null) return 'unauthenticated';
  if (row.who === 'signed-in') return 'allowed';
  return row.who.includes(caller) ? 'allowed' : 'forbidden';
};
const outcomeOf = (status: number): Outcome =>
  status === 401 ? 'unauthenticated' : status === 403 ? 'forbidden' : 'allowed';

function profileOf(caller: Caller) {
  const p = DEMO_USERS.find((u) => u.username === caller)!.profiles[0]!;
  return { '{user}': caller, '{client}': p.clientId, '{profile}': p.profileId };
}
function fill<T extends object>(value: T, caller: Caller | null): T {
  const vars: Record<string, string> = caller
    ? profileOf(caller)
    : { '{user}': 'ADMIN', '{client}': 'MINERA-ANDINA', '{profile}': 'PRF-ADMINISTRADOR' };
  return JSON.parse(
    JSON.stringify(value).replace(/\{(user|client|profile)\}/g, (v) => vars[v]!),
  ) as T;
}

async function call(route: Route, row: Row, caller: Caller | null): Promise<number> {
  const path = route.path.replace(/:[A-Za-z]+/g, (p) => PATH_PARAMS[p] ?? 'x');
  const req = t.request[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
  if (caller) void req.set('Authorization', `Bearer ${await t.tokenFor(caller)}`);
  if (route.method === 'GET') return (await req.query(fill(row.query ?? {}, caller))).status;
  return (await req.send(fill(row.body ?? {}, caller))).status;
}

let routes: Route[];
const tenants: Record<'first' | 'second', Tenant | null> = { first: null, second: null };
const records: Record<'first' | 'second', Records | null> = { first: null, second: null };
beforeAll(async () => {
  t = await startTestApp();
  routes = routesOfApp(t.app);
  for (const caller of CALLERS) await t.tokenFor(caller);
  const store = t.app.get(ReadStore);
  tenants.first = await tenantOf(store, {
    clientId: 'MINERA-ANDINA',
    hotelId: 'HTL-LOS-ANDES',
    zoneId: 'ZON-GARITA',
    personId: 'PER-0001',
    contractId: 'CTR-2026-000',
    settingId: 'CFG-ESTANDAR',
  });
  tenants.second = await tenantOf(store, {
    clientId: 'MINERA-PACIFICO',
    hotelId: 'HTL-MARCONA',
    zoneId: 'ZON-MARCONA',
    personId: 'PER-P001',
    contractId: 'CTR-2026-101',
    settingId: 'CFG-PAC-ESTANDAR',
  });
  const first = {
    clientId: 'MINERA-ANDINA',
    personId: 'PER-0001',
    contractId: 'CTR-2026-000',
    vehicleId: 'V2A-301',
    positionId: 'CAR-OPC',
    customerId: 'CLI-001',
  };
  records.first = await recordsOf(callsAs(t, 'ADMIN'), first);
  records.second = await recordsOf(callsAs(t, 'PAC-ADMIN'), {
    clientId: 'MINERA-PACIFICO',
    personId: 'PER-P001',
    contractId: 'CTR-2026-101',
    vehicleId: 'P3M-401',
    positionId: 'CAR-PRF',
    customerId: 'CLI-P01',
  });
});
afterAll(() => closeTestApp(t));

/** The revision each stream is at (how many events it holds). */
const revisions = async (streams: string[]) =>
  Promise.all(streams.map(async (s) => (await t.app.get(EventStore).readStream(s)).length));

/** Runs the checks and names those answering `want` (true: the object stayed out of reach). */
async function namesWhere(
  checks: Record<string, () => Promise<boolean>>,
  want: boolean,
  skip: readonly string[] = [],
): Promise<string[]> {
  const names: string[] = [];
  for (const [name, check] of Object.entries(checks))
    if (!skip.includes(name) && (await check()) === want) names.push(name);
  return names;
}

/** Joins a room as the user and answers whether the join was accepted. */
async function joins(username: string, room: string): Promise<boolean> {
  const socket = io(t.url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: await t.tokenFor(username) },
    reconnection: false,
    forceNew: true,
  });
  try {
    await new Promise<void>((resolve, reject) =>
      socket.on('connect', resolve).on('connect_error', reject),
    );
    return ((await socket.emitWithAck(SOCKET_EVENTS.join, { room })) as JoinAck).ok;
  } finally {
    socket.disconnect();
  }
}

// before the route matrix, whose last call signs every caller out
describe.each([
  {
    users: 'the second client',
    other: 'first',
    reader: 'PAC-APROBADOR',
    writer: 'PAC-SOLICITANTE',
    admin: 'PAC-ADMIN',
    own: 'second',
  },
  {
    users: 'the first client',
    other: 'second',
    reader: 'APROBADOR',
    writer: 'SOLICITANTE',
    admin: 'ADMIN',
    own: 'first',
  },
] as const)(
  "tenant isolation: $users's users and the $other client's objects",
  ({ other, reader, writer, admin, own }) => {
    it('finds the demo objects of both clients', () => {
      for (const tenant of [tenants[other]!, tenants[own]!])
        expect(
          [...Object.values(tenant), ...Object.values(tenant.person)].filter(
            (v) => v === 'undefined',
          ),
        ).toEqual([]);
    });

    it('neither reads nor acts on them', async () => {
      const checks = isolationChecks(tenants[other]!, callsAs(t, reader), callsAs(t, writer));
      const leaks: string[] = [];
      for (const [name, check] of Object.entries(checks)) if (!(await check())) leaks.push(name);
      expect(leaks).toEqual([]);
    });

    it("reaches its own client's objects the same way (the checks can pass)", async () => {
      const checks = isolationChecks(tenants[own]!, callsAs(t, reader), callsAs(t, writer));
      const reachable = [
        'request: read',
        'request: timeline',
        'trip: seat map',
        'beds: board',
        'person: read',
        'people: grid',
        'people: export',
        'people: picker by name',
        'people: picker by document',
        'people: company filter',
      ];
      const refused: string[] = [];
      for (const name of reachable) if (await checks[name]!()) refused.push(name);
      expect(refused).toEqual([]);
    });

    it("lets its administrator neither read nor change the other client's settings, nor reach its people", async () => {
      const leaks: string[] = [];
      for (const [name, check] of Object.entries(
        adminIsolationChecks(tenants[other]!, callsAs(t, admin)),
      ))
        if (!(await check())) leaks.push(name);
      expect(leaks).toEqual([]);
    });

    it("lets its administrator reach its own client's settings and people the same way (the checks can pass)", async () => {
      const checks = adminIsolationChecks(tenants[own]!, callsAs(t, admin));
      const refused: string[] = [];
      for (const [name, check] of Object.entries(checks))
        if (name !== 'settings: save' && (await check())) refused.push(name);
      expect(refused).toEqual([]);
    });

    it("lets its administrator neither read nor change the other client's administration records, which stay as they were", async () => {
      const before = await revisions(streamsOf(records[other]!));
      expect(await namesWhere(masterDataChecks(records[other]!, callsAs(t, admin)), false)).toEqual(
        [],
      );
      expect(await revisions(streamsOf(records[other]!))).toEqual(before);
    });

    it("lets its administrator read and change its own client's administration records the same way (the checks can pass)", async () => {
      expect(
        await namesWhere(masterDataChecks(records[own]!, callsAs(t, admin)), true, WRITING_CHECKS),
      ).toEqual([]);
    });

    it('joins none of their live rooms', async () => {
      const accepted: string[] = [];
      for (const room of roomsOf(tenants[other]!))
        if (await joins(reader, room)) accepted.push(room);
      expect(accepted).toEqual([]);
    });
  },
);

describe('authorization matrix', () => {
  it('reads the routes from the running app', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.map((r) => r.key)).toContain('POST /api/transportereserva/liberar');
  });

  it('has a row for every route, and a route for every row', () => {
    const keys = new Set(routes.map((r) => r.key));
    expect({
      routesWithoutRow: [...keys].filter((k) => !(k in MATRIX)),
      rowsWithoutRoute: Object.keys(MATRIX).filter((k) => !keys.has(k)),
    }).toEqual({ routesWithoutRow: [], rowsWithoutRoute: [] });
  });

  it('answers every caller of every route as the table says', async () => {
    const mismatches: string[] = [];
    const ordered = [
      ...routes.filter((r) => r.key !== LAST),
      ...routes.filter((r) => r.key === LAST),
    ];
    for (const route of ordered) {
      const row = MATRIX[route.key];
      if (!row) continue; // named by the test above
      for (const caller of [null, ...CALLERS]) {
        const status = await call(route, row, caller);
        const want = expected(row, caller);
        if (outcomeOf(status) !== want)
          mismatches.push(`${route.key} as ${caller ?? 'anonymous'}: ${status}, expected ${want}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
