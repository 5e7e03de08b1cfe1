import { io, type Socket } from 'socket.io-client';
import {
  addDays,
  API,
  SOCKET_EVENTS,
  translate,
  type ChangeMessage,
  type JoinAck,
  type SeatMessage,
  type TripRow,
} from '@faena/contracts';
import { FixedClock, ReadStore } from '@faena/core';
import {
  closeTestApp,
  callsAs,
  newCommandId,
  startTestApp,
  type Calls,
  type TestApp,
} from '@faena/test-kit';
import { UserDirectory } from '../../../services/api/src/identity/user-directory';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../services/api/src/seed/demo-users';

// issue 15: whose seat may be released; what a contractor sees of other companies' passengers
jest.setTimeout(90_000);

const TODAY = '2026-11-23';
const TODAY_TRIP = `VJE-${TODAY.replaceAll('-', '')}-01`; // seed: seats 1-12 held by other companies' workers, booked by SOLICITANTE
const TOMORROW_TRIP = `VJE-${addDays(TODAY, 1).replaceAll('-', '')}-03`; // seed: no reservations
const OWN_COMPANY = 'EMP-SERMISUR'; // CONTRATISTA's company

let t: TestApp;
let solicitante: Calls;
let contratista: Calls;
let admin: Calls;
let monitor: Calls;
let otroSolicitante: Calls;
/** accredited workers with no seat yet, by company */
const free = new Map<string, string[]>();
const sockets: Socket[] = [];

type Answer = { status: number; body: unknown };
const resultOf = (res: Answer) => (res.body as { result: unknown }).result;
const expectProblem = (res: Answer, status: number, code: string) => {
  expect({ status: res.status, code: (res.body as { code?: string }).code }).toEqual({
    status,
    code,
  });
  expect((res.body as { message: string }).message).toBe(translate(`errors:${code}`));
};
const workerOf = (companyId: string) => free.get(companyId)!.shift()!;
const otherCompanyWorker = () => workerOf('EMP-TRANSCRUZ');
/** Reserves the seat of the trip (TOMORROW_TRIP by default) for the person. */
const reserve = (
  calls: Calls,
  personId: string,
  { seat, tripId = TOMORROW_TRIP }: { seat: number; tripId?: string },
) => calls.post(API.reserveSeat.path, { commandId: newCommandId('res'), tripId, seat, personId });
const release = (calls: Calls, seat: number, tripId = TOMORROW_TRIP) =>
  calls.post(API.releaseSeat.path, { commandId: newCommandId('rel'), tripId, seat });
const seatsOf = async (calls: Calls, tripId: string, afterPosition?: number) =>
  (
    resultOf(
      await calls.get(API.tripSeats.path, { tripId, ...(afterPosition ? { afterPosition } : {}) }),
    ) as TripRow
  ).seats;
const positionOf = (res: Answer) => (resultOf(res) as { position: number }).position;

beforeAll(async () => {
  t = await startTestApp({ clock: new FixedClock(new Date(`${TODAY}T12:00:00Z`)) });
  // a second requester of the same client (not a contractor), who booked nothing
  const base = DEMO_USERS.find((u) => u.username === 'SOLICITANTE')!;
  await t.app.get(UserDirectory).register({
    ...base,
    username: 'SOLICITANTE2',
    email: 'solicitante2@mineraandina.pe',
    password: DEMO_PASSWORD,
  });
  [solicitante, contratista, admin, monitor, otroSolicitante] = [
    'SOLICITANTE',
    'CONTRATISTA',
    'ADMIN',
    'MONITOR',
    'SOLICITANTE2',
  ].map((u) => callsAs(t, u)) as [Calls, Calls, Calls, Calls, Calls];
  const people = await t.app
    .get(ReadStore)
    .find<{ personId: string; companyId: string; condition: string; accreditedClients: string[] }>(
      'people_v1',
      {},
      1000,
    );
  const seated = new Set((await seatsOf(monitor, TODAY_TRIP)).map((s) => s.personId));
  for (const p of people) {
    if (
      p.condition !== 'TRABAJADOR' ||
      !p.accreditedClients.includes('MINERA-ANDINA') ||
      seated.has(p.personId)
    )
      continue;
    free.set(p.companyId, [...(free.get(p.companyId) ?? []), p.personId]);
  }
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});
afterAll(() => closeTestApp(t));

