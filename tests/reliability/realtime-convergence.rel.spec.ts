import { rmSync } from 'node:fs';
import { Caller, CLIENT_ID, type DemoUser } from './support/api';
import { fetchRoom, LiveClient } from './support/live-client';
import {
  healthOf,
  startReady,
  stopStarted,
  tempDir,
  waitCaughtUp,
  type ChildServer,
} from './support/processes';
import { Rng } from './support/random';
import { bySize, report, TEST_LIMIT_MS } from './support/size';
import { drive, Workload } from './support/workload';
import { WebSeatMap } from './support/web-seat-map';
import type { TripRow } from '@faena/contracts';

jest.setTimeout(TEST_LIMIT_MS);

/**
 * Hundreds of socket clients on the approver queue, the zone board and the seat maps, dropped and
 * reconnected at random (client disconnects and transport drops) while commands change what they
 * show. Each client rejoins with its last position, applies messages idempotently and refetches
 * when told; at the end every client's view equals the read model fetched over HTTP.
 */
const TAG = 'realtime';
const CLIENTS = bySize(200, 500);
const UPDATES = bySize(800, 2000);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: ChildServer;
let dataDir: string;
const clients: LiveClient[] = [];
const webClients: WebSeatMap[] = [];
afterAll(async () => {
  for (const c of [...clients, ...webClients]) c.close();
  await stopStarted();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

type View = Map<string, { position: number; value: unknown }>;

/** Clients: a user each, one to three rooms the user may join (MONITOR sees no queue). */
function makeClients(
  rng: Rng,
  {
    callers,
    users,
    trips,
  }: {
    callers: Record<DemoUser, Caller>;
    users: DemoUser[];
    trips: string[];
  },
): string[] {
  const queue = `queue:${CLIENT_ID}`;
  const zone = `zone:${CLIENT_ID}`;
  for (let i = 0; i < CLIENTS; i += 1) {
    const user = users[i % users.length]!;
    const allowed = user === 'MONITOR' ? [zone, ...trips] : [queue, zone, ...trips];
    const rooms = [...new Set(Array.from({ length: rng.int(1, 3) }, () => rng.pick(allowed)))];
    clients.push(new LiveClient(server.url, callers[user], rooms));
  }
  return [...new Set(clients.flatMap((c) => [...c.rooms.keys()]))];
}

/** While the updates run, clients drop (disconnect, or the transport closes under them) and come back. */
async function chaosDuring(rng: Rng, updates: Promise<unknown>) {
  const chaos = { drops: 0, closes: 0 };
  const driving = { running: true };
  void updates.finally(() => (driving.running = false));
  while (driving.running) {
    const client = rng.pick(clients);
    if (client.socket.connected && rng.chance(0.5)) {
      chaos.drops += 1;
      client.socket.disconnect();
      client.reconnectLater(rng.int(0, 600));
    } else if (client.socket.connected) {
      chaos.closes += 1;
      client.socket.io.engine.close(); // transport drop: socket.io reconnects by itself
    }
    await pause(rng.int(1, 15));
  }
  return chaos;
}

/** The read model of each room once, as of `head`. */
async function readTruth(admin: Caller, { rooms, head }: { rooms: string[]; head: number }) {
  const truth = new Map<string, View>();
  for (const room of rooms) {
    const view: View = new Map();
    for (const row of await fetchRoom(admin, room, head))
      for (const [k, v] of row.entries) view.set(k, { position: row.position, value: v });
    truth.set(room, view);
  }
  return truth;
}

/** A bounded wait until every client holds each room up to the read model's last change. */
async function waitConverged(truth: Map<string, View>): Promise<number> {
  const roomHead = (room: string) =>
    Math.max(0, ...[...(truth.get(room)?.values() ?? [])].map((e) => e.position));
  const behind = (c: LiveClient) =>
    !c.socket.connected || [...c.rooms.keys()].some((r) => c.viewPosition(r) < roomHead(r));
  let pending = clients.length;
  for (let i = 0; i < 600 && pending > 0; i += 1) {
    pending = clients.filter(behind).length;
    if (pending > 0) await pause(50);
  }
  return pending;
}

/** Each client's view of each of its rooms against the read model: the differences found. */
function compareViews(truth: Map<string, View>) {
  const diverged: string[] = [];
  let compared = 0;
  for (const [i, c] of clients.entries()) {
    for (const [room, state] of c.rooms) {
      compared += 1;
      const expected: View = truth.get(room) ?? new Map();
      const keys = new Set([...expected.keys(), ...state.view.keys()]);
      const same = (k: string) =>
        JSON.stringify(state.view.get(k)?.value) === JSON.stringify(expected.get(k)?.value);
      const off = [...keys].filter((k) => !same(k));
      const first = off[0];
      if (first !== undefined)
        diverged.push(
          `client ${i} ${room}: ${off.length} keys differ, e.g. ${first}: ${JSON.stringify(state.view.get(first))} vs ${JSON.stringify(expected.get(first))}`,
        );
    }
  }
  return { diverged, compared };
}

function reportClients() {
  const sum = (pick: (c: LiveClient) => number) => clients.reduce((n, c) => n + pick(c), 0);
  report(
    TAG,
    `clients: ${sum((c) => c.stats.connects)} connects, ${sum((c) => c.stats.joins)} joins, ${sum((c) => c.stats.replayed)} messages replayed on rejoin, ${sum((c) => c.stats.refetches)} refetches, ${sum((c) => c.stats.messages)} live messages received; ${sum((c) => c.stats.applied)} messages, replays and fetched rows changed a view, ${sum((c) => c.stats.refused)} joins refused`,
  );
}

/** Updates: door marks, seat reservations and releases, request submissions and decisions. */
async function loadedWorkload(rng: Rng, callers: Record<DemoUser, Caller>) {
  const workload = new Workload(
    {
      solicitante: await Caller.as(server.url, 'SOLICITANTE'),
      aprobador: callers.APROBADOR,
      admin: callers.ADMIN,
    },
    rng,
    {
      mix: {
        submit: 14,
        approve: 9,
        observe: 2,
        reject: 3,
        resubmit: 2,
        mark: 30,
        reserve: 26,
        release: 14,
      },
    },
  );
  await workload.load();
  return workload;
}

it(`${CLIENTS} clients reconnecting at random through ${UPDATES} updates converge on the read model`, async () => {
  const rng = Rng.fromEnv();
  dataDir = tempDir(TAG);
  server = await startReady({ kind: 'api', dataDir });
  const users: DemoUser[] = ['APROBADOR', 'AUDITOR', 'ADMIN', 'MONITOR'];
  const callers = Object.fromEntries(
    await Promise.all(users.map(async (u) => [u, await Caller.as(server.url, u)] as const)),
  ) as Record<DemoUser, Caller>;
  const trips = (await callers.ADMIN.trips()).map((t) => `trip:${t.tripId}`);
  const rooms = makeClients(rng, { callers, users, trips });
  report(
    TAG,
    `seed ${rng.seed}: ${CLIENTS} clients on ${rooms.length} rooms (${rooms.map((r) => `${r} ×${clients.filter((c) => c.rooms.has(r)).length}`).join(', ')})`,
  );
  const workload = await loadedWorkload(rng, callers);
  const updates = drive(workload, { drivers: 6, stop: { now: false }, limit: UPDATES });
  const chaos = await chaosDuring(rng, updates);
  await updates;
  const health = await waitCaughtUp(server);
  report(
    TAG,
    `${workload.records.size} updates sent (${JSON.stringify(workload.tally())}); chaos: ${chaos.drops} client disconnects, ${chaos.closes} transport drops; log head ${health.head}`,
  );

  // every client connected again, then the read model of each room once
  for (const c of clients) if (!c.socket.connected && !c.socket.active) c.socket.connect();
  const truth = await readTruth(callers.ADMIN, { rooms, head: health.head });
  const pending = await waitConverged(truth);
  const { diverged, compared } = compareViews(truth);
  reportClients();
  report(
    TAG,
    `final comparison: ${compared} client views (${CLIENTS} clients) against the read model of ${rooms.length} rooms (${[...truth.values()].reduce((n, v) => n + v.size, 0)} keys): ${diverged.length} diverged, ${pending} clients still behind when compared`,
  );
  expect(clients.flatMap((c) => c.errors)).toEqual([]);
  expect(diverged.slice(0, 20)).toEqual([]);
  expect((await healthOf(server.url))?.head).toBe(health.head);
});

/**
 * The same run with the web app's own client code (LiveRooms and the seat-map store, see
 * support/web-seat-map.ts) on the seat maps: drops and transport closes while seats change, then
 * every client's seats equal the read model's.
 */
it(`the web app's seat map client (LiveRooms + seat-map store) converges too`, async () => {
  const rng = Rng.fromEnv();
  const dir = tempDir(`${TAG}-web`);
  const web = await startReady({ kind: 'api', dataDir: dir });
  try {
    const admin = await Caller.as(web.url, 'ADMIN');
    const tripIds = (await admin.trips()).map((t) => t.tripId);
    const seatMaps = Array.from(
      { length: bySize(120, 300) },
      (_, i) => new WebSeatMap(web.url, admin, tripIds[i % tripIds.length]!),
    );
    webClients.push(...seatMaps);
    const workload = new Workload(
      {
        solicitante: await Caller.as(web.url, 'SOLICITANTE'),
        aprobador: await Caller.as(web.url, 'APROBADOR'),
        admin,
      },
      rng,
      { mix: { mark: 30, reserve: 40, release: 20, submit: 6, approve: 4 } },
    );
    await workload.load();
    const driving = { running: true };
    const updates = drive(workload, {
      drivers: 6,
      stop: { now: false },
      limit: bySize(800, 2000),
    }).finally(() => (driving.running = false));
    while (driving.running) {
      const client = rng.pick(seatMaps);
      if (client.socket.connected) {
        if (rng.chance(0.5)) {
          client.socket.disconnect();
          client.reconnectLater(rng.int(0, 300));
        } else client.socket.io.engine.close();
      }
      await pause(rng.int(1, 15));
    }
    await updates;
    const health = await waitCaughtUp(web);
    const truth = new Map(
      await Promise.all(tripIds.map(async (t) => [t, await admin.trip(t, health.head)] as const)),
    );
    for (
      let i = 0;
      i < 600 && seatMaps.some((c) => (c.trip?.version ?? 0) < truth.get(c.tripId)!.version);
      i += 1
    )
      await pause(50);
    const seatsOf = (trip: TripRow | null | undefined) =>
      JSON.stringify(trip?.seats.map((s) => s.personId));
    const diverged = seatMaps.filter(
      (c) =>
        seatsOf(c.trip) !== seatsOf(truth.get(c.tripId)) ||
        c.trip?.taken !== truth.get(c.tripId)!.taken,
    );
    report(
      TAG,
      `web seat map clients: ${seatMaps.length} clients, ${workload.records.size} updates, ${diverged.length} diverged from the read model (e.g. ${diverged[0]?.tripId ?? '-'})`,
    );
    expect(seatMaps.flatMap((c) => c.errors)).toEqual([]);
    expect(diverged.length).toBe(0);
  } finally {
    await web.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
