import type { ChangeMessage } from '@faena/contracts';

interface RoomLog {
  messages: ChangeMessage[];
  /** every message of the room with a position above this is in `messages` */
  completeFrom: number;
}

export type Replay = { kind: 'replay'; messages: ChangeMessage[] } | { kind: 'refetch' };

/**
 * The last messages of every room, so a reconnecting client gets what it missed. A room's log is
 * complete from the head position seen when the gateway started, raised whenever a message is
 * evicted (ring of `perRoom`) or a whole room is dropped (at most `maxRooms`, least recently fed first).
 */
export class ReplayBuffer {
  private readonly rooms = new Map<string, RoomLog>();
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
    const log = this.rooms.get(message.room) ?? { messages: [], completeFrom: this.droppedFloor };
    this.rooms.delete(message.room);
    this.rooms.set(message.room, log);
    log.messages.push(message);
    if (log.messages.length > this.perRoom) {
      const evicted = log.messages.shift()!;
      log.completeFrom = Math.max(log.completeFrom, evicted.position);
    }
    if (this.rooms.size > this.maxRooms) this.dropOldestRoom();
  }

  /** Messages after lastPosition, or refetch when some of them may be gone. */
  since(room: string, lastPosition: number): Replay {
    const log = this.rooms.get(room);
    const completeFrom = log ? log.completeFrom : this.droppedFloor;
    if (lastPosition < completeFrom) return { kind: 'refetch' };
    return { kind: 'replay', messages: log ? log.messages.filter((m) => m.position > lastPosition) : [] };
  }

  private dropOldestRoom(): void {
    const oldest = this.rooms.entries().next().value;
    if (!oldest) return;
    const [room, log] = oldest;
    this.rooms.delete(room);
    const last = log.messages[log.messages.length - 1];
    if (last) this.droppedFloor = Math.max(this.droppedFloor, last.position);
  }
}
