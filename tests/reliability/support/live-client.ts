import { io, type Socket } from 'socket.io-client';
import {
  API,
  SOCKET_EVENTS,
  type ChangeMessage,
  type GridPage,
  type JoinAck,
  type OccupancyMessage,
  type RequestRow,
  type SeatMessage,
  type TripRow,
  type ZoneRow,
} from '@faena/contracts';
import type { Caller } from './api';
import { Reconnects } from './reconnects';

/** What a screen shows, key by key, with the position each value is from. */
export type View = Map<string, { position: number; value: unknown }>;

interface RoomState {
  /** the highest position this room's view is known complete up to (sent on rejoin) */
  lastPosition: number | null;
  view: View;
  /** messages that arrived while a refetch was in flight */
  held: ChangeMessage[] | null;
}

export interface ClientStats {
  connects: number;
  disconnects: number;
  joins: number;
  replayed: number;
  refetches: number;
  messages: number;
  applied: number;
  refused: number;
}

const JOIN_LIMIT_MS = 15_000;

/** The keys and values a message (or a fetched row) sets in a room's view. */
export function entriesOf(kind: string, payload: unknown): Array<[string, unknown]> {
  switch (kind) {
    case 'trip.seat': {
      const m = payload as SeatMessage;
      return [
        [`seat:${m.seat}`, m.personId],
        ['taken', m.taken],
      ];
    }
    case 'zone.occupancy': {
      const m = payload as OccupancyMessage;
      return [
        [
          `zone:${m.zoneId}`,
          {
            occupancy: m.occupancy,
            deniedCount: m.deniedCount,
            lastMarkAt: m.lastMarkAt,
            lastMarkPerson: m.lastMarkPerson,
          },
        ],
      ];
    }
    case 'request.changed': {
      const row = { ...(payload as RequestRow & { RowIndex?: number }) };
      delete row.RowIndex;
      return [[`request:${row.requestId}`, row]];
    }
    default:
      return [];
  }
}

/** The read model of a room over HTTP, as view entries with the position of each row. */
export async function fetchRoom(
  caller: Caller,
  room: string,
  afterPosition: number,
): Promise<Array<{ position: number; entries: Array<[string, unknown]> }>> {
  const [kind, id] = room.split(':') as [string, string];
  if (kind === 'trip') {
    const trip = await caller.read<TripRow>(API.tripSeats.path, { tripId: id, afterPosition });
    const seats = trip.seats.map((s) => [`seat:${s.seat}`, s.personId] as [string, unknown]);
    return [{ position: trip.version, entries: [...seats, ['taken', trip.taken]] }];
  }
  if (kind === 'zone') {
    const zones = await caller.read<ZoneRow[]>(API.zoneOccupancy.path, { afterPosition });
    return zones.map((z) => ({ position: z.version, entries: entriesOf('zone.occupancy', z) }));
  }
  const rows: RequestRow[] = [];
  for (let skip = 0; ; skip += 1000) {
    const page = await caller.read<GridPage<RequestRow>>(API.listRequests.path, {
      skip,
      take: 1000,
      afterPosition,
    });
    rows.push(...page.data);
    if (page.data.length < 1000) break;
  }
  return rows.map((r) => ({ position: r.version, entries: entriesOf('request.changed', r) }));
}

/**
 * A socket client as the architecture asks of one: joins its rooms (sending the last position it
 * knows on a rejoin), applies every message idempotently by position key by key, and refetches
 * over HTTP (waiting for the join's position) on its first join or when the server says `refetch`.
 */
export class LiveClient {
  readonly socket: Socket;
  private readonly reconnects: Reconnects;
  readonly rooms = new Map<string, RoomState>();
  readonly stats: ClientStats = {
    connects: 0,
    disconnects: 0,
    joins: 0,
    replayed: 0,
    refetches: 0,
    messages: 0,
    applied: 0,
    refused: 0,
  };
  readonly errors: string[] = [];

