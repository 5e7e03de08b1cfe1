import { GRID_DEFAULTS, ValidationError, type GridQuery } from '@faena/contracts';
import { withRequestDates } from './request-date-filter';

const grid = (filter: GridQuery['filter']): GridQuery => ({
  skip: 0,
  take: 10,
  sort: [...GRID_DEFAULTS.sort],
  filter,
});
const issuesOf = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    if (e instanceof ValidationError) return e.issues;
    throw e;
  }
  throw new Error('no ValidationError');
};

describe('FechaInicio / FechaFin on the requests grid', () => {
  it('bound the submission day from query parameters, both days included', () => {
    const q = withRequestDates(grid([{ field: 'status', op: '=', value: 'P' }]), {
      FechaInicio: '2026-09-01',
      FechaFin: '2026-11-30',
    });
    expect(q.filter).toEqual([
      { field: 'status', op: '=', value: 'P' },
      { field: 'submittedAt', op: '>=', value: '2026-09-01' },
      { field: 'submittedAt', op: '<=', value: '2026-11-30T23:59:59.999Z' },
    ]);
  });

  it('read yyyyMMdd grid conditions, and the narrower bound wins when both forms are sent', () => {
    const q = withRequestDates(
      grid([
        { field: 'FechaInicio', op: '>=', value: '20261001' },
        { field: 'FechaFin', op: '<=', value: '20261031' },
      ]),
      { FechaInicio: '2026-09-01', FechaFin: '2026-11-30' },
    );
    expect(q.filter).toEqual([
      { field: 'submittedAt', op: '>=', value: '2026-10-01' },
      { field: 'submittedAt', op: '<=', value: '2026-10-31T23:59:59.999Z' },
    ]);
  });

  it('leave a query without them as it is', () => {
    const q = grid([{ field: 'code', op: 'contains', value: 'SOL' }]);
    expect(withRequestDates(q, {})).toEqual(q);
  });

  it('refuse a malformed date, another operator, or an end before the start, naming the field', () => {
    expect(
      issuesOf(() =>
        withRequestDates(grid([{ field: 'FechaInicio', op: '>=', value: '2026-09-01' }]), {}),
      ),
    ).toEqual([{ path: 'FechaInicio', message: 'common:invalidDate' }]);
    expect(
      issuesOf(() =>
        withRequestDates(grid([{ field: 'FechaFin', op: '<=', value: '20260231' }]), {}),
      ),
    ).toEqual([{ path: 'FechaFin', message: 'common:invalidDate' }]);
    expect(
      issuesOf(() =>
        withRequestDates(grid([{ field: 'FechaFin', op: '>=', value: '20260901' }]), {}),
      ),
    ).toEqual([{ path: 'FechaFin', message: 'grid:invalidFilter' }]);
    expect(
      issuesOf(() =>
        withRequestDates(grid([]), { FechaInicio: '2026-11-30', FechaFin: '2026-11-01' }),
      ),
    ).toEqual([{ path: 'FechaFin', message: 'common:dateRange' }]);
  });
});
