import type { ReadSideStatus } from '../platform/storage/projection-monitor';

export interface ReadyAnswer {
  ready: boolean;
  /** why not: the node is stopping, a store did not answer, or a projection is stopped, failed or too far behind */
  reason?: 'draining' | 'stores' | 'projections';
  maxLag: number;
  head?: number;
  /** the projections that keep the node from being ready */
  behind?: Array<{ name: string; lag: number; state: string }>;
}

/** Ready: not stopping, the stores answered, and every projection runs within `maxLag` events of the head. */
export function readinessOf(
  status: ReadSideStatus | null,
  draining: boolean,
  maxLag: number,
): ReadyAnswer {
  if (draining) return { ready: false, reason: 'draining', maxLag };
  if (!status) return { ready: false, reason: 'stores', maxLag };
  const behind = status.projections
    .filter((p) => p.state === 'failed' || p.state === 'stopped' || p.lag > maxLag)
    .map((p) => ({ name: p.name, lag: p.lag, state: p.state }));
  if (behind.length > 0)
    return { ready: false, reason: 'projections', maxLag, head: status.head, behind };
  return { ready: true, maxLag, head: status.head };
}
