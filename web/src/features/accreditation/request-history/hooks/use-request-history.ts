import { useCallback, useEffect, useRef, useState } from 'react';
import type { HistoryEntry, RequestHistory } from '@faena/contracts';
import { useLiveRoom } from '../../../../hooks/use-live-room';
import { notifyError } from '../../../../lib/notify';
import { getHistory } from '../api/history.api';

export interface HistoryView {
  history: RequestHistory | null;
  /** the state as of the chosen entry (time travel); null while following the latest */
  asOf: RequestHistory['stateAsOf'] | null;
  selected: number | null;
  select: (index: number) => void;
  updatedAt: number | null;
}

/** The request's history as last read (an older answer than the last asked is dropped), live. */
function useLiveHistory(requestId: string) {
  const [history, setHistory] = useState<RequestHistory | null>(null);
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const seq = useRef(0);
  const load = useCallback(
    (afterPosition?: number) => {
      const mine = ++seq.current;
      return getHistory({ requestId, afterPosition }).then(
        (next) => {
          if (mine !== seq.current) return;
          setHistory(next);
          setUpdatedAt(Date.now());
        },
        (err: unknown) => notifyError(err),
      );
    },
    [requestId],
  );
  useEffect(() => {
    void load();
  }, [load]);
  useLiveRoom<HistoryEntry>(`request:${requestId}`, (m) => void load(m.position), load);
  return { history, setHistory, updatedAt };
}

/** The entry chosen on the slider and the state as of it; the last entry follows the latest. */
function useTimeTravel(history: RequestHistory | null, requestId: string) {
  const [selected, setSelected] = useState<number | null>(null);
  const [asOf, setAsOf] = useState<RequestHistory['stateAsOf'] | null>(null);
  const asOfSeq = useRef(0);
  const clear = () => {
    setSelected(null);
    setAsOf(null);
  };
  const select = useCallback(
    (index: number) => {
      const entries = history?.entries ?? [];
      const entry = entries[index];
      const mine = ++asOfSeq.current;
      if (!entry || index === entries.length - 1) {
        setSelected(null);
        setAsOf(null);
        return;
      }
      setSelected(index);
      getHistory({ requestId, untilPosition: entry.position })
        .then((h) => mine === asOfSeq.current && setAsOf(h.stateAsOf))
        .catch(notifyError);
    },
    [history, requestId],
  );
  return { selected, asOf, select, clear };
}

/** A request's timeline, live through request:<requestId>, with time travel over its positions. */
export function useRequestHistory(requestId: string): HistoryView {
  const { history, setHistory, updatedAt } = useLiveHistory(requestId);
  const { selected, asOf, select, clear } = useTimeTravel(history, requestId);
  // another request starts from nothing (state adjusted while rendering, not in an effect)
  const [shownFor, setShownFor] = useState(requestId);
  if (shownFor !== requestId) {
    setShownFor(requestId);
    setHistory(null);
    clear();
  }
  return { history, asOf, selected, select, updatedAt };
}
