import { planGrid } from '../grid-plan';
import { conditionFilter, escapeRegex, toMongoQuery } from './mongo-grid-query';

describe('MongoDB grid translation', () => {
  it('escapes regular-expression metacharacters', () => {
    const special = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o/p-q';
    expect(new RegExp(`^${escapeRegex(special)}$`).test(special)).toBe(true);
    expect(new RegExp(escapeRegex('.*')).test('abc')).toBe(false);
  });

  it('translates every operator', () => {
    expect(conditionFilter({ field: 'a', op: '=', value: 'x' })).toEqual({ a: 'x' });
    expect(conditionFilter({ field: 'a', op: '<>', value: null })).toEqual({ a: { $ne: null } });
    expect(conditionFilter({ field: 'a.b', op: '>=', value: 3 })).toEqual({ 'a.b': { $gte: 3 } });
    expect(conditionFilter({ field: 'n', op: 'contains', value: 'a.b' })).toEqual({
      n: { $regex: /a\.b/i },
    });
    expect(conditionFilter({ field: 'n', op: 'startswith', value: 'x' })).toEqual({
      n: { $regex: /^x/i },
    });
    expect(conditionFilter({ field: 'n', op: 'endswith', value: 'x' })).toEqual({
      n: { $regex: /x$/i },
    });
    expect(conditionFilter({ field: 'n', op: 'notcontains', value: 'x' })).toEqual({
      n: { $not: /x/i },
    });
    expect(conditionFilter({ field: 'c', op: 'notIn', value: ['E1', 2] })).toEqual({
      c: { $nin: ['E1', 2] },
    });
  });

  it('joins conditions with $and and ends every sort with insertion order', () => {
    const plan = planGrid(
      {
        skip: 0,
        take: 5,
        sort: [{ selector: 'age', desc: true }],
        filter: [{ field: 's', op: '=', value: 'A' }],
      },
      { c: 'c1' },
    );
    expect(toMongoQuery(plan)).toEqual({
      filter: { $and: [{ c: 'c1' }, { s: 'A' }] },
      sort: { age: -1, _seq: 1, _id: 1 },
    });
    const byRow = planGrid({
      skip: 0,
      take: 5,
      sort: [{ selector: 'RowIndex', desc: true }],
      filter: [],
    });
    expect(toMongoQuery(byRow)).toEqual({ filter: {}, sort: { _seq: -1, _id: -1 } });
  });
});
