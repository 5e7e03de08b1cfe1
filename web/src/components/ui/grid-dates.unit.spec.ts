import {
  dateRangeFilters,
  defaultDateRange,
  MONTH_FILTERS,
  monthsRange,
  toYyyyMMdd,
} from './grid-dates';

describe('grid date filters', () => {
  const today = '2026-11-22'; // the site's today

  it('offer the spec month filters 2, 3 and 6', () => expect(MONTH_FILTERS).toEqual([2, 3, 6]));

  it('default to the first day of two months ago through the end of the current month', () =>
    expect(defaultDateRange(today)).toEqual({ start: '2026-09-01', end: '2026-11-30' }));

  it.each([
    { months: 2, day: '2026-11-22', start: '2026-09-01', end: '2026-11-30' },
    { months: 3, day: '2026-11-22', start: '2026-08-01', end: '2026-11-30' },
    { months: 6, day: '2026-11-22', start: '2026-05-01', end: '2026-11-30' },
    { months: 2, day: '2026-01-31', start: '2025-11-01', end: '2026-01-31' },
    { months: 6, day: '2024-02-10', start: '2023-08-01', end: '2024-02-29' },
  ])(
    '$months months from $day: $start – $end (across years and leap February)',
    ({ months, day, start, end }) => expect(monthsRange(months, day)).toEqual({ start, end }),
  );

  it('send FechaInicio / FechaFin as yyyyMMdd where the spec says, ISO otherwise', () => {
    expect(toYyyyMMdd('2026-09-01')).toBe('20260901');
    const range = { start: '2026-09-01', end: '2026-11-30' };
    expect(dateRangeFilters(range, { start: 'FechaInicio', end: 'FechaFin' })).toEqual([
      { field: 'FechaInicio', op: '>=', value: '20260901' },
      { field: 'FechaFin', op: '<=', value: '20261130' },
    ]);
    expect(
      dateRangeFilters(range, { start: 'submittedFrom', end: 'submittedTo' }, 'iso')[1],
    ).toEqual({ field: 'submittedTo', op: '<=', value: '2026-11-30T23:59:59.999Z' });
  });
});

describe('grid date range filters', () => {
  it('put both bounds on one date column without replacing each other, and replace a bound on change', async () => {
    const { withFilter, filtersTo } = await import('./grid-query');
    const { rangeFilters } = await import('./grid-dates');
    const range = { fields: { start: 'submittedAt', end: 'submittedAt' }, format: 'iso' as const };
    const today = '2026-11-22';
    const two = rangeFilters(range, 2, today).reduce(withFilter, [
      { field: 'status', op: '=' as const, value: 'P' },
    ]);
    expect(two).toEqual([
      { field: 'status', op: '=', value: 'P' },
      { field: 'submittedAt', op: '>=', value: '2026-09-01' },
      { field: 'submittedAt', op: '<=', value: '2026-11-30T23:59:59.999Z' },
    ]);
    const six = filtersTo(
      { pageIndex: 3, pageSize: 10, sorting: [], filters: two },
      rangeFilters(range, 6, today),
    );
    expect(six.pageIndex).toBe(0);
    expect(six.filters.filter((f) => f.field === 'submittedAt').map((f) => f.value)).toEqual([
      '2026-05-01',
      '2026-11-30T23:59:59.999Z',
    ]);
  });
});
