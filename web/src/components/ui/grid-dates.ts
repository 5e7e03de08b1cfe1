import { toYyyymmdd } from '@faena/contracts';
import { siteToday } from '../../lib/site';
import type { GridFilter } from './grid-query';

/** The spec's month filters of grids with dates (point 9). */
export const MONTH_FILTERS = [2, 3, 6] as const;
export type MonthFilter = (typeof MONTH_FILTERS)[number];
/** The default range: first day of two months ago to the end of the current month. */
export const DEFAULT_MONTHS: MonthFilter = 2;

export interface DateRange {
  /** yyyy-MM-dd */
  start: string;
  end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m + 1)}-${pad(d)}`;

/** From the first day of the month `months` months before `today`'s to the last day of `today`'s month; today is yyyy-MM-dd (the site's). */
export function monthsRange(months: number, today: string): DateRange {
  const [y = 0, month = 1] = today.split('-').map(Number);
  const m = month - 1;
  const first = new Date(Date.UTC(y, m - months, 1));
  const last = new Date(Date.UTC(y, m + 1, 0));
  return {
    start: iso(first.getUTCFullYear(), first.getUTCMonth(), 1),
    end: iso(last.getUTCFullYear(), last.getUTCMonth(), last.getUTCDate()),
  };
}

export const defaultDateRange = (today: string): DateRange => monthsRange(DEFAULT_MONTHS, today);

/** yyyy-MM-dd (or an ISO instant) → yyyyMMdd, the spec's filter format for FechaInicio / FechaFin. */
export const toYyyyMMdd = (isoDate: string): string => toYyyymmdd(isoDate.slice(0, 10));

export type DateFilterFormat = 'yyyyMMdd' | 'iso';

/**
 * The two filters of a date range: `startField >= start` and `endField <= end`, as yyyyMMdd where
 * the spec says so (the accreditation filters FechaInicio / FechaFin) or as ISO dates.
 */
export function dateRangeFilters(
  range: DateRange,
  fields: { start: string; end: string },
  format: DateFilterFormat = 'yyyyMMdd',
): GridFilter[] {
  if (format === 'yyyyMMdd') {
    return [
      { field: fields.start, op: '>=', value: toYyyyMMdd(range.start) },
      { field: fields.end, op: '<=', value: toYyyyMMdd(range.end) },
    ];
  }
  // ISO: the end covers its whole day for date and timestamp fields alike (string comparison)
  return [
    { field: fields.start, op: '>=', value: range.start },
    { field: fields.end, op: '<=', value: `${range.end}T23:59:59.999Z` },
  ];
}

/** A grid's date filter: the fields of the range bounds (the same field twice for one date column). */
export interface GridDateRange {
  fields: { start: string; end: string };
  format?: DateFilterFormat;
}

/** The filters of the last `months` months up to the end of the site's current month. */
export const rangeFilters = (
  range: GridDateRange,
  months: number,
  today: string = siteToday(),
): GridFilter[] => dateRangeFilters(monthsRange(months, today), range.fields, range.format);
