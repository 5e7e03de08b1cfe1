import type { ChangeMessage, JoinAck, JoinRequest } from '@faena/contracts';

/** What the room registry needs from the socket. */
export interface RoomTransport {
  isConnected(): boolean;
  join(request: JoinRequest): Promise<JoinAck>;
  leave(room: string): void;
}

export interface RoomListener {
  onMessage: (message: ChangeMessage) => void;
  /**
   * The screen must reload its query: first join, or the server could not replay what was missed.
   * `afterPosition` is the join's position (read at least up to it). When it answers a promise, the
   * room's messages are held until it settles and applied after what it loaded.
   */
  onRefetch: (afterPosition: number) => unknown;
  onDenied?: (error: string) => void;
}

interface RoomState {
  /** position of the last message of this room applied (positions are global: never another room's) */
  lastPosition: number | null;
  /** messages already applied at lastPosition (one event may change several rows of a room) */
  seenAtLast: Set<string>;
  listeners: Set<RoomListener>;
  /** joins and refetches in flight: while any is, messages wait in `held` */
  holds: number;
  /** messages (live, and a join's replay) held until the room's joins and refetches are done */
  held: ChangeMessage[];
}

const keyOf = (m: ChangeMessage) => `${m.kind}|${JSON.stringify(m.payload)}`;

/**
 * Keeps the last position per room, applies messages once and in order (a message below the last
 * position, or one already applied at it, is ignored) and rejoins with the last position after a
 * reconnect. A room's position only moves with that room's own messages: the join's position is
 * global (other rooms' changes raise it) and messages of this room below it may still be on their way.
 */
export class LiveRooms {
  private readonly rooms = new Map<string, RoomState>();

  constructor(private readonly transport: RoomTransport) {}

  subscribe(room: string, listener: RoomListener): () => void {
    let state = this.rooms.get(room);
    const isNew = !state;
    if (!state) {
      state = {
        lastPosition: null,
        seenAtLast: new Set(),
        listeners: new Set(),
        holds: 0,
        held: [],
      };
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
    if (state.holds > 0) {
      state.held.push(message); // a join's replay or a refetch must come first
      return false;
    }
    return this.apply(state, message);
  }

  /** An `rt.changes` frame: messages of one room in position order. Answers how many were applied. */
  receiveAll(messages: readonly ChangeMessage[]): number {
    let applied = 0;
    for (const message of messages) if (this.receive(message)) applied += 1;
    return applied;
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
    const state = this.rooms.get(room);
    if (!state) return;
    const sent = state.lastPosition;
    state.holds += 1;
    try {
      const ack = await this.transport.join(
        sent === null ? { room } : { room, lastPosition: sent },
      );
      if (this.rooms.get(room) !== state) return;
      if (!ack.ok) {
        state.listeners.forEach((l) => l.onDenied?.(ack.error));
        return;
      }
      state.held.push(...ack.replay);
      if (ack.refetch || sent === null) await this.refetch(state, ack.position);
    } catch {
      // no answer (disconnected): the next connect rejoins and replays
    } finally {
      this.release(state);
    }
  }

  /** Every listener reloads; the room's messages wait until every reload has settled. */
  private async refetch(state: RoomState, afterPosition: number): Promise<void> {
    const loads = [...state.listeners].map((l) => l.onRefetch(afterPosition));
    await Promise.allSettled(loads);
  }

  /** One join or refetch done: when none is left, the held messages are applied in position order. */
  private release(state: RoomState): void {
    state.holds -= 1;
    if (state.holds > 0) return;
    const held = state.held.sort((a, b) => a.position - b.position);
    state.held = [];
    held.forEach((m) => this.apply(state, m));
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
