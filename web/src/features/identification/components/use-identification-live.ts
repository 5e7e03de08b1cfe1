import { useLiveRoom } from '../../../hooks/use-live-room';
import { useSession } from '../../../stores/session.store';

/**
 * Keeps an identification screen current: a credential or an identification type of the client
 * changed (room identification:<clientId>) reloads the grid's page up to that position.
 */
export function useIdentificationLive(refetch: (afterPosition?: number) => Promise<void>): void {
  const clientId = useSession((s) => s.user?.profile.clientId ?? null);
  useLiveRoom(
    clientId ? `identification:${clientId}` : null,
    (m) => {
      if (m.kind === 'identification.changed') void refetch(m.position);
    },
    refetch,
  );
}
