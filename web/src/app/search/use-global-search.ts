import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { API, type SearchHit } from '@faena/contracts';
import { http } from '../../lib/http';

/** Wait after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 200;
const MIN_QUERY = 2;

export interface SearchState {
  hits: SearchHit[];
  loading: boolean;
  /** whether the (debounced) query is long enough to have been asked */
  asked: boolean;
}

/** The hits for a typed query: debounced, and a newer query aborts the stale answer. */
export function useGlobalSearch(query: string): SearchState {
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<{ q: string; hits: SearchHit[] }>({ q: '', hits: [] });
  const asked = debounced.length >= MIN_QUERY;
  useEffect(() => {
    if (!asked) return;
    const abort = new AbortController();
    http.get<SearchHit[]>(API.globalSearch.path, { q: debounced }, abort.signal).then(
      (hits) => setAnswer({ q: debounced, hits }),
      () => {
        if (!abort.signal.aborted) setAnswer({ q: debounced, hits: [] });
      },
    );
    return () => abort.abort();
  }, [debounced, asked]);
  const current = asked && answer.q === debounced;
  return { hits: current ? answer.hits : [], loading: asked && !current, asked };
}
