import { useEffect, useEffectEvent, useState } from 'react';
import type { AttendanceDayChangedPayload } from '@faena/contracts';
import { useLiveRoom } from '../../../../hooks/use-live-room';
import { notifyError } from '../../../../lib/notify';
import { useSession } from '../../../../stores/session.store';

interface Read<A> {
  /** what the screen shows (e.g. person|month), or null while it is not chosen yet */
  key: string | null;
  /** reads what `key` names, at least up to `afterPosition` when given */
  read: (afterPosition?: number) => Promise<A>;
  /** whether a changed attendance day is part of what the screen shows */
  touches: (day: AttendanceDayChangedPayload) => boolean;
}

/**
 * An attendance screen's answer, kept current: it is read when `key` changes and read again from
 * the change's position whenever a day it shows changes (room attendance-days:<clientId>), or the
 * room asks for a reload. Answers null until the answer of the current key has arrived.
 */
export function useAttendanceDaysRead<A>({ key, read, touches }: Read<A>): A | null {
  const clientId = useSession((s) => s.user?.profile.clientId ?? null);
  const [loaded, setLoaded] = useState<{ key: string; answer: A } | null>(null);
  // the position of the last change of what is shown (the room's): reading again from it
  const [changedAt, setChangedAt] = useState(0);
  useLiveRoom<AttendanceDayChangedPayload>(
    clientId ? `attendance-days:${clientId}` : null,
    (m) => {
      if (touches(m.payload)) setChangedAt(m.position);
    },
    (afterPosition) => setChangedAt(afterPosition),
  );
  const readNow = useEffectEvent(read);
  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    readNow(changedAt > 0 ? changedAt : undefined).then((answer) => {
      if (live) setLoaded({ key, answer });
    }, notifyError);
    return () => {
      live = false;
    };
  }, [key, changedAt]);
  return loaded && loaded.key === key ? loaded.answer : null;
}
