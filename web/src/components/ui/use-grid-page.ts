import { useCallback, useRef, useState, type RefObject } from 'react';
import { buildGridParams, readGridPage, type GridState } from './grid-query';
import type { GridRow, PageData, ServerGridOptions } from './use-server-grid';

/** The fetched rows, except where the page already shows a newer version of the same row (a push). */
export function keepNewerRows<T>(
  fetched: Array<GridRow<T>>,
  shown: Array<GridRow<T>>,
  { rowId, versionOf }: Pick<ServerGridOptions<T>, 'rowId' | 'versionOf'>,
): Array<GridRow<T>> {
  if (!versionOf || shown.length === 0) return fetched;
  const byId = new Map(shown.map((r) => [rowId(r), r]));
  return fetched.map((row) => {
    const known = byId.get(rowId(row));
    return known && versionOf(known) > versionOf(row) ? { ...known, RowIndex: row.RowIndex } : row;
  });
}

export interface PageStore<T> {
  page: PageData<T>;
  /** the shown page at once (fetches and pushes read it between renders) */
  pageRef: RefObject<PageData<T>>;
  storePage: (next: PageData<T>) => void;
}

export function usePageStore<T>(): PageStore<T> {
  const [page, setPageData] = useState<PageData<T>>({ rows: [], totalCount: 0 });
  const pageRef = useRef(page);
  const storePage = useCallback((next: PageData<T>) => {
    pageRef.current = next;
    setPageData(next);
  }, []);
  return { page, pageRef, storePage };
}

/** The page of a state, read at least up to a position when given. */
async function loadPage<T>(
  options: ServerGridOptions<T>,
  asked: GridState,
  afterPosition?: number,
) {
  const params = buildGridParams(asked);
  const result = await options.fetchPage(
    afterPosition === undefined ? params : { ...params, afterPosition },
  );
  return readGridPage(result, params.skip, params.take);
}

interface PageFetchDeps<T> {
  optsRef: RefObject<ServerGridOptions<T>>;
  state: GridState;
  stateRef: RefObject<GridState>;
  pages: PageStore<T>;
}

/** A fetch's page stored when it is still the latest fetch (and its failure reported likewise). */
async function loadInto<T>({
  optsRef,
  asked,
  afterPosition,
  pageRef,
  storePage,
  latest,
}: Omit<PageStore<T>, 'page'> & {
  optsRef: RefObject<ServerGridOptions<T>>;
  asked: GridState;
  afterPosition?: number;
  latest: () => boolean;
}): Promise<void> {
  try {
    const read = await loadPage(optsRef.current, asked, afterPosition);
    const rows = keepNewerRows(read.rows, pageRef.current.rows, optsRef.current);
    if (latest()) storePage({ rows, totalCount: read.totalCount });
  } catch (err) {
    if (latest()) optsRef.current.onError?.(err);
  }
}

/**
 * Fetches the page of the latest state: only the latest fetch's answer (or failure) counts, and a
 * fetched page never overwrites a newer pushed row. Loading: a refetch asked for, or a state not
 * yet answered.
 */
export function usePageFetch<T>({ optsRef, state, stateRef, pages }: PageFetchDeps<T>) {
  const { pageRef, storePage } = pages;
  const [refetching, setLoading] = useState(false);
  const [answeredFor, setAnsweredFor] = useState<GridState | null>(null);
  const seq = useRef(0);
  const fetchPage = useCallback(
    async (afterPosition?: number) => {
      const mine = ++seq.current;
      const latest = () => mine === seq.current;
      const asked = stateRef.current;
      await loadInto({ optsRef, asked, afterPosition, pageRef, storePage, latest });
      if (latest()) {
        setAnsweredFor(asked);
        setLoading(false);
      }
    },
    [optsRef, stateRef, pageRef, storePage],
  );
  const refetch = useCallback(
    (afterPosition?: number) => {
      setLoading(true);
      return fetchPage(afterPosition);
    },
    [fetchPage],
  );
  return { fetchPage, refetch, loading: refetching || answeredFor !== state };
}

/** A pushed row: replaced in place when newer than the shown one; not shown, the page reloads. */
export function useApplyRow<T>(
  optsRef: RefObject<ServerGridOptions<T>>,
  { pageRef, storePage }: PageStore<T>,
  refetch: (afterPosition?: number) => Promise<void>,
) {
  return useCallback(
    (row: T, position: number) => {
      const { rowId, versionOf } = optsRef.current;
      const current = pageRef.current;
      const index = current.rows.findIndex((r) => rowId(r) === rowId(row));
      if (index < 0) {
        void refetch(position);
        return;
      }
      const old = current.rows[index] as GridRow<T>;
      if (versionOf && versionOf(old) >= versionOf(row)) return;
      const rows = [...current.rows];
      rows[index] = { ...row, RowIndex: old.RowIndex };
      storePage({ ...current, rows });
    },
    [optsRef, pageRef, refetch, storePage],
  );
}
