import { useEffect, useState } from 'react';
import type { VisitHistory } from '@faena/contracts';
import { errorText } from '../../../../lib/notify';
import { visitHistory } from '../api/visits.api';

export type LoadVisitHistory = (visitId: string) => Promise<VisitHistory>;
export type VisitHistoryState = { history: VisitHistory } | { error: string } | null;

/** The open visit's history, loaded once per visit (null while it loads). */
export function useVisitHistory(
  visitId: string | null,
  load: LoadVisitHistory = visitHistory,
): VisitHistoryState {
  const [state, setState] = useState<
    { id: string; history: VisitHistory } | { id: string; error: string } | null
  >(null);
  useEffect(() => {
    if (!visitId) return;
    let live = true;
    load(visitId).then(
      (history) => live && setState({ id: visitId, history }),
      (e: unknown) => live && setState({ id: visitId, error: errorText(e) }),
    );
    return () => {
      live = false;
    };
  }, [visitId, load]);
  return state && state.id === visitId ? state : null;
}
