import { useCallback, useEffect, useRef, useState } from 'react';
import {
  API,
  type HomeFigure,
  type HomeSummary,
  type HomeTrend,
  type SessionUser,
} from '@faena/contracts';
import { useLiveNotices, type LiveNotices } from '../../components/live/use-live-notices';
import { http } from '../../lib/http';
import { notifyError } from '../../lib/notify';
import { subscribe } from '../../lib/socket';
import { figureRoomsFor } from './home-figures';

const getSummary = (afterPosition?: number) =>
  http.get<HomeSummary>(API.homeSummary.path, { afterPosition });

/** Calls `reload` once, then with the position of every change any of the rooms pushes. */
function useRoomsReload(rooms: readonly string[], reload: (afterPosition?: number) => unknown) {
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  }, [reload]);
  const key = rooms.join('|');
  useEffect(() => {
    void latest.current();
    const offs = key
      .split('|')
      .filter(Boolean)
      .map((room) =>
        subscribe(room, {
          onMessage: (m) => void latest.current(m.position),
          onRefetch: (afterPosition) => latest.current(afterPosition),
        }),
      );
    return () => offs.forEach((off) => off());
  }, [key]);
}

/**
 * The landing figures, read again whenever a room of the screens they link to pushes a change
 * (no polling); a figure whose number changed is highlighted by the shared live notices.
 */
export function useHomeFigures(user: SessionUser | null): {
  figures: HomeFigure[];
  trends: HomeTrend[];
  notices: LiveNotices;
} {
  const [figures, setFigures] = useState<HomeFigure[]>([]);
  const [trends, setTrends] = useState<HomeTrend[]>([]);
  const notices = useLiveNotices();
  const { notice } = notices;
  const last = useRef(new Map<string, number>());
  const load = useCallback(
    (afterPosition?: number) =>
      getSummary(afterPosition)
        .then(({ figures: next, trends: lines }) => {
          for (const f of next) {
            const before = last.current.get(f.key);
            if (before !== undefined && before !== f.value) notice(f.key);
            last.current.set(f.key, f.value);
          }
          setFigures(next);
          setTrends(lines);
        })
        .catch(notifyError),
    [notice],
  );
  useRoomsReload(figureRoomsFor(user), load);
  return { figures, trends, notices };
}
