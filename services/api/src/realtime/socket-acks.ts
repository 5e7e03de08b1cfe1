import { RoomSchema, type ChangeMessage, type JoinAck } from '@faena/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { messageFor } from './message-views';
import type { ReplayBuffer } from './replay-buffer';

type Ack = (answer: JoinAck | { ok: boolean; error?: string }) => void;

/** Answers a socket event when the client asked for an acknowledgement. */
export function reply(ack: unknown, answer: unknown): void {
  if (typeof ack === 'function') (ack as Ack)(answer as JoinAck);
}

/** The room a leave names: the payload's `room`, or the payload itself. */
export function leaveRoomOf(payload: unknown) {
  return RoomSchema.safeParse(
    typeof payload === 'object' && payload !== null
      ? (payload as { room?: unknown }).room
      : payload,
  );
}

/**
 * An authorised join's answer: the buffer's position and, when the client sent its last position,
 * what the room got since (as the user may see it), or that it must refetch.
 */
export function joinAnswer(
  buffer: ReplayBuffer,
  user: AuthUser,
  { room, lastPosition }: { room: string; lastPosition?: number },
): JoinAck {
  const position = buffer.position;
  if (lastPosition === undefined) return { ok: true, position, replay: [], refetch: false };
  const replay = buffer.since(room, lastPosition);
  if (replay.kind === 'refetch') return { ok: true, position, replay: [], refetch: true };
  return {
    ok: true,
    position,
    replay: replay.messages.map((m) => messageFor(user, m)),
    refetch: false,
  };
}

/** The notices grouped by room, each group in the order given (rooms in order of first notice). */
export function byRoom(notices: readonly ChangeMessage[]): Map<string, ChangeMessage[]> {
  const rooms = new Map<string, ChangeMessage[]>();
  for (const notice of notices) {
    const batch = rooms.get(notice.room);
    if (batch) batch.push(notice);
    else rooms.set(notice.room, [notice]);
  }
  return rooms;
}
