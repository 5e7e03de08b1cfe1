import { useCallback, useEffect, useRef, useState } from 'react';
import type { DeniedMarkMessage } from '@faena/contracts';
import { useLiveRoom } from '../../../hooks/use-live-room';
import { useSession } from '../../../stores/session.store';

/** How long a denied mark stays on the wall. */
export const ALARM_MS = 30_000;

/**
 * Denied marks pushed to the client's zone room, newest first, each for ALARM_MS; null room
 * (not on a wall) listens to nothing.
 */
export function useDeniedAlarms(enabled: boolean): DeniedMarkMessage[] {
  const clientId = useSession((s) => s.user?.profile.clientId ?? null);
  const [alarms, setAlarms] = useState<DeniedMarkMessage[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const add = useCallback((alarm: DeniedMarkMessage) => {
    setAlarms((list) => (list.some((a) => a.markId === alarm.markId) ? list : [alarm, ...list]));
    const id = setTimeout(() => {
      timers.current.delete(id);
      setAlarms((list) => list.filter((a) => a.markId !== alarm.markId));
    }, ALARM_MS);
    timers.current.add(id);
  }, []);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  useLiveRoom<DeniedMarkMessage>(
    enabled && clientId ? `zone:${clientId}` : null,
    (m) => m.kind === 'zone.denied' && add(m.payload),
    () => undefined,
  );
  return alarms;
}
