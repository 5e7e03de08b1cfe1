import {
  GRID_DEFAULTS,
  type FilterOperator,
  type FilterValue,
  type SortSpec,
} from '@faena/contracts';

/** One active column filter of a grid. */
export interface GridFilter {
  field: string;
  op: FilterOperator;
  value: FilterValue;
}
export interface GridSort {
  id: string;
  desc: boolean;
}
export interface GridState {
  pageIndex: number;
  pageSize: number;
  sorting: GridSort[];
  filters: GridFilter[];
}
/** The spec's query parameters of a paged grid call. */
export interface GridParams {
  skip: number;
  take: number;
  sort: string;
  filter?: string;
}

export const DEFAULT_PAGE_SIZE = GRID_DEFAULTS.take;
export const MAX_PAGE_BUTTONS = 5;

const isEmpty = (v: FilterValue | undefined) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** `[[field, op, value], "and", [field, op, value], ...]`; empty filters are left out. */
export function buildFilter(
  filters: readonly GridFilter[],
): Array<[string, FilterOperator, FilterValue] | 'and'> {
  const out: Array<[string, FilterOperator, FilterValue] | 'and'> = [];
  for (const f of filters) {
    if (isEmpty(f.value)) continue;
    if (out.length > 0) out.push('and');
    out.push([f.field, f.op, typeof f.value === 'string' ? f.value.trim() : f.value]);
  }
  return out;
}

/** `[{ selector, desc }]`, RowIndex ascending when the user sorted nothing. */
export function buildSort(sorting: readonly GridSort[]): SortSpec[] {
  if (sorting.length === 0) return [...GRID_DEFAULTS.sort];
  return sorting.map((s) => ({ selector: s.id, desc: s.desc }));
}

export function buildGridParams(state: GridState): GridParams {
  const filter = buildFilter(state.filters);
  const params: GridParams = {
    skip: state.pageIndex * state.pageSize,
    take: state.pageSize,
    sort: JSON.stringify(buildSort(state.sorting)),
  };
  if (filter.length > 0) params.filter = JSON.stringify(filter);
  return params;
}

const RANGE_OPS = new Set<FilterOperator>(['>=', '<=', '>', '<']);
/** A field holds one filter, except range bounds: `from >=` and `to <=` of a date range coexist. */
const sameSlot = (a: GridFilter, b: GridFilter) =>
  a.field === b.field && (RANGE_OPS.has(a.op) || RANGE_OPS.has(b.op) ? a.op === b.op : true);

/** Replaces (or removes, when empty) the filter of one field (of one bound, for a range). */
export function withFilter(filters: readonly GridFilter[], next: GridFilter): GridFilter[] {
  const rest = filters.filter((f) => !sameSlot(f, next));
  return isEmpty(next.value) ? rest : [...rest, next];
}

export const pageCount = (totalCount: number, pageSize: number) =>
  Math.max(1, Math.ceil(totalCount / pageSize));

/** At most `max` page numbers (1-based) around the current page. */
export function pageWindow(current: number, total: number, max = MAX_PAGE_BUTTONS): number[] {
  const size = Math.min(max, Math.max(total, 1));
  let start = Math.max(1, current - Math.floor(size / 2));
  start = Math.min(start, Math.max(1, total - size + 1));
  return Array.from({ length: size }, (_, i) => start + i);
}

// ---- state transitions of a server grid (pure; use-server-grid applies them) -----------------

/** The spec's page sizes: 10 by default, 20 records per page on demand. */
export const PAGE_SIZES = [10, 20] as const;

export const pageTo = (s: GridState, pageIndex: number): GridState => ({ ...s, pageIndex });
/** A new sort starts again at page 1. */
export const sortBy = (s: GridState, sorting: GridSort[]): GridState => ({
  ...s,
  sorting,
  pageIndex: 0,
});
/** Paging returns to page 1 when a filter changes. */
export const filterBy = (s: GridState, filter: GridFilter): GridState => ({
  ...s,
  filters: withFilter(s.filters, filter),
  pageIndex: 0,
});
export const filtersTo = (s: GridState, filters: readonly GridFilter[]): GridState => ({
  ...s,
  filters: filters.reduce(withFilter, s.filters),
  pageIndex: 0,
});
export const resizePage = (s: GridState, pageSize: number): GridState => ({
  ...s,
  pageSize,
  pageIndex: 0,
});

/**
 * A grid answer as the spec allows it: `data` with `totalCount`, or `totalPages`, or the total on
 * the first row (`TotalCount`); rows without a RowIndex get the running number skip + i + 1.
 */
export function readGridPage<T>(
  raw: { data: T[]; totalCount?: number; totalPages?: number },
  skip: number,
  take: number,
): { rows: Array<T & { RowIndex: number }>; totalCount: number } {
  const first = raw.data[0] as (T & { TotalCount?: unknown }) | undefined;
  const onRow = typeof first?.TotalCount === 'number' ? first.TotalCount : undefined;
  const totalCount =
    raw.totalCount ??
    onRow ??
    (raw.totalPages !== undefined ? raw.totalPages * take : raw.data.length);
  const rows = raw.data.map((row, i) => {
    const index = (row as { RowIndex?: unknown }).RowIndex;
    return { ...row, RowIndex: typeof index === 'number' ? index : skip + i + 1 };
  });
  return { rows, totalCount };
}
