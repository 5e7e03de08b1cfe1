import {
  buildGridParams,
  filterBy,
  filtersTo,
  pageTo,
  pageWindow,
  PAGE_SIZES,
  readGridPage,
  resizePage,
  sortBy,
  type GridState,
} from './grid-query';

const onPage3: GridState = {
  pageIndex: 2,
  pageSize: 10,
  sorting: [],
  filters: [{ field: 'code', op: 'contains', value: 'A' }],
};

describe('server grid state', () => {
  it('starts at page 1 of 10 sorted by RowIndex ascending', () =>
    expect(buildGridParams({ pageIndex: 0, pageSize: 10, sorting: [], filters: [] })).toEqual({
      skip: 0,
      take: 10,
      sort: '[{"selector":"RowIndex","desc":false}]',
    }));

  it('returns to page 1 when a filter changes, a date range is set, the sort or the page size changes', () => {
    expect(filterBy(onPage3, { field: 'code', op: 'contains', value: 'B' }).pageIndex).toBe(0);
    expect(filterBy(onPage3, { field: 'code', op: 'contains', value: '' })).toMatchObject({
      pageIndex: 0,
      filters: [],
    });
    const ranged = filtersTo(onPage3, [
      { field: 'FechaInicio', op: '>=', value: '20260901' },
      { field: 'FechaFin', op: '<=', value: '20261130' },
    ]);
    expect(ranged.pageIndex).toBe(0);
    expect(ranged.filters.map((f) => f.field)).toEqual(['code', 'FechaInicio', 'FechaFin']);
    expect(sortBy(onPage3, [{ id: 'code', desc: true }]).pageIndex).toBe(0);
    expect(resizePage(onPage3, 20)).toMatchObject({ pageIndex: 0, pageSize: 20 });
  });

  it('keeps filters when only the page changes', () =>
    expect(pageTo(onPage3, 4)).toEqual({ ...onPage3, pageIndex: 4 }));

  it('offers 10 and 20 records per page and at most 5 page buttons', () => {
    expect(PAGE_SIZES).toEqual([10, 20]);
    expect(buildGridParams(resizePage(onPage3, 20))).toMatchObject({ skip: 0, take: 20 });
    expect(pageWindow(1, 40)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(20, 40)).toEqual([18, 19, 20, 21, 22]);
    expect(pageWindow(40, 40)).toEqual([36, 37, 38, 39, 40]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
  });
});

describe('grid answers', () => {
  it('number rows with a running RowIndex from skip when the server does not', () => {
    const page = readGridPage({ data: [{ code: 'A' }, { code: 'B' }], totalCount: 25 }, 20, 10);
    expect(page).toEqual({
      rows: [
        { code: 'A', RowIndex: 21 },
        { code: 'B', RowIndex: 22 },
      ],
      totalCount: 25,
    });
  });
  it('keep a RowIndex the server sent', () =>
    expect(readGridPage({ data: [{ RowIndex: 7 }], totalCount: 9 }, 0, 10).rows[0]?.RowIndex).toBe(
      7,
    ));
  it('read TotalCount from the first row, or totalPages', () => {
    expect(readGridPage({ data: [{ TotalCount: 42 }] }, 0, 10).totalCount).toBe(42);
    expect(readGridPage({ data: [], totalPages: 3 }, 0, 10).totalCount).toBe(30);
  });
});
