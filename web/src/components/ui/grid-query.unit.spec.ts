import { GridQuerySchema } from '@faena/contracts';
import { buildFilter, buildGridParams, pageWindow, withFilter, type GridState } from './grid-query';

const base: GridState = { pageIndex: 0, pageSize: 10, sorting: [], filters: [] };

describe('grid query parameters', () => {
  it('asks for page 1 of 10 sorted by RowIndex ascending by default', () => {
    expect(buildGridParams(base)).toEqual({
      skip: 0,
      take: 10,
      sort: '[{"selector":"RowIndex","desc":false}]',
    });
  });

  it('joins filters with "and" and leaves empty ones out', () => {
    const params = buildGridParams({
      ...base,
      pageIndex: 2,
      sorting: [{ id: 'submittedAt', desc: true }],
      filters: [
        { field: 'status', op: '=', value: 'P' },
        { field: 'personName', op: 'contains', value: '  ' },
        { field: 'companyName', op: 'contains', value: ' Andes ' },
      ],
    });
    expect(params.skip).toBe(20);
    expect(JSON.parse(params.sort)).toEqual([{ selector: 'submittedAt', desc: true }]);
    expect(JSON.parse(params.filter ?? '')).toEqual([
      ['status', '=', 'P'],
      'and',
      ['companyName', 'contains', 'Andes'],
    ]);
  });

  it('builds what the contracts parser reads back', () => {
    const params = buildGridParams({
      ...base,
      pageIndex: 1,
      sorting: [{ id: 'code', desc: false }],
      filters: [
        { field: 'status', op: '=', value: 'A' },
        { field: 'code', op: 'startswith', value: 'SOL' },
      ],
    });
    expect(GridQuerySchema.parse(params)).toEqual({
      skip: 10,
      take: 10,
      sort: [{ selector: 'code', desc: false }],
      filter: [
        { field: 'status', op: '=', value: 'A' },
        { field: 'code', op: 'startswith', value: 'SOL' },
      ],
    });
  });

  it('replaces the filter of a field and drops it when cleared', () => {
    const one = withFilter([], { field: 'status', op: '=', value: 'P' });
    const two = withFilter(one, { field: 'status', op: '=', value: 'A' });
    expect(two).toEqual([{ field: 'status', op: '=', value: 'A' }]);
    expect(withFilter(two, { field: 'status', op: '=', value: '' })).toEqual([]);
    expect(buildFilter([])).toEqual([]);
  });
});

describe('page buttons', () => {
  it('shows at most five pages around the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });
});
