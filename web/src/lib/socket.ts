import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_EVENTS,
  type ChangeMessage,
  type JoinAck,
  type JoinRequest,
} from '@faena/contracts';
import { useSession } from '../stores/session.store';
import { useRealtime } from '../stores/realtime.store';
import { renewTokens, tokenForCall } from './token-renewal';
import { LiveRooms, type RoomListener } from './live-rooms';

const JOIN_TIMEOUT_MS = 10_000;
/** Handshake or join refusals that a fresh access token cures. */
const TOKEN_ERRORS = new Set(['auth.tokenInvalid', 'auth.required']);
const MAX_RENEWALS = 2;

let socket: Socket | null = null;
let renewals = 0;
let renewing = false;
/** the access token of the socket's last handshake */
let handshakeToken: string | null = null;
let stopWatching: (() => void) | null = null;

/**
 * The access token expired (the server checks it on every join): renew it (unless the pair was
 * renewed since the handshake; one renewal shared with the HTTP calls) and reconnect.
 */
function renewConnection(): void {
  if (renewing || renewals >= MAX_RENEWALS) return;
  renewing = true;
  renewals += 1;
  void renewTokens(handshakeToken).then((ok) => {
    renewing = false;
    if (!ok || !socket) return;
    socket.disconnect();
    socket.connect();
  });
}

const rooms = new LiveRooms({
  isConnected: () => socket?.connected ?? false,
  join: (request: JoinRequest) =>
    new Promise<JoinAck>((resolve, reject) => {
      if (!socket) {
        reject(new Error('no socket'));
        return;
      }
      socket
        .timeout(JOIN_TIMEOUT_MS)
        .emit(SOCKET_EVENTS.join, request, (err: Error | null, ack: JoinAck) => {
          if (err) {
            reject(err);
            return;
          }
          if (!ack.ok && TOKEN_ERRORS.has(ack.error)) {
            renewConnection();
            reject(new Error(ack.error)); // the reconnect rejoins
            return;
          }
          resolve(ack);
        });
    }),
  leave: (room) => socket?.emit(SOCKET_EVENTS.leave, { room }),
});

/** The socket.io client: the handshake carries the access token (a lapsed one renewed first). */
function openSocket(): Socket {
  return io({
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    // a token that lapsed is renewed first (with the calls made meanwhile)
    auth: (cb) => {
      void Promise.resolve(tokenForCall()).then((token) => {
        handshakeToken = token;
        cb({ token });
      });
    },
  });
}

/** The socket's status, its rejoins and renewals, and its pushes handed to the rooms. */
function listen(s: Socket, setStatus: (status: 'connected' | 'disconnected') => void): void {
  s.on('connect', () => {
    renewals = 0;
    setStatus('connected');
    void rooms.rejoinAll();
  });
  s.on('disconnect', (reason) => {
    setStatus('disconnected');
    // the server closed it for a session that the stored token no longer belongs to: join again with it
    const token = useSession.getState().accessToken;
    if (reason === 'io server disconnect' && token !== null && token !== handshakeToken)
      s.connect();
  });
  s.on('connect_error', (err: Error) => {
    setStatus('disconnected');
    if (!s.active && TOKEN_ERRORS.has(err.message)) renewConnection();
  });
  s.on(SOCKET_EVENTS.changes, (messages: ChangeMessage[]) => rooms.receiveAll(messages));
  s.on(SOCKET_EVENTS.change, (message: ChangeMessage) => rooms.receive(message)); // older servers
}

/** One socket.io connection for the signed-in user (access token in the handshake). */
export function connectLive(): void {
  if (socket) return;
  const { setStatus } = useRealtime.getState();
  setStatus('connecting');
  const s = openSocket();
  listen(s, setStatus);
  socket = s;
  stopWatching = useSession.subscribe((now, before) => {
    if (now.accessToken !== before.accessToken) followToken(s, now.accessToken);
  });
}

/**
 * The socket follows the session's token: none (the lock opened, logout) closes it; a new one
 * reconnects a socket the server closed (its session was revoked, e.g. replaced by the unlock's
 * new session) or the lock closed. Its rooms are joined again with their last positions.
 */
function followToken(s: Socket, token: string | null): void {
  if (token === null) s.disconnect();
  else if (!s.connected && !s.active) s.connect();
}

export function disconnectLive(): void {
  stopWatching?.();
  stopWatching = null;
  socket?.disconnect();
  socket = null;
  useRealtime.getState().setStatus('idle');
}

/** Live updates of one room (its messages, reloads and a refused join); answers the unsubscribe function. */
export function subscribe(room: string, listener: RoomListener): () => void {
  connectLive();
  return rooms.subscribe(room, listener);
}

export const lastRoomPosition = (room: string) => rooms.lastPosition(room);
