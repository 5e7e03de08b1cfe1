import type { Server as HttpServer } from 'node:http';
import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { Server, type Socket } from 'socket.io';
import {
  DomainError,
  JoinRequestSchema,
  SESSION_REVOKED_KIND,
  SOCKET_EVENTS,
  sessionRoom,
  type ChangeMessage,
  type JoinAck,
} from '@faena/contracts';
import { type AppConfig, EventStore, NoticeBus, present } from '@faena/core';
import type { AuthUser } from '../platform/auth/auth-user';
import { RevokedSessions } from '../platform/auth/revoked-sessions';
import { TokenService } from '../platform/auth/token.service';
import { allowedOrigins } from '../platform/http/http-setup';
import { Metrics } from '../platform/metrics/metrics.service';
import { InjectConfig } from '../platform/storage/tokens';
import { originAllowed } from './origin-check';
import { emitBatch } from './message-views';
import { ReplayBuffer } from './replay-buffer';
import { RoomAuthorizer } from './room-authorizer';
import { byRoom, joinAnswer, leaveRoomOf, reply } from './socket-acks';

export const SOCKET_PATH = '/socket.io';

interface SocketData {
  token: string;
  user: AuthUser;
}

/**
 * socket.io on Nest's HTTP server. The handshake checks the Origin and the access token; every
 * join is authorised; change notices from the bus go to their room and into a replay buffer, so a
 * reconnecting client that sends its last position gets what it missed (or is told to refetch).
 * Every socket is also in its session's room: when the session is revoked (here or on another
 * node) its sockets are disconnected, and the handshake and joins refuse its tokens from then on.
 */
@Injectable()
export class RealtimeGateway implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Realtime');
  private io: Server | null = null;
  private buffer: ReplayBuffer | null = null;
  private unsubscribe: (() => void) | null = null;
  private stopRevocations: (() => void) | null = null;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly tokens: TokenService,
    private readonly rooms: RoomAuthorizer,
    private readonly bus: NoticeBus,
    private readonly eventStore: EventStore,
    private readonly metrics: Metrics,
    private readonly revoked: RevokedSessions,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const httpServer = this.adapterHost.httpAdapter.getHttpServer() as HttpServer;
    const origins = allowedOrigins(this.config);
    this.buffer = new ReplayBuffer(await this.eventStore.headPosition());
    this.unsubscribe = this.bus.subscribe((notices) => this.fanOut(notices));
    this.stopRevocations = this.revoked.onRevoke((familyId) =>
      this.io?.in(sessionRoom(familyId)).disconnectSockets(true),
    );
    const io = new Server(httpServer, {
      path: SOCKET_PATH,
      serveClient: false,
      ...(origins.length > 0 ? { cors: { origin: origins } } : {}),
    });
    io.use((socket, next) => {
      this.handshake(socket, origins).then(
        () => next(),
        (err: unknown) =>
          next(new Error(err instanceof DomainError ? err.code : 'auth.tokenInvalid')),
      );
    });
    io.on('connection', (socket) => this.connected(socket));
    this.io = io;
  }

  beforeApplicationShutdown(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.stopRevocations?.();
    this.stopRevocations = null;
    const io = this.io;
    this.io = null;
    if (!io) return;
    // closing the transports (no DISCONNECT packet) tells socket.io clients to reconnect, to another node if any
    io.engine.close();
    this.metrics.socketClients.set(0);
  }

  /** Sockets connected to this node. */
  get clientCount(): number {
    return this.io?.of('/').sockets.size ?? 0;
  }

  private async handshake(socket: Socket, origins: string[]): Promise<void> {
    const { origin, host } = socket.handshake.headers;
    if (!originAllowed(origin, host, origins)) throw new DomainError('auth.forbidden');
    const token: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
    if (typeof token !== 'string' || token === '') throw new DomainError('auth.required');
    const user = await this.tokens.verifyAccess(token);
    // a session that must change its password first reaches only that change (as over HTTP)
    if (user.pwChange) throw new DomainError('auth.passwordChangeRequired');
    const data: SocketData = { token, user };
    socket.data = data;
  }

  private connected(socket: Socket): void {
    this.metrics.socketClients.set(this.clientCount);
    socket.on('disconnect', () => this.metrics.socketClients.set(this.clientCount));
    const { user } = socket.data as SocketData;
    void socket.join(sessionRoom(user.sid));
    // revoked while the handshake ran (after its check, before this room held the socket)
    if (this.tokens.isRevoked(user.sid)) {
      socket.disconnect(true);
      return;
    }
    socket.on(SOCKET_EVENTS.join, (payload: unknown, ack?: unknown) => {
      this.join(socket, payload).then(
        (answer) => reply(ack, answer),
        (err: unknown) => {
          this.logger.error('join failed', err instanceof Error ? err.stack : String(err));
          reply(ack, { ok: false, error: 'internal' });
        },
      );
    });
    socket.on(SOCKET_EVENTS.leave, (payload: unknown, ack?: unknown) => {
      const room = leaveRoomOf(payload);
      if (room.success) void socket.leave(room.data);
      reply(ack, { ok: room.success });
    });
  }

  private async join(socket: Socket, payload: unknown): Promise<JoinAck> {
    const parsed = JoinRequestSchema.safeParse(payload);
    if (!parsed.success) return { ok: false, error: 'request.invalid' };
    const user = await this.currentUser(socket);
    if (!user) return { ok: false, error: 'auth.tokenInvalid' };
    const { room, lastPosition } = parsed.data;
    if (!(await this.rooms.mayJoin(user, room))) return { ok: false, error: 'auth.forbidden' };
    await socket.join(room);
    const buffer = present(this.buffer, 'the replay buffer (set when the gateway starts)');
    return joinAnswer(buffer, user, { room, lastPosition });
  }

  /** The token is checked again on every join: it may have expired or its session been revoked. */
  private async currentUser(socket: Socket): Promise<AuthUser | null> {
    const data = socket.data as SocketData;
    try {
      return await this.tokens.verifyAccess(data.token);
    } catch {
      return null;
    }
  }

  /**
   * One `rt.changes` frame per room and publish call (a projection commit): the room's messages in
   * their order, each with its position. Every message also goes into the replay buffer; rooms
   * without a socket on this node are not encoded at all (every node fans out to its own sockets).
   * A trip's seats go out once per audience (message-views.ts): contractors get other companies'
   * passengers as occupied seats without a name, as their seat-map query answers.
   */
  private fanOut(all: ChangeMessage[]): void {
    const buffer = this.buffer;
    if (!buffer) return;
    // session revocations are no read-model change: the revocation relay handles them
    const notices = all.filter((n) => n.kind !== SESSION_REVOKED_KIND);
    for (const notice of notices) buffer.push(notice);
    const io = this.io;
    if (!io) return;
    const occupied = io.of('/').adapter.rooms;
    for (const [room, batch] of byRoom(notices)) if (occupied.has(room)) emitBatch(io, room, batch);
  }
}
