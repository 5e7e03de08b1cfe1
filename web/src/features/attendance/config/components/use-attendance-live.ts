import { useLiveRoom } from '../../../../hooks/use-live-room';
import { useSession } from '../../../../stores/session.store';

/**
 * Keeps an attendance configuration screen current: any change of the client's schedules,
 * justification types, companies' lists or people's assignments (room attendance:<clientId>)
 * reloads the grid's page up to that position.
 */
export function useAttendanceLive(refetch: (afterPosition?: number) => Promise<void>): void {
  const clientId = useSession((s) => s.user?.profile.clientId ?? null);
  useLiveRoom(
    clientId ? `attendance:${clientId}` : null,
    (m) => {
      if (m.kind === 'attendance.changed') void refetch(m.position);
    },
    refetch,
  );
}
