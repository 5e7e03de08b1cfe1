import { useState } from 'react';
import type { ChangeKind } from '@faena/contracts';
import { useServerGrid, type ServerGrid, type ServerGridOptions } from '../components/ui/use-server-grid';
import { useLiveRoom } from './use-live-room';

/**
 * A server grid that a socket room keeps current: each message of `kind` replaces its row in place
 * (or reloads the page when the row is not on it), a missed stretch reloads the page, and
 * `updatedAt` is the time of the last load or push (the "updated N s ago" beside the live badge).
 */
export function useLiveGrid<T>(room: string | null, kind: ChangeKind, options: ServerGridOptions<T>): { grid: ServerGrid<T>; updatedAt: number | null } {
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const grid = useServerGrid<T>({ ...options, fetchPage: (p) => options.fetchPage(p).finally(() => setUpdatedAt(Date.now())) });
  useLiveRoom<T>(
    room,
    (m) => {
      if (m.kind !== kind) return;
      grid.applyRow(m.payload, m.position);
      setUpdatedAt(Date.now());
    },
    grid.refetch,
  );
  return { grid, updatedAt };
}
