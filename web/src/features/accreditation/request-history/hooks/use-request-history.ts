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

/** A request's timeline, live through request:<requestId>, with time travel over its positions. */
export function useRequestHistory(requestId: string): HistoryView {
  const [history, setHistory] = useState<RequestHistory | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [asOf, setAsOf] = useState<RequestHistory['stateAsOf'] | null>(null);
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const seq = useRef(0);
  const asOfSeq = useRef(0);

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

  // another request starts from nothing (state adjusted while rendering, not in an effect)
  const [shownFor, setShownFor] = useState(requestId);
  if (shownFor !== requestId) {
    setShownFor(requestId);
    setHistory(null);
    setSelected(null);
    setAsOf(null);
  }
  useEffect(() => {
    void load();
  }, [load]);

  useLiveRoom<HistoryEntry>(`request:${requestId}`, (m) => void load(m.position), load);

  const select = useCallback(
    (index: number) => {
      const entries = history?.entries ?? [];
      const entry = entries[index];
      if (!entry || index === entries.length - 1) {
        asOfSeq.current += 1;
        setSelected(null);
        setAsOf(null);
        return;
      }
      const mine = ++asOfSeq.current;
      setSelected(index);
      getHistory({ requestId, untilPosition: entry.position })
        .then((h) => mine === asOfSeq.current && setAsOf(h.stateAsOf))
        .catch(notifyError);
    },
    [history, requestId],
  );

  return { history, asOf, selected, select, updatedAt };
}