describe('POST TransporteReserva/liberar: whose seat', () => {
  it("refuses a contractor another company's passenger and changes nothing", async () => {
    const before = await seatsOf(monitor, TODAY_TRIP);
    expect(before[0]).toMatchObject({ seat: 1, personId: expect.any(String) });
    expectProblem(await release(contratista, 1, TODAY_TRIP), 403, 'transport.otherCompany');
    expect(await seatsOf(monitor, TODAY_TRIP)).toEqual(before);
  });

  it('refuses a requester the seat another requester booked', async () => {
    expectProblem(
      await release(otroSolicitante, 2, TODAY_TRIP),
      403,
      'transport.notYourReservation',
    );
  });

  it("lets a contractor free their company's passenger, whoever booked the seat", async () => {
    expect((await reserve(solicitante, workerOf(OWN_COMPANY), { seat: 1 })).status).toBe(201);
    const freed = await release(contratista, 1);
    expect(freed.status).toBe(200);
    expect((await seatsOf(monitor, TOMORROW_TRIP, positionOf(freed)))[0]).toMatchObject({
      seat: 1,
      personId: null,
    });
  });

  it('lets the requester who booked and an administrator (coordinator) free a seat', async () => {
    expect((await release(solicitante, 3, TODAY_TRIP)).status).toBe(200);
    expect((await release(admin, 4, TODAY_TRIP)).status).toBe(200);
  });

  it("refuses a contractor a seat for another company's worker", async () => {
    expectProblem(
      await reserve(contratista, otherCompanyWorker(), { seat: 2 }),
      403,
      'transport.otherCompany',
    );
  });
});

describe("GET seat maps: other companies' passengers", () => {
  it('shows them to a contractor as occupied without person, name or company', async () => {
    const seats = await seatsOf(contratista, TODAY_TRIP);
    expect(seats[4]).toEqual({
      seat: 5,
      occupied: true,
      personId: null,
      personName: null,
      companyId: null,
    });
    expect(seats.filter((s) => s.occupied && s.personName !== null)).toEqual([]);
    const listed = (resultOf(await contratista.get(API.listTrips.path)) as TripRow[]).find(
      (r) => r.tripId === TODAY_TRIP,
    )!;
    expect(listed.seats.filter((s) => s.personName !== null || s.personId !== null)).toEqual([]);
  });

  it('names them to a requester and a board viewer of the client', async () => {
    for (const calls of [solicitante, monitor])
      expect((await seatsOf(calls, TODAY_TRIP))[4]).toMatchObject({
        seat: 5,
        occupied: true,
        personId: expect.any(String),
        personName: expect.any(String),
      });
  });

  it("names the contractor's own company's passengers", async () => {
    const personId = workerOf(OWN_COMPANY);
    const res = await reserve(contratista, personId, { seat: 6 });
    expect((await seatsOf(contratista, TOMORROW_TRIP, positionOf(res)))[5]).toMatchObject({
      seat: 6,
      occupied: true,
      personId,
      companyId: OWN_COMPANY,
    });
  });
});

describe('live pushes of the trip room', () => {
  const socketAs = async (username: string) => {
    const socket = io(t.url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: await t.tokenFor(username) },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    return socket;
  };
  const join = (socket: Socket, lastPosition?: number) =>
    socket.emitWithAck(SOCKET_EVENTS.join, {
      room: `trip:${TOMORROW_TRIP}`,
      ...(lastPosition === undefined ? {} : { lastPosition }),
    }) as Promise<JoinAck>;
  const seatPush = (socket: Socket, seat: number) =>
    new Promise<SeatMessage>((resolve) => {
      socket.on(SOCKET_EVENTS.changes, (batch: ChangeMessage[]) => {
        const found = batch.find(
          (m) => m.kind === 'trip.seat' && (m.payload as SeatMessage).seat === seat,
        );
        if (found) resolve(found.payload as SeatMessage);
      });
    });

  it('sends a contractor another company’s passenger as an occupied seat without a name, and the others the name', async () => {
    const [contractorSocket, requesterSocket] = [
      await socketAs('CONTRATISTA'),
      await socketAs('SOLICITANTE'),
    ];
    const contractorJoin = await join(contractorSocket);
    expect((await join(requesterSocket)).ok).toBe(true);
    const [toContractor, toRequester] = [
      seatPush(contractorSocket, 10),
      seatPush(requesterSocket, 10),
    ];
    const personId = otherCompanyWorker();
    expect((await reserve(solicitante, personId, { seat: 10 })).status).toBe(201);
    expect(await toContractor).toMatchObject({
      seat: 10,
      occupied: true,
      personId: null,
      personName: null,
      companyId: null,
    });
    expect(await toRequester).toMatchObject({
      seat: 10,
      occupied: true,
      personId,
      personName: expect.any(String),
      companyId: 'EMP-TRANSCRUZ',
    });

    // what a reconnecting contractor gets replayed is masked the same way
    const again = await join(
      await socketAs('CONTRATISTA'),
      contractorJoin.ok ? contractorJoin.position : 0,
    );
    const replayed = again.ok
      ? again.replay.map((m) => m.payload as SeatMessage).filter((p) => p.seat === 10)
      : [];
    expect(replayed).toEqual([
      expect.objectContaining({ occupied: true, personId: null, personName: null }),
    ]);
  });

  it("sends a contractor their own company's passenger with the name", async () => {
    const socket = await socketAs('CONTRATISTA');
    expect((await join(socket)).ok).toBe(true);
    const pushed = seatPush(socket, 11);
    const personId = workerOf(OWN_COMPANY);
    expect((await reserve(contratista, personId, { seat: 11 })).status).toBe(201);
    expect(await pushed).toMatchObject({
      seat: 11,
      occupied: true,
      personId,
      personName: expect.any(String),
      companyId: OWN_COMPANY,
    });
  });
});
