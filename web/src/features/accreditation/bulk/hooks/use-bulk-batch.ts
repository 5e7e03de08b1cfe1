import { useCallback, useEffect, useRef, useState } from 'react';
import type { BulkBatchView, BulkProgress } from '@faena/contracts';
import { useLiveRoom } from '../../../../hooks/use-live-room';
import { notifyError } from '../../../../lib/notify';
import { useSession } from '../../../../stores/session.store';
import { getBulkBatch } from '../api/bulk.api';

/** The rows are fetched again at most this often while a batch moves (the bar moves on every push). */
const ROWS_EVERY_MS = 1000;

/** The batch as last read; a read older than the one shown is ignored. */
function useBatchView(batchId: string | null) {
  const [batch, setBatch] = useState<BulkBatchView | null>(null);
  const load = useCallback(
    (afterPosition?: number) => {
      if (!batchId) return Promise.resolve();
      return getBulkBatch(batchId, afterPosition).then(
        (view) =>
          setBatch((b) => (b && b.batchId === view.batchId && b.version > view.version ? b : view)),
        (err: unknown) => notifyError(err),
      );
    },
    [batchId],
  );
  return { batch, setBatch, load };
}

/** Calls `load` at most once per ROWS_EVERY_MS, after the latest position asked for. */
function useThrottledLoad(load: (afterPosition?: number) => Promise<void>) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(0);
  useEffect(() => {
    void load();
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [load]);
  return (position: number) => {
    latest.current = Math.max(latest.current, position);
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void load(latest.current);
    }, ROWS_EVERY_MS);
  };
}

/**
 * A batch and its progress, live: the user's bulk room pushes each step (rows done / total), the
 * rows are read again shortly after; a reload finds the batch where it stands (a read model).
 */
export function useBulkBatch(batchId: string | null) {
  const userId = useSession((s) => s.user?.username ?? '');
  const { batch, setBatch, load } = useBatchView(batchId);
  const loadSoon = useThrottledLoad(load);
  const onProgress = (progress: BulkProgress, position: number) => {
    if (progress.batchId !== batchId) return;
    setBatch((b) => (b && b.version < progress.version ? { ...b, ...progress } : b));
    loadSoon(position);
  };
  useLiveRoom<BulkProgress>(
    userId && batchId ? `bulk:${userId}` : null,
    (m) => onProgress(m.payload, m.position),
    (afterPosition) => load(afterPosition),
  );
  // a batch of another address (the user uploaded a new file) is not shown while the new one loads
  return { batch: batch?.batchId === batchId ? batch : null, reload: load };
}
