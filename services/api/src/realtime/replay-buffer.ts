import type { ChangeMessage } from '@faena/contracts';

interface RoomLog {
  /** the room's messages from index `start` on (older ones are evicted; compacted every `perRoom` evictions) */
  messages: ChangeMessage[];
  start: number;
  /** every message of the room with a position above this is in `messages` */
  completeFrom: number;
}

export type Replay = { kind: 'replay'; messages: ChangeMessage[] } | { kind: 'refetch' };

/**
 * The last messages of every room, so a reconnecting client gets what it missed. A room's log is
 * complete from the head position seen when the gateway started, raised whenever a message is
 * evicted (ring of `perRoom`) or rooms are dropped. At most `maxRooms` rooms in two generations:
 * a room fed moves to the younger one; when the younger holds half of `maxRooms`, the older
 * generation (the rooms not fed since) is dropped. O(1) per message (keeping one Map in feeding
 * order by delete + set left V8 scanning deleted slots to find the oldest room).
 */
export class ReplayBuffer {
  private young = new Map<string, RoomLog>();
  private old = new Map<string, RoomLog>();
  private droppedFloor: number;
  private latest: number;

  constructor(
    private readonly startMark: number,
    private readonly perRoom = 1000,
    private readonly maxRooms = 20_000,
  ) {
    this.droppedFloor = startMark;
    this.latest = startMark;
  }

  /** The highest position the gateway has seen (or the start head). */
  get position(): number {
    return this.latest;
  }

  push(message: ChangeMessage): void {
    if (message.position > this.latest) this.latest = message.position;
    const log = this.feed(message.room);
    log.messages.push(message);
    if (log.messages.length - log.start > this.perRoom) {
      // evict by moving the start (an Array.shift per message moved the whole ring)
      const evicted = log.messages[log.start];
      log.start += 1;
      if (evicted) log.completeFrom = Math.max(log.completeFrom, evicted.position);
      if (log.start >= this.perRoom) {
        log.messages = log.messages.slice(log.start);
        log.start = 0;
      }
    }
  }

  /** Messages after lastPosition, or refetch when some of them may be gone. */
  since(room: string, lastPosition: number): Replay {
    const log = this.young.get(room) ?? this.old.get(room);
    const completeFrom = log ? log.completeFrom : this.droppedFloor;
    if (lastPosition < completeFrom) return { kind: 'refetch' };
    return {
      kind: 'replay',
      messages: log ? log.messages.slice(log.start).filter((m) => m.position > lastPosition) : [],
    };
  }

  /** The room's log, in the younger generation. */
  private feed(room: string): RoomLog {
    const known = this.young.get(room);
    if (known) return known;
    const log = this.old.get(room) ?? { messages: [], start: 0, completeFrom: this.droppedFloor };
    this.old.delete(room);
    this.young.set(room, log);
    if (this.young.size >= Math.max(1, Math.floor(this.maxRooms / 2))) this.dropOlder();
    return log;
  }

  private dropOlder(): void {
    for (const log of this.old.values()) {
      const last = log.messages[log.messages.length - 1];
      if (last) this.droppedFloor = Math.max(this.droppedFloor, last.position);
    }
    this.old = this.young;
    this.young = new Map();
  }
}
