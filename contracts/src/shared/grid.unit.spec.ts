import { GridQuerySchema, unknownGridField } from './grid';

const parse = (q: Record<string, unknown>) => GridQuerySchema.safeParse(q);

describe('GridQuerySchema', () => {
  describe('when nothing is given', () => {
    it('answers the spec defaults: first page of 10 sorted by RowIndex ascending', () => {
      expect(parse({}).data).toEqual({
        skip: 0,
        take: 10,
        sort: [{ selector: 'RowIndex', desc: false }],
        filter: [],
      });
    });
  });
  describe('when the query string carries JSON', () => {
    it('reads skip, take, sort and a filter joined by "and"', () => {
      const r = parse({
        skip: '20',
        take: '5',
        sort: JSON.stringify([{ selector: 'personName', desc: true }]),
        filter: JSON.stringify([['status', '=', 'P'], 'and', ['personName', 'contains', 'quispe']]),
      });
      expect(r.data).toEqual({
        skip: 20,
        take: 5,
        sort: [{ selector: 'personName', desc: true }],
        filter: [
          { field: 'status', op: '=', value: 'P' },
          { field: 'personName', op: 'contains', value: 'quispe' },
        ],
      });
    });
    it('reads a single condition', () => {
      expect(parse({ filter: '["status","<>","R"]' }).data?.filter).toEqual([
        { field: 'status', op: '<>', value: 'R' },
      ]);
    });
    it('reads nested groups joined by and', () => {
      const f = [[['a', '=', 1], 'and', ['b', '>', 2]], 'and', ['c', 'startswith', 'x']];
      expect(parse({ filter: JSON.stringify(f) }).data?.filter.map((c) => c.field)).toEqual([
        'a',
        'b',
        'c',
      ]);
    });
  });
  describe('when the query is malformed', () => {
    it.each([
      ['broken JSON in filter', { filter: '[["a","="' }],
      ['an unknown operator', { filter: '["a","like","x"]' }],
      ['"or" between conditions', { filter: '[["a","=",1],"or",["b","=",2]]' }],
      ['a negative skip', { skip: '-1' }],
      ['take above the maximum', { take: '5000' }],
      ['a sort item with unknown keys', { sort: '[{"selector":"a","desc":false,"x":1}]' }],
      ['a filter that is an object', { filter: '{"a":1}' }],
      ['a value that is an object', { filter: '["a","=",{"$ne":1}]' }],
    ])('refuses %s', (_name, q) => {
      expect(parse(q).success).toBe(false);
    });
  });
});

describe('unknownGridField', () => {
  const q = parse({ filter: '["status","=","P"]', sort: '[{"selector":"secret"}]' }).data!;
  it('names the first field the grid does not offer', () => {
    expect(unknownGridField(q, ['status'])).toBe('secret');
  });
  it('accepts offered fields and RowIndex', () => {
    expect(unknownGridField(q, ['status', 'secret'])).toBeNull();
  });
});
