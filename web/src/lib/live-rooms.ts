import type { ChangeMessage, JoinAck, JoinRequest } from '@faena/contracts';

/** What the room registry needs from the socket. */
export interface RoomTransport {
  isConnected(): boolean;
  join(request: JoinRequest): Promise<JoinAck>;
  leave(room: string): void;
}

export interface RoomListener {
  onMessage: (message: ChangeMessage) => void;
  /** The screen must reload its query: first join, or the server could not replay what was missed. */
  onRefetch: () => void;
  onDenied?: (error: string) => void;
}

interface RoomState {
  lastPosition: number | null;
  /** messages already applied at lastPosition (one event may change several rows of a room) */
  seenAtLast: Set<string>;
  listeners: Set<RoomListener>;
  /** live messages that arrive while a join awaits its ack: applied after the ack's replay */
  pending: ChangeMessage[] | null;
}

const keyOf = (m: ChangeMessage) => `${m.kind}|${JSON.stringify(m.payload)}`;

/**
 * Keeps the last position per room, applies messages once and in order (a message below the last
 * position, or one already applied at it, is ignored) and rejoins with the last position after a
 * reconnect.
 */
export class LiveRooms {
  private readonly rooms = new Map<string, RoomState>();

  constructor(private readonly transport: RoomTransport) {}

  subscribe(room: string, listener: RoomListener): () => void {
    let state = this.rooms.get(room);
    const isNew = !state;
    if (!state) {
      state = { lastPosition: null, seenAtLast: new Set(), listeners: new Set(), pending: null };
      this.rooms.set(room, state);
    }
    state.listeners.add(listener);
    if (isNew && this.transport.isConnected()) void this.join(room);
    return () => this.unsubscribe(room, listener);
  }

  lastPosition(room: string): number | null {
    return this.rooms.get(room)?.lastPosition ?? null;
  }

  roomNames(): string[] {
    return [...this.rooms.keys()];
  }

  /** A pushed message: applied when newer than the room's last position. Answers whether applied. */
  receive(message: ChangeMessage): boolean {
    const state = this.rooms.get(message.room);
    if (!state) return false;
    if (state.pending) {
      state.pending.push(message); // the join's replay (older positions) must be applied first
      return false;
    }
    return this.apply(state, message);
  }

  private apply(state: RoomState, message: ChangeMessage): boolean {
    const key = keyOf(message);
    if (state.lastPosition !== null) {
      if (message.position < state.lastPosition) return false;
      if (message.position === state.lastPosition && state.seenAtLast.has(key)) return false;
    }
    if (message.position !== state.lastPosition) state.seenAtLast.clear();
    state.lastPosition = message.position;
    state.seenAtLast.add(key);
    state.listeners.forEach((l) => l.onMessage(message));
    return true;
  }

  /** After (re)connecting: join every room again, sending what each has seen. */
  rejoinAll(): Promise<void> {
    return Promise.all(this.roomNames().map((room) => this.join(room))).then(() => undefined);
  }

  private async join(room: string): Promise<void> {
    const before = this.rooms.get(room);
    if (!before) return;
    const sent = before.lastPosition;
    before.pending ??= [];
    let ack: JoinAck;
    try {
      ack = await this.transport.join(sent === null ? { room } : { room, lastPosition: sent });
    } catch {
      before.pending = null; // no answer (disconnected): the next connect rejoins and replays
      return;
    }
    const state = this.rooms.get(room);
    if (!state) return;
    const buffered = state.pending ?? [];
    state.pending = null;
    if (!ack.ok) {
      state.listeners.forEach((l) => l.onDenied?.(ack.error));
      return;
    }
    ack.replay.forEach((m) => this.apply(state, m));
    buffered.forEach((m) => this.apply(state, m));
    if (state.lastPosition === null || ack.position > state.lastPosition) {
      state.lastPosition = ack.position;
      state.seenAtLast.clear();
    }
    if (ack.refetch || sent === null) state.listeners.forEach((l) => l.onRefetch());
  }

  private unsubscribe(room: string, listener: RoomListener): void {
    const state = this.rooms.get(room);
    if (!state) return;
    state.listeners.delete(listener);
    if (state.listeners.size > 0) return;
    this.rooms.delete(room);
    if (this.transport.isConnected()) this.transport.leave(room);
  }
}
