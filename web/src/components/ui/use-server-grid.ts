import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import type { GridPage } from '@faena/contracts';
import { DEFAULT_MONTHS, rangeFilters, type GridDateRange } from './grid-dates';
import {
  buildGridParams,
  DEFAULT_PAGE_SIZE,
  filterBy,
  filtersTo,
  pageTo,
  resizePage,
  sortBy,
  type GridFilter,
  type GridParams,
  type GridSort,
  type GridState,
} from './grid-query';
import { useApplyRow, usePageFetch, usePageStore } from './use-grid-page';

export { keepNewerRows } from './use-grid-page';

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

export interface PageData<T> {
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

/** The first state: the page size, sorting and filters asked, the date range's default months. */
const initialState = <T>(options: ServerGridOptions<T>): GridState => ({
  pageIndex: 0,
  pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
  sorting: options.initialSorting ?? [],
  filters: [
    ...(options.initialFilters ?? []),
    ...(options.dateRange ? rangeFilters(options.dateRange, DEFAULT_MONTHS) : []),
  ],
});

/** A ref that follows the latest value (set after each render, before the effects). */
function useLatest<V>(value: V): RefObject<V> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** The state's changes: each a new state (and so a fetch). */
const gridSetters = (setState: Dispatch<SetStateAction<GridState>>) => ({
  setPage: (pageIndex: number) => setState((s) => pageTo(s, pageIndex)),
  setSorting: (sorting: GridSort[]) => setState((s) => sortBy(s, sorting)),
  setFilter: (filter: GridFilter) => setState((s) => filterBy(s, filter)),
  setFilters: (filters: GridFilter[]) => setState((s) => filtersTo(s, filters)),
  setPageSize: (pageSize: number) => setState((s) => resizePage(s, pageSize)),
});

/** Every row of the state's filters and sort (the export), up to 1000. */
async function fetchAllRows<T>(options: ServerGridOptions<T>, state: GridState) {
  const params = buildGridParams({ ...state, pageIndex: 0, pageSize: 1000 });
  return (await options.fetchPage(params)).data;
}

export function useServerGrid<T>(options: ServerGridOptions<T>): ServerGrid<T> {
  const optsRef = useLatest(options);
  const [state, setState] = useState<GridState>(() => initialState(options));
  const stateRef = useLatest(state);
  const pages = usePageStore<T>();
  const { fetchPage, refetch, loading } = usePageFetch({ optsRef, state, stateRef, pages });
  useEffect(() => {
    void fetchPage();
  }, [state, fetchPage]);
  const applyRow = useApplyRow(optsRef, pages, refetch);
  const setters = useMemo(() => gridSetters(setState), []);
  const { page } = pages;
  return useMemo(
    () => ({
      ...setters,
      state,
      rows: page.rows,
      totalCount: page.totalCount,
      loading,
      filterValue: (field: string) => state.filters.find((f) => f.field === field)?.value,
      refetch,
      applyRow,
      dateRange: options.dateRange,
      fetchAll: () => fetchAllRows(optsRef.current, stateRef.current),
    }),
    [setters, state, page, loading, refetch, applyRow, options.dateRange, optsRef, stateRef],
  );
}
