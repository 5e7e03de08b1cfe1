import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { GridPage } from '@faena/contracts';
import { DEFAULT_MONTHS, rangeFilters, type GridDateRange } from './grid-dates';
import {
  buildGridParams,
  DEFAULT_PAGE_SIZE,
  filterBy,
  filtersTo,
  pageTo,
  readGridPage,
  resizePage,
  sortBy,
  type GridFilter,
  type GridParams,
  type GridSort,
  type GridState,
} from './grid-query';

export type GridRow<T> = T & { RowIndex: number };
export type FetchPage<T> = (
  params: GridParams & { afterPosition?: number },
) => Promise<GridPage<T>>;

export interface ServerGridOptions<T> {
  fetchPage: FetchPage<T>;
  rowId: (row: T) => string;
  initialFilters?: GridFilter[];
  /** RowIndex (insertion order) ascending when absent */
  initialSorting?: GridSort[];
  pageSize?: number;
  /** rows carry a version (the position of their last change); older pushes are dropped */
  versionOf?: (row: T) => number;
  onError?: (err: unknown) => void;
  /** a grid with dates: the month filter (2/3/6) on these fields, the default range applied from the start */
  dateRange?: GridDateRange;
}

interface PageData<T> {
  rows: Array<GridRow<T>>;
  totalCount: number;
}

export interface ServerGrid<T> {
  state: GridState;
  rows: Array<GridRow<T>>;
  totalCount: number;
  loading: boolean;
  setPage: (pageIndex: number) => void;
  setSorting: (sorting: GridSort[]) => void;
  setFilter: (filter: GridFilter) => void;
  /** several filters at once (a date range), one fetch */
  setFilters: (filters: GridFilter[]) => void;
  setPageSize: (pageSize: number) => void;
  filterValue: (field: string) => GridFilter['value'] | undefined;
  refetch: (afterPosition?: number) => Promise<void>;
  /** a live row: replaced in place when newer, or the page reloads when it is not shown */
  applyRow: (row: T, position: number) => void;
  fetchAll: () => Promise<Array<GridRow<T>>>;
  dateRange?: GridDateRange;
}

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

export function useServerGrid<T>(options: ServerGridOptions<T>): ServerGrid<T> {
  const opts = useRef(options);
  useLayoutEffect(() => {
    opts.current = options;
  });
  const [state, setState] = useState<GridState>(() => ({
    pageIndex: 0,
    pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
    sorting: options.initialSorting ?? [],
    filters: [
      ...(options.initialFilters ?? []),
      ...(options.dateRange ? rangeFilters(options.dateRange, DEFAULT_MONTHS) : []),
    ],
  }));
  const [page, setPageData] = useState<PageData<T>>({ rows: [], totalCount: 0 });
  const pageRef = useRef(page);
  const storePage = useCallback((next: PageData<T>) => {
    pageRef.current = next;
    setPageData(next);
  }, []);
  // loading: a refetch asked for, or a grid state not yet answered
  const [refetching, setLoading] = useState(false);
  const [answeredFor, setAnsweredFor] = useState<GridState | null>(null);
  const loading = refetching || answeredFor !== state;
  const seq = useRef(0);
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  });

  const fetchPage = useCallback(
    async (afterPosition?: number) => {
      const mine = ++seq.current;
      const asked = stateRef.current;
      try {
        const params = buildGridParams(asked);
        const result = await opts.current.fetchPage(
          afterPosition === undefined ? params : { ...params, afterPosition },
        );
        const read = readGridPage(result, params.skip, params.take);
        if (mine === seq.current)
          storePage({
            rows: keepNewerRows(read.rows, pageRef.current.rows, opts.current),
            totalCount: read.totalCount,
          });
      } catch (err) {
        if (mine === seq.current) opts.current.onError?.(err);
      } finally {
        if (mine === seq.current) {
          setAnsweredFor(asked);
          setLoading(false);
        }
      }
    },
    [storePage],
  );
  const refetch = useCallback(
    (afterPosition?: number) => {
      setLoading(true);
      return fetchPage(afterPosition);
    },
    [fetchPage],
  );

  useEffect(() => {
    void fetchPage();
  }, [state, fetchPage]);

  const applyRow = useCallback(
    (row: T, position: number) => {
      const { rowId, versionOf } = opts.current;
      const id = rowId(row);
      const current = pageRef.current;
      const index = current.rows.findIndex((r) => rowId(r) === id);
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
    [refetch, storePage],
  );

  return useMemo(
    () => ({
      state,
      rows: page.rows,
      totalCount: page.totalCount,
      loading,
      setPage: (pageIndex) => setState((s) => pageTo(s, pageIndex)),
      setSorting: (sorting) => setState((s) => sortBy(s, sorting)),
      setFilter: (filter) => setState((s) => filterBy(s, filter)),
      setFilters: (filters) => setState((s) => filtersTo(s, filters)),
      setPageSize: (pageSize) => setState((s) => resizePage(s, pageSize)),
      filterValue: (field) => state.filters.find((f) => f.field === field)?.value,
      refetch,
      applyRow,
      dateRange: options.dateRange,
      fetchAll: async () => {
        const params = buildGridParams({ ...stateRef.current, pageIndex: 0, pageSize: 1000 });
        return (await opts.current.fetchPage(params)).data;
      },
    }),
    [state, page, loading, refetch, applyRow, options.dateRange],
  );
}
