import { useState } from 'react';
import type { ChangeKind } from '@faena/contracts';
import {
  useServerGrid,
  type ServerGrid,
  type ServerGridOptions,
} from '../components/ui/use-server-grid';
import { useLiveNotices, type LiveNotices } from '../components/live/use-live-notices';
import { useLiveRoom } from './use-live-room';

/**
 * A server grid that a socket room keeps current: each message of `kind` replaces its row in place
 * (or reloads the page when the row is not on it), a missed stretch reloads the page, and
 * `updatedAt` is the time of the last load or push (the "updated N s ago" beside the live badge).
 * Each pushed row is also a notice (highlight, "n new" pill, and for queues the tab title's count).
 */
export function useLiveGrid<T>(
  room: string | null,
  kind: ChangeKind,
  options: ServerGridOptions<T> & { titleCount?: boolean },
): { grid: ServerGrid<T>; updatedAt: number | null; notices: LiveNotices } {
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const notices = useLiveNotices({ titleCount: options.titleCount });
  const grid = useServerGrid<T>({
    ...options,
    fetchPage: (p) => options.fetchPage(p).finally(() => setUpdatedAt(Date.now())),
  });
  useLiveRoom<T>(
    room,
    (m) => {
      if (m.kind !== kind) return;
      grid.applyRow(m.payload, m.position);
      notices.notice(options.rowId(m.payload));
      setUpdatedAt(Date.now());
    },
    grid.refetch,
  );
  return { grid, updatedAt, notices };
}
