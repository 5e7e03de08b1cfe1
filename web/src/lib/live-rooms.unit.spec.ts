import type { ChangeMessage, JoinAck, JoinRequest } from '@faena/contracts';
import { LiveRooms, type RoomTransport } from './live-rooms';

class FakeTransport implements RoomTransport {
  connected = true;
  joins: JoinRequest[] = [];
  left: string[] = [];
  nextAck: JoinAck = { ok: true, position: 0, replay: [], refetch: false };
  isConnected = () => this.connected;
  join = (request: JoinRequest) => {
    this.joins.push(request);
    return Promise.resolve(this.nextAck);
  };
  leave = (room: string) => void this.left.push(room);
}

const msg = (position: number, room = 'trip:T1'): ChangeMessage => ({
  room,
  kind: 'trip.seat',
  position,
  payload: { position },
});
const flush = () => new Promise((r) => setTimeout(r, 0));

function setup() {
  const transport = new FakeTransport();
  const rooms = new LiveRooms(transport);
  const seen: number[] = [];
  const refetches: number[] = [];
  const listener = {
    onMessage: (m: ChangeMessage) => seen.push(m.position),
    onRefetch: () => refetches.push(1),
  };
  return { transport, rooms, seen, refetches, listener };
}

describe('LiveRooms', () => {
  describe('when messages arrive', () => {
    it('applies each position once and ignores older or repeated ones', async () => {
      const { rooms, seen, listener } = setup();
      rooms.subscribe('trip:T1', listener);
      await flush();
      [5, 5, 3, 7, 6, 8].forEach((p) => rooms.receive(msg(p)));
      expect(seen).toEqual([5, 7, 8]);
      expect(rooms.lastPosition('trip:T1')).toBe(8);
    });

    it('applies every row changed by one event, once each', async () => {
      const { rooms, listener } = setup();
      const zones: string[] = [];
      rooms.subscribe('zone:C1', {
        ...listener,
        onMessage: (m) => zones.push((m.payload as { zoneId: string }).zoneId),
      });
      await flush();
      const at = (position: number, zoneId: string): ChangeMessage => ({
        room: 'zone:C1',
        kind: 'zone.occupancy',
        position,
        payload: { zoneId },
      });
      [at(4, 'A'), at(4, 'B'), at(4, 'A'), at(3, 'C'), at(5, 'A'), at(4, 'B')].forEach((m) =>
        rooms.receive(m),
      );
      expect(zones).toEqual(['A', 'B', 'A']);
    });

    it('ignores messages of rooms nobody subscribed', () => {
      const { rooms } = setup();
      expect(rooms.receive(msg(1, 'zone:C1'))).toBe(false);
    });
  });

  describe('when joining', () => {
    it('sends no position the first time, then asks the screen to refetch', async () => {
      const { transport, rooms, refetches, listener } = setup();
      transport.nextAck = { ok: true, position: 12, replay: [], refetch: false };
      rooms.subscribe('trip:T1', listener);
      await flush();
      expect(transport.joins).toEqual([{ room: 'trip:T1' }]);
      expect(refetches).toHaveLength(1);
      expect(rooms.lastPosition('trip:T1')).toBeNull(); // the join's position is global, not the room's
    });

    it('rejoins after a reconnect with the last position and applies the replay once', async () => {
      const { transport, rooms, seen, refetches, listener } = setup();
      transport.nextAck = { ok: true, position: 10, replay: [], refetch: false };
      rooms.subscribe('trip:T1', listener);
      await flush();
      rooms.receive(msg(11));
      transport.nextAck = {
        ok: true,
        position: 14,
        replay: [msg(11), msg(13), msg(14)],
        refetch: false,
      };
      await rooms.rejoinAll();
      expect(transport.joins.at(-1)).toEqual({ room: 'trip:T1', lastPosition: 11 });
      expect(seen).toEqual([11, 13, 14]);
      expect(refetches).toHaveLength(1);
    });

    it('applies the replay of missed messages before live ones that arrived while the join was pending', async () => {
      const { transport, rooms, seen, listener } = setup();
      transport.nextAck = { ok: true, position: 10, replay: [], refetch: false };
      rooms.subscribe('trip:T1', listener);
      await flush();
      let answer: (ack: JoinAck) => void = () => undefined;
      transport.join = (request: JoinRequest) => {
        transport.joins.push(request);
        return new Promise<JoinAck>((resolve) => (answer = resolve));
      };
      const rejoined = rooms.rejoinAll();
      rooms.receive(msg(15)); // live, pushed before the ack with the replay reaches the client
      answer({ ok: true, position: 15, replay: [msg(12), msg(14)], refetch: false });
      await rejoined;
      expect(seen).toEqual([12, 14, 15]);
      expect(rooms.lastPosition('trip:T1')).toBe(15);
    });

    it('calls refetch when the server cannot replay what was missed', async () => {
      const { transport, rooms, refetches, listener } = setup();
      rooms.subscribe('trip:T1', listener);
      await flush();
      rooms.receive(msg(3));
      transport.nextAck = { ok: true, position: 900, replay: [], refetch: true };
      await rooms.rejoinAll();
      expect(refetches).toHaveLength(2);
      expect(rooms.lastPosition('trip:T1')).toBe(3);
      expect(rooms.receive(msg(899))).toBe(true); // the reload's rows guard themselves by version
    });

    it('waits for the connection before joining', async () => {
      const { transport, rooms, listener } = setup();
      transport.connected = false;
      rooms.subscribe('trip:T1', listener);
      await flush();
      expect(transport.joins).toEqual([]);
      transport.connected = true;
      await rooms.rejoinAll();
      expect(transport.joins).toEqual([{ room: 'trip:T1' }]);
    });

    it('reports a refused join', async () => {
      const { transport, rooms } = setup();
      const denied: string[] = [];
      transport.nextAck = { ok: false, error: 'auth.forbidden' };
      rooms.subscribe('queue:C9', {
        onMessage: () => undefined,
        onRefetch: () => undefined,
        onDenied: (e) => denied.push(e),
      });
      await flush();
      expect(denied).toEqual(['auth.forbidden']);
    });
  });

  describe('when positions of other rooms run ahead (positions are global)', () => {
    it('applies a message of the room below the join position that arrives after the ack', async () => {
      const { transport, rooms, seen, listener } = setup();
      transport.nextAck = { ok: true, position: 50, replay: [], refetch: false }; // 50: a zone change
      rooms.subscribe('trip:T1', listener);
      await flush();
      expect(rooms.receive(msg(40))).toBe(true); // the trip's projection is behind the zone's
      expect(seen).toEqual([40]);
      expect(rooms.lastPosition('trip:T1')).toBe(40);
    });

    it('after a rejoin, keeps the room at its own last message and applies later ones below the ack', async () => {
      const { transport, rooms, seen, listener } = setup();
      transport.nextAck = { ok: true, position: 10, replay: [], refetch: false };
      rooms.subscribe('trip:T1', listener);
      await flush();
      rooms.receive(msg(11));
      transport.nextAck = { ok: true, position: 100, replay: [msg(12)], refetch: false };
      await rooms.rejoinAll();
      rooms.receiveAll([msg(60), msg(61)]);
      expect(seen).toEqual([11, 12, 60, 61]);
      transport.nextAck = { ok: true, position: 200, replay: [], refetch: false };
      await rooms.rejoinAll();
      expect(transport.joins.at(-1)).toEqual({ room: 'trip:T1', lastPosition: 61 });
    });
  });

  describe('when the screen reloads', () => {
    it('asks for a reload at least up to the join position', async () => {
      const { transport, rooms, listener } = setup();
      const asked: number[] = [];
      transport.nextAck = { ok: true, position: 77, replay: [], refetch: false };
      rooms.subscribe('trip:T1', { ...listener, onRefetch: (after) => asked.push(after) });
      await flush();
      expect(asked).toEqual([77]);
    });

    it('holds the room messages until the reload has loaded, then applies them in order', async () => {
      const { transport, rooms } = setup();
      const events: string[] = [];
      let loaded: () => void = () => undefined;
      transport.nextAck = { ok: true, position: 20, replay: [], refetch: false };
      rooms.subscribe('trip:T1', {
        onMessage: (m) => events.push(`message ${m.position}`),
        onRefetch: () =>
          new Promise<void>((resolve) => {
            loaded = () => {
              events.push('loaded');
              resolve();
            };
          }),
      });
      await flush();
      rooms.receiveAll([msg(22), msg(23)]);
      rooms.receive(msg(21, 'trip:T1'));
      expect(events).toEqual([]);
      loaded();
      await flush();
      expect(events).toEqual(['loaded', 'message 21', 'message 22', 'message 23']);
      expect(rooms.receive(msg(24))).toBe(true);
    });

    it('applies the held messages even when the reload fails', async () => {
      const { transport, rooms, seen, listener } = setup();
      transport.nextAck = { ok: true, position: 5, replay: [], refetch: false };
      rooms.subscribe('trip:T1', {
        ...listener,
        onRefetch: () => Promise.reject(new Error('503')),
      });
      rooms.receive(msg(6));
      await flush();
      await flush();
      expect(seen).toEqual([6]);
    });
  });

  describe('when a frame carries several messages', () => {
    it('applies them in order, once each, skipping other rooms and repeats', async () => {
      const { rooms, seen, listener } = setup();
      rooms.subscribe('trip:T1', listener);
      await flush();
      expect(rooms.receiveAll([msg(3), msg(4), msg(4), msg(5, 'trip:T2'), msg(2), msg(6)])).toBe(3);
      expect(seen).toEqual([3, 4, 6]);
    });
  });

  describe('when the last listener leaves', () => {
    it('leaves the room and forgets its position', async () => {
      const { transport, rooms, listener } = setup();
      const other = { onMessage: () => undefined, onRefetch: () => undefined };
      const off1 = rooms.subscribe('trip:T1', listener);
      const off2 = rooms.subscribe('trip:T1', other);
      await flush();
      expect(transport.joins).toHaveLength(1);
      off1();
      expect(transport.left).toEqual([]);
      off2();
      expect(transport.left).toEqual(['trip:T1']);
      expect(rooms.lastPosition('trip:T1')).toBeNull();
    });
  });
});
