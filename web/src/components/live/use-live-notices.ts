import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { NO_NOTICES, noticesReducer, titleWithCount } from './live-notices';

/** How long a new or changed row stays highlighted. */
export const HIGHLIGHT_MS = 4000;
/** Scrolled further than this from the top, new rows wait behind the "n new" pill. */
const TOP_PX = 80;

export interface LiveNotices {
  isFresh: (id: string) => boolean;
  pendingCount: number;
  unseen: number;
  /** a live row arrived or changed */
  notice: (id: string) => void;
  /** the pill's click: back to the top, the waiting rows highlighted */
  reveal: () => void;
}

const attended = () => document.visibilityState === 'visible' && document.hasFocus();
const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The one notice mechanism of live grids and boards: highlights, the "n new" pill and, for queues
 * (`titleCount`), the count of items that arrived while the user looked elsewhere in the tab title.
 */
export function useLiveNotices({ titleCount = false }: { titleCount?: boolean } = {}): LiveNotices {
  const [state, dispatch] = useReducer(noticesReducer, NO_NOTICES);
  const highlight = useHighlights(dispatch);
  const notice = useCallback(
    (id: string) => {
      const atTop = window.scrollY <= TOP_PX;
      dispatch({ type: 'arrived', id, atTop, attended: attended() });
      if (atTop) highlight(id);
    },
    [highlight],
  );
  const reveal = useCallback(() => {
    window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' });
    state.pending.forEach(highlight);
    dispatch({ type: 'revealed' });
  }, [highlight, state.pending]);
  useAttention(dispatch);
  useTitleCount(titleCount ? state.unseen : 0);
  const fresh = useMemo(() => new Set(state.fresh), [state.fresh]);
  return useMemo(
    () => ({
      isFresh: (id: string) => fresh.has(id),
      pendingCount: state.pending.length,
      unseen: state.unseen,
      notice,
      reveal,
    }),
    [fresh, state.pending.length, state.unseen, notice, reveal],
  );
}

/** Highlights a row for HIGHLIGHT_MS (again from the start when it changes again meanwhile). */
function useHighlights(dispatch: (a: { type: 'expired'; id: string }) => void) {
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  return useCallback(
    (id: string) => {
      clearTimeout(timers.current.get(id));
      timers.current.set(
        id,
        setTimeout(() => dispatch({ type: 'expired', id }), HIGHLIGHT_MS),
      );
    },
    [dispatch],
  );
}

/** The window got the user's attention back: the unseen count is cleared. */
function useAttention(dispatch: (a: { type: 'attended' }) => void) {
  useEffect(() => {
    const onAttention = () => attended() && dispatch({ type: 'attended' });
    window.addEventListener('focus', onAttention);
    document.addEventListener('visibilitychange', onAttention);
    return () => {
      window.removeEventListener('focus', onAttention);
      document.removeEventListener('visibilitychange', onAttention);
    };
  }, [dispatch]);
}

function useTitleCount(count: number) {
  useEffect(() => {
    document.title = titleWithCount(document.title, count);
    return () => {
      document.title = titleWithCount(document.title, 0);
    };
  }, [count]);
}
