import type { Server } from 'socket.io';
import { SOCKET_EVENTS, visibleSeat, type ChangeMessage, type SeatMessage } from '@faena/contracts';
import type { AuthUser } from '../platform/auth/auth-user';

type Viewer = Pick<AuthUser, 'coid'>;

/** Messages whose payload depends on who reads it: a trip's seats (names hidden from other companies). */
const isPerViewer = (m: ChangeMessage) => m.kind === 'trip.seat';

/** A message as the viewer may see it: what the same viewer's HTTP query would answer. */
export function messageFor(viewer: Viewer, m: ChangeMessage): ChangeMessage {
  if (!isPerViewer(m) || viewer.coid === null) return m;
  return { ...m, payload: visibleSeat({ companyId: viewer.coid }, m.payload as SeatMessage) };
}

/** The sockets of a room grouped by what they may see: '' for every non-contractor, else the company. */
function audiences(io: Server, room: string): Map<string | null, string[]> {
  const groups = new Map<string | null, string[]>();
  const sockets = io.of('/').sockets;
  for (const id of io.of('/').adapter.rooms.get(room) ?? []) {
    const user = (sockets.get(id)?.data as { user?: Viewer } | undefined)?.user;
    if (!user) continue;
    const group = groups.get(user.coid);
    if (group) group.push(id);
    else groups.set(user.coid, [id]);
  }
  return groups;
}

/**
 * Sends one room's batch: as it is when no message depends on the reader (one encoding for the
 * whole room), else once per audience (every socket is also a room of its own id).
 */
export function emitBatch(io: Server, room: string, batch: ChangeMessage[]): void {
  if (!batch.some(isPerViewer)) {
    io.to(room).emit(SOCKET_EVENTS.changes, batch);
    return;
  }
  for (const [coid, ids] of audiences(io, room)) {
    io.to(ids).emit(
      SOCKET_EVENTS.changes,
      batch.map((m) => messageFor({ coid }, m)),
    );
  }
}
