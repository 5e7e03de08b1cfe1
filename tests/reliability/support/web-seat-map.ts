import { io, type Socket } from 'socket.io-client';
import {
  API,
  SOCKET_EVENTS,
  type ChangeMessage,
  type JoinAck,
  type JoinRequest,
  type SeatMessage,
  type TripRow,
} from '@faena/contracts';
import { LiveRooms } from '../../../web/src/lib/live-rooms';
import type { Caller } from './api';
import { Reconnects } from './reconnects';
import type * as SeatMapStoreModule from '../../../web/src/features/transport/stores/seat-map.store';

type SeatMapStore = typeof SeatMapStoreModule;

/**
 * The web app's seat map as a client: the product's own LiveRooms (web/src/lib/live-rooms.ts) and
 * seat-map store (one isolated instance per client), wired as web/src/lib/socket.ts and
 * seat-map-page.tsx wire them: rejoin every room on connect, `rt.changes` frames through LiveRooms
 * into the store's apply, and a refetch of the trip at the join's position when LiveRooms asks for
 * one (LiveRooms holds the room's messages until it has loaded).
 */
export class WebSeatMap {
  readonly socket: Socket;
  private readonly reconnects: Reconnects;
  private readonly rooms: LiveRooms;
  private readonly store: SeatMapStore['useSeatMap'];
  readonly errors: string[] = [];

  constructor(
    url: string,
    private readonly caller: Caller,
    readonly tripId: string,
  ) {
    let isolated: SeatMapStore | undefined;
    jest.isolateModules(() => {
      // jest.isolateModules hands out a fresh module only through require()
      /* eslint-disable @typescript-eslint/no-require-imports */
      isolated =
        require('../../../web/src/features/transport/stores/seat-map.store') as SeatMapStore;
      /* eslint-enable @typescript-eslint/no-require-imports */
    });
    this.store = isolated!.useSeatMap;
    this.socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 50,
      reconnectionDelayMax: 400,
      auth: { token: caller.token },
    });
    this.reconnects = new Reconnects(this.socket);
    this.rooms = new LiveRooms({
      isConnected: () => this.socket.connected,
      join: (request: JoinRequest) =>
        this.socket.timeout(10_000).emitWithAck(SOCKET_EVENTS.join, request) as Promise<JoinAck>,
      leave: (room) => this.socket.emit(SOCKET_EVENTS.leave, { room }),
    });
    this.socket.on('connect', () => void this.rooms.rejoinAll());
    this.socket.on(SOCKET_EVENTS.changes, (messages: ChangeMessage[]) =>
      this.rooms.receiveAll(messages),
    );
    void this.refetch();
    this.rooms.subscribe(`trip:${tripId}`, {
      onMessage: (m) => {
        if (m.kind === 'trip.seat')
          this.store.getState().apply(m.payload as SeatMessage, m.position);
      },
      onRefetch: (after) => this.refetch(after),
    });
  }

  get trip(): TripRow | null {
    return this.store.getState().trip;
  }

  private async refetch(after?: number): Promise<void> {
    try {
      this.store
        .getState()
        .load(
          await this.caller.read<TripRow>(
            API.tripSeats.path,
            after === undefined
              ? { tripId: this.tripId }
              : { tripId: this.tripId, afterPosition: after },
          ),
        );
    } catch (err) {
      this.errors.push(String(err).slice(0, 200));
    }
  }

  reconnectLater(ms: number): void {
    this.reconnects.later(ms);
  }

  close(): void {
    this.reconnects.close();
  }
}
