import { useLiveRoom } from '../../../../hooks/use-live-room';
import { useSession } from '../../../../stores/session.store';

/**
 * Keeps an access rules screen current: any change of the client's schedules, groups or people's
 * rules (room access-rules:<clientId>) reloads the grid's page up to that position.
 */
export function useAccessRulesLive(refetch: (afterPosition?: number) => Promise<void>): void {
  const clientId = useSession((s) => s.user?.profile.clientId ?? null);
  useLiveRoom(
    clientId ? `access-rules:${clientId}` : null,
    (m) => {
      if (m.kind === 'accessRules.changed') void refetch(m.position);
    },
    refetch,
  );
}
