import { create } from 'zustand';

export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'disconnected';

/** Socket connection state; `since` is when the status last changed (ms since epoch). */
export interface RealtimeState {
  status: ConnectionStatus;
  since: number;
  setStatus: (status: ConnectionStatus, at?: number) => void;
}

export const useRealtime = create<RealtimeState>()((set, get) => ({
  status: 'idle',
  since: Date.now(),
  setStatus: (status, at = Date.now()) => {
    if (get().status !== status) set({ status, since: at });
  },
}));

/** A board's data is stale when the socket has been down longer than this. */
export const STALE_AFTER_MS = 10_000;

export function isStale(state: Pick<RealtimeState, 'status' | 'since'>, now: number): boolean {
  return (
    state.status !== 'connected' && state.status !== 'idle' && now - state.since > STALE_AFTER_MS
  );
}
