import { rmSync } from 'node:fs';
import { CommandBus } from '@nestjs/cqrs';
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_EVENTS,
  type AccessClaims,
  type ChangeMessage,
  type JoinAck,
} from '@faena/contracts';
import { EventStore, FixedClock, NoticeBus, ReadStore } from '@faena/core';
import { newCommandId, startTestApp, type TestApp } from '@faena/test-kit';
import { TokenService } from '../../../services/api/src/platform/auth/token.service';
import { ReserveSeatCommand } from '../../../services/api/src/transport/commands/reserve-seat/reserve-seat.command';
import type { AuthUser } from '../../../services/api/src/platform/auth/auth-user';

const CLIENT = 'MINERA-ANDINA';
const HOTEL = 'HTL-LOS-ANDES';

/** socket.io: handshake checks, join authorisation per room type, live pushes, replay and refetch. */
describe('realtime gateway', () => {
  let app: TestApp;
  let tripId: string;
  let requestOfSolicitante: string;
  let freeWorkers: string[];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // a restarted node: its replay buffers start at the head it found, older positions must refetch
    const clock = new FixedClock(new Date('2026-03-02T10:00:00Z'));
    const first = await startTestApp({ clock });
    await first.close({ keepData: true });
    app = await startTestApp({ dataDir: first.dataDir, clock });
    tripId = 'VJE-20260302-01';
    const store = app.app.get(ReadStore);
    const own = await store.find<{ requestId: string }>(
      'requests_v3',
      { submittedBy: 'SOLICITANTE' },
      1,
    );
    requestOfSolicitante = own[0]!.requestId;
    const accredited = await store.find<{ personId: string; accreditedClients: string[] }>(
      'people_v1',
      {},
      1000,
    );
    const seated = new Set(
      (await store.get<{ seats: Array<{ personId: string | null }> }>(
        'trips_v2',
        tripId,
      ))!.seats.map((s) => s.personId),
    );
    freeWorkers = accredited
      .filter((p) => p.accreditedClients.includes(CLIENT) && !seated.has(p.personId))
      .map((p) => p.personId);
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  afterAll(async () => {
    await app.close();
    rmSync(app.dataDir, { recursive: true, force: true });
  });

  function connect(auth: Record<string, unknown>, headers: Record<string, string> = {}): Socket {
    const socket = io(app.url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth,
      extraHeaders: headers,
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return socket;
  }
  const connected = (socket: Socket) =>
    new Promise<string>((resolve) => {
      socket.on('connect', () => resolve('connected'));
      socket.on('connect_error', (err) => resolve(err.message));
    });
  async function socketAs(username: string): Promise<Socket> {
    const socket = connect({ token: await app.tokenFor(username) });
    expect(await connected(socket)).toBe('connected');
    return socket;
  }
  const join = (socket: Socket, room: string, lastPosition?: number) =>
    socket.emitWithAck(
      SOCKET_EVENTS.join,
      lastPosition === undefined ? { room } : { room, lastPosition },
    ) as Promise<JoinAck>;
  const joinAs = async (username: string, room: string) => join(await socketAs(username), room);
  const nextChange = (socket: Socket, predicate: (m: ChangeMessage) => boolean) =>
    new Promise<ChangeMessage>((resolve) => {
      const on = (batch: ChangeMessage[]) => {
        const found = batch.find(predicate);
        if (!found) return;
        socket.off(SOCKET_EVENTS.changes, on);
        resolve(found);
      };
      socket.on(SOCKET_EVENTS.changes, on);
    });
  /** Every `rt.changes` frame the socket receives from now on. */
  const framesOf = (socket: Socket) => {
    const frames: ChangeMessage[][] = [];
    socket.on(SOCKET_EVENTS.changes, (batch: ChangeMessage[]) => frames.push(batch));
    return frames;
  };
  const reserve = (seat: number) => {
    const personId = freeWorkers.shift()!;
    const user: AuthUser = {
      sub: 'SOLICITANTE',
      pid: 'PRF-SOLICITANTE',
      cid: CLIENT,
      did: 'DIV-NORTE',
      coid: null,
      perms: ['transport.reserve'],
      ro: false,
      sid: 'test',
    };
    return app.app
      .get(CommandBus)
      .execute(
        new ReserveSeatCommand(user, { commandId: newCommandId('seat'), tripId, seat, personId }),
      );
  };
  const tokenWith = (claims: Partial<AccessClaims>) =>
    app.app.get(TokenService).signAccess({
      sub: 'INVITADO',
      pid: 'PRF-X',
      cid: CLIENT,
      did: 'DIV-NORTE',
      coid: null,
      perms: ['catalog.read'],
      ro: true,
      sid: 'test-sid',
      ...claims,
    });

  describe('handshake', () => {
    it('refuses a missing or bad token', async () => {
      expect(await connected(connect({}))).toBe('auth.required');
      expect(await connected(connect({ token: 'not-a-jwt' }))).toBe('auth.tokenInvalid');
    });

    it('refuses a foreign Origin even with a valid token, accepts its own origin and no origin', async () => {
      const token = await app.tokenFor('MONITOR');
      expect(await connected(connect({ token }, { origin: 'http://evil.example' }))).toBe(
        'auth.forbidden',
      );
      expect(await connected(connect({ token }, { origin: app.url }))).toBe('connected');
      expect(await connected(connect({ token }))).toBe('connected');
    });

    it('counts connected sockets in /metrics', async () => {
      await socketAs('MONITOR');
      const metrics = await app.request.get('/metrics');
      expect(metrics.text).toMatch(/faena_socket_clients 1/);
    });
  });

  describe('join authorisation', () => {
    // {request} is a request SOLICITANTE submitted, {trip} today's first bus
    const cases: Array<[string, string, boolean]> = [
      ['APROBADOR', `queue:${CLIENT}`, true],
      ['AUDITOR', `queue:${CLIENT}`, true],
      ['SOLICITANTE', `queue:${CLIENT}`, false],
      ['APROBADOR', 'queue:OTRA-MINERA', false],
      ['SOLICITANTE', 'requester:SOLICITANTE', true],
      ['SOLICITANTE', 'requester:APROBADOR', false],
      ['APROBADOR', `demob-queue:${CLIENT}`, true],
      ['SOLICITANTE', `demob-queue:${CLIENT}`, false],
      ['APROBADOR', 'demob-queue:OTRA-MINERA', false],
      ['APROBADOR', `visit-queue:${CLIENT}`, true],
      ['SOLICITANTE', `visit-queue:${CLIENT}`, false],
      ['APROBADOR', 'visit-queue:OTRA-MINERA', false],
      ['SOLICITANTE', 'visit-requester:SOLICITANTE', true],
      ['SOLICITANTE', 'visit-requester:APROBADOR', false],
      ['ADMIN', `marks:${CLIENT}`, true],
      ['MONITOR', `marks:${CLIENT}`, true],
      ['CONTRATISTA', `marks:${CLIENT}`, false],
      ['ADMIN', 'marks:OTRA-MINERA', false],
      ['ADMIN', `access-rules:${CLIENT}`, true],
      ['APROBADOR', `access-rules:${CLIENT}`, false],
      ['ADMIN', 'access-rules:OTRA-MINERA', false],
      ['ADMIN', `identification:${CLIENT}`, true],
      ['APROBADOR', `identification:${CLIENT}`, false],
      ['ADMIN', 'identification:OTRA-MINERA', false],
      ['ADMIN', `attendance:${CLIENT}`, true],
      ['APROBADOR', `attendance:${CLIENT}`, false],
      ['ADMIN', 'attendance:OTRA-MINERA', false],
      ['ADMIN', `attendance-days:${CLIENT}`, true],
      ['APROBADOR', `attendance-days:${CLIENT}`, false],
      ['ADMIN', 'attendance-days:OTRA-MINERA', false],
      ['CONTRATISTA', 'demob-requester:CONTRATISTA', true],
      ['CONTRATISTA', 'demob-requester:SOLICITANTE', false],
      ['SOLICITANTE', 'request:{request}', true],
      ['AUDITOR', 'request:{request}', true],
      ['CONTRATISTA', 'request:{request}', false],
      ['MONITOR', 'request:{request}', false],
      ['APROBADOR', 'request:no-such-request', false],
      ['MONITOR', `zone:${CLIENT}`, true],
      ['CONTRATISTA', `zone:${CLIENT}`, false],
      ['MONITOR', 'zone:OTRA-MINERA', false],
      ['CONTRATISTA', 'trip:{trip}', true],
      ['MONITOR', 'trip:{trip}', true],
      ['MONITOR', 'trip:VJE-NO-EXISTE', false],
      ['ADMIN', `hotel:${HOTEL}`, true],
      ['MONITOR', `hotel:${HOTEL}`, true],
      ['CONTRATISTA', `hotel:${HOTEL}`, false],
      ['APROBADOR', `requirements:${CLIENT}`, true],
      ['SOLICITANTE', `requirements:${CLIENT}`, true],
      ['CONTRATISTA', `requirements:${CLIENT}`, false],
      ['MONITOR', `requirements:${CLIENT}`, false],
      ['APROBADOR', 'requirements:OTRA-MINERA', false],
      ['MONITOR', `capacity:${CLIENT}`, true],
      ['ADMIN', `capacity:${CLIENT}`, true],
      ['MONITOR', 'capacity:OTRA-MINERA', false],
      // a contract's endowment (issue 19): the endowment call's own rule (request.submit, the
      // client's contract, a scoped contractor's own company's)
      ['SOLICITANTE', 'endowment:CTR-2026-001', true],
      ['SOLICITANTE', 'endowment:CTR-2026-002', true],
      ['CONTRATISTA', 'endowment:CTR-2026-001', true],
      ['CONTRATISTA', 'endowment:CTR-2026-002', false],
      ['MONITOR', 'endowment:CTR-2026-001', false],
      ['APROBADOR', 'endowment:CTR-2026-001', false],
      ['SOLICITANTE', 'endowment:CTR-2026-101', false],
      ['SOLICITANTE', 'endowment:CTR-NO-EXISTE', false],
    ];
    it.each(cases)('%s joining %s: allowed %s', async (username, room, allowed) => {
      const ack = await joinAs(
        username,
        room.replace('{request}', requestOfSolicitante).replace('{trip}', tripId),
      );
      expect(ack).toEqual(
        allowed ? expect.objectContaining({ ok: true }) : { ok: false, error: 'auth.forbidden' },
      );
    });

    it('refuses trip and hotel rooms to a profile without board or reservation rights, and other clients', async () => {
      const bare = connect({ token: await tokenWith({}) });
      expect(await connected(bare)).toBe('connected');
      expect(await join(bare, `trip:${tripId}`)).toEqual({ ok: false, error: 'auth.forbidden' });
      expect(await join(bare, `hotel:${HOTEL}`)).toEqual({ ok: false, error: 'auth.forbidden' });
      expect(await join(bare, `capacity:${CLIENT}`)).toEqual({
        ok: false,
        error: 'auth.forbidden',
      });
      const foreign = connect({
        token: await tokenWith({
          cid: 'OTRA-MINERA',
          perms: ['board.read', 'transport.reserve', 'lodging.assign'],
        }),
      });
      expect(await connected(foreign)).toBe('connected');
      expect(await join(foreign, `trip:${tripId}`)).toEqual({ ok: false, error: 'auth.forbidden' });
      expect(await join(foreign, `hotel:${HOTEL}`)).toEqual({ ok: false, error: 'auth.forbidden' });
      expect(await join(foreign, `capacity:${CLIENT}`)).toEqual({
        ok: false,
        error: 'auth.forbidden',
      });
    });

    it('answers request.invalid to a malformed join', async () => {
      const socket = await socketAs('MONITOR');
      expect(await socket.emitWithAck(SOCKET_EVENTS.join, { room: 'everything' })).toEqual({
        ok: false,
        error: 'request.invalid',
      });
    });
  });

  describe('pushes', () => {
    it('pushes a seat change to the trip room with the position of its event', async () => {
      const socket = await socketAs('MONITOR');
      const ack = await join(socket, `trip:${tripId}`);
      expect(ack).toMatchObject({ ok: true, refetch: false, replay: [] });
      const change = nextChange(socket, (m) => (m.payload as { seat: number }).seat === 30);
      const answer = (await reserve(30)) as { position: number };
      const message = await change;
      expect(message).toMatchObject({
        room: `trip:${tripId}`,
        kind: 'trip.seat',
        payload: { tripId, seat: 30 },
      });
      expect(message.position).toBeGreaterThan(0);
      expect(message.position).toBeLessThanOrEqual(answer.position);
    });

    it("tells the client's capacity room that a seat changed, with no seat or person in it", async () => {
      const socket = await socketAs('MONITOR');
      expect(await join(socket, `capacity:${CLIENT}`)).toMatchObject({ ok: true });
      const change = nextChange(socket, (m) => m.kind === 'capacity.changed');
      const answer = (await reserve(29)) as { position: number };
      const message = await change;
      expect(message).toEqual({
        room: `capacity:${CLIENT}`,
        kind: 'capacity.changed',
        position: expect.any(Number) as number,
        payload: { figure: 'seats' },
      });
      expect(message.position).toBeLessThanOrEqual(answer.position);
    });

    it('replays what a reconnecting client missed after its last position', async () => {
      const observer = await socketAs('ADMIN');
      await join(observer, `trip:${tripId}`);
      const client = await socketAs('SOLICITANTE');
      await join(client, `trip:${tripId}`);
      const first = nextChange(client, (m) => (m.payload as { seat: number }).seat === 31);
      await reserve(31);
      const lastSeen = (await first).position;
      client.disconnect();

      const missed = [
        nextChange(observer, (m) => (m.payload as { seat: number }).seat === 32),
        nextChange(observer, (m) => (m.payload as { seat: number }).seat === 33),
      ];
      await reserve(32);
      await reserve(33);
      const positions = (await Promise.all(missed)).map((m) => m.position);

      const again = await socketAs('SOLICITANTE');
      const ack = await join(again, `trip:${tripId}`, lastSeen);
      process.stdout.write(
        `replay after reconnect from ${lastSeen}: ${JSON.stringify(ack.ok ? ack.replay.map((m) => m.position) : ack)}\n`,
      );
      expect(ack).toMatchObject({ ok: true, refetch: false });
      const replay = ack.ok ? ack.replay : [];
      expect(replay.map((m) => (m.payload as { seat: number }).seat)).toEqual([32, 33]);
      expect(replay.map((m) => m.position)).toEqual(positions);
    });

    it('tells a client whose last position predates the buffer (the node start) to refetch', async () => {
      const head = await app.app.get(EventStore).headPosition();
      expect(head).toBeGreaterThan(800);
      const ack = await join(await socketAs('MONITOR'), `trip:${tripId}`, 700);
      expect(ack).toEqual({
        ok: true,
        position: expect.any(Number) as number,
        replay: [],
        refetch: true,
      });
    });

    it('sends the notices of one commit as one rt.changes frame per room, in order, and keeps them for replay', async () => {
      const zoneSocket = await socketAs('MONITOR');
      const tripSocket = await socketAs('MONITOR');
      await join(zoneSocket, `zone:${CLIENT}`);
      await join(tripSocket, `trip:${tripId}`);
      const zoneFrames = framesOf(zoneSocket);
      const tripFrames = framesOf(tripSocket);
      const legacy: unknown[] = [];
      zoneSocket.on(SOCKET_EVENTS.change, (m: unknown) => legacy.push(m));
      const p = (await app.app.get(EventStore).headPosition()) + 1;
      const at = (room: string, position: number, id: string): ChangeMessage => ({
        room,
        kind: room.startsWith('zone') ? 'zone.occupancy' : 'trip.seat',
        position,
        payload: { id },
      });
      const notices = [
        at(`zone:${CLIENT}`, p, 'A'),
        at(`trip:${tripId}`, p, 'X'),
        at(`zone:${CLIENT}`, p, 'B'),
        at(`zone:${CLIENT}`, p + 1, 'C'),
        at(`hotel:${HOTEL}`, p + 1, 'H'),
      ];
      const delivered = [
        nextChange(tripSocket, () => true),
        nextChange(zoneSocket, (m) => (m.payload as { id: string }).id === 'C'),
      ];
      await app.app.get(NoticeBus).publish(notices);
      await Promise.all(delivered);
      process.stdout.write(
        `frames for ${notices.length} notices of one publish: zone ${JSON.stringify(zoneFrames.map((f) => f.map((m) => m.payload)))}, trip ${JSON.stringify(tripFrames.map((f) => f.map((m) => m.payload)))}\n`,
      );
      expect(zoneFrames).toEqual([[notices[0], notices[2], notices[3]]]);
      expect(tripFrames).toEqual([[notices[1]]]);
      expect(legacy).toEqual([]);
      const ack = await join(await socketAs('MONITOR'), `zone:${CLIENT}`, p - 1);
      expect(ack).toMatchObject({
        ok: true,
        refetch: false,
        replay: [notices[0], notices[2], notices[3]],
      });
    });

    it('leaves a room on rt.leave', async () => {
      const socket = await socketAs('MONITOR');
      await join(socket, `zone:${CLIENT}`);
      expect(await socket.emitWithAck(SOCKET_EVENTS.leave, { room: `zone:${CLIENT}` })).toEqual({
        ok: true,
      });
    });
  });
});