  constructor(
    url: string,
    private readonly caller: Caller,
    rooms: string[],
  ) {
    for (const room of rooms)
      this.rooms.set(room, { lastPosition: null, view: new Map(), held: null });
    this.socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 50,
      reconnectionDelayMax: 400,
      auth: { token: caller.token },
    });
    this.reconnects = new Reconnects(this.socket);
    this.socket.on('connect', () => {
      this.stats.connects += 1;
      for (const room of this.rooms.keys()) void this.join(room);
    });
    this.socket.on('disconnect', () => {
      this.stats.disconnects += 1;
    });
    this.socket.on(SOCKET_EVENTS.changes, (messages: ChangeMessage[]) =>
      messages.forEach((m) => this.receive(m)),
    );
  }

  /** The highest position the view of a room holds (from messages or fetched rows). */
  viewPosition(room: string): number {
    let max = 0;
    for (const { position } of this.rooms.get(room)?.view.values() ?? [])
      max = Math.max(max, position);
    return max;
  }

  private receive(message: ChangeMessage): void {
    const state = this.rooms.get(message.room);
    if (!state) return;
    this.stats.messages += 1;
    if (state.held) state.held.push(message);
    else this.apply(state, message.position, entriesOf(message.kind, message.payload));
  }

  /** Sets each key unless the view already holds it from a later position (idempotent, order-free). */
  private apply(state: RoomState, position: number, entries: Array<[string, unknown]>): void {
    let changed = false;
    for (const [key, value] of entries) {
      const current = state.view.get(key);
      if (current && current.position >= position) continue;
      state.view.set(key, { position, value });
      changed = true;
    }
    if (changed) this.stats.applied += 1;
    state.lastPosition = Math.max(state.lastPosition ?? 0, position);
  }

  private async join(room: string): Promise<void> {
    const state = this.rooms.get(room)!;
    const request =
      state.lastPosition === null ? { room } : { room, lastPosition: state.lastPosition };
    let ack: JoinAck;
    try {
      ack = (await this.socket
        .timeout(JOIN_LIMIT_MS)
        .emitWithAck(SOCKET_EVENTS.join, request)) as JoinAck;
    } catch {
      return; // disconnected meanwhile: the next connect joins again
    }
    this.stats.joins += 1;
    if (!ack.ok) {
      this.stats.refused += 1;
      this.errors.push(`${room}: join refused (${ack.error})`);
      return;
    }
    for (const m of ack.replay) this.apply(state, m.position, entriesOf(m.kind, m.payload));
    this.stats.replayed += ack.replay.length;
    if (ack.refetch || request.lastPosition === undefined)
      await this.refetch(room, state, ack.position);
  }

  /** Loads the room's read model at least up to `position`, then applies what arrived meanwhile. */
  private async refetch(room: string, state: RoomState, position: number): Promise<void> {
    this.stats.refetches += 1;
    state.held ??= [];
    try {
      for (const row of await fetchRoom(this.caller, room, position))
        this.apply(state, row.position, row.entries);
      // the read model holds every change up to `position`: the view is complete up to there
      state.lastPosition = Math.max(state.lastPosition ?? 0, position);
    } catch (err) {
      this.errors.push(`${room}: refetch failed (${String(err).slice(0, 200)})`);
    } finally {
      const held = takeHeld(state);
      for (const m of held) this.apply(state, m.position, entriesOf(m.kind, m.payload));
    }
  }

  /** A dropped client that comes back after `ms` (not after close()). */
  reconnectLater(ms: number): void {
    this.reconnects.later(ms);
  }

  /** Disconnects for good: no pending reconnect, no automatic reconnection. */
  close(): void {
    this.reconnects.close();
  }
}

/** What arrived while a refetch ran, handed over once (another refetch of the room may have taken it). */
function takeHeld(state: RoomState): NonNullable<RoomState['held']> {
  const held = state.held ?? [];
  state.held = null;
  return held;
}
