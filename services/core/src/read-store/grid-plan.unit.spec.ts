import { ValidationError } from '@faena/contracts';
import { isValidField, planGrid, stripReserved } from './grid-plan';

const query = (over: Partial<Parameters<typeof planGrid>[0]> = {}) => ({
  skip: 0,
  take: 10,
  sort: [{ selector: 'RowIndex', desc: false }],
  filter: [],
  ...over,
});

describe('grid plan', () => {
  it.each(['name', 'company.name', '_private', 'a1.b_2'])('accepts the field %j', (f) =>
    expect(isValidField(f)).toBe(true),
  );
  it.each([
    "name'",
    'a..b',
    'a.',
    '.a',
    '1a',
    '$where',
    'a b',
    '_id',
    '_seq.x',
    'x'.repeat(65),
    'a.1b',
  ])('refuses the field %j', (f) => expect(isValidField(f)).toBe(false));

  it('names where a bad field sits', () => {
    const run = () =>
      planGrid(
        query({
          filter: [
            { field: 'ok', op: '=', value: 1 },
            { field: 'bad;', op: '=', value: 1 },
          ],
        }),
      );
    expect(run).toThrow(ValidationError);
    try {
      run();
    } catch (error) {
      expect((error as ValidationError).issues).toEqual([
        { path: 'filter.1.0', message: 'grid:invalidField' },
      ]);
    }
  });

  it('puts the scope first, maps RowIndex to insertion order and drops repeated sort keys', () => {
    const plan = planGrid(
      query({
        sort: [
          { selector: 'name', desc: true },
          { selector: 'RowIndex', desc: false },
          { selector: 'name', desc: false },
        ],
        filter: [{ field: 'n', op: 'contains', value: 5 }],
      }),
      { clientId: 'c1' },
    );
    expect(plan.conditions).toEqual([
      { field: 'clientId', op: '=', value: 'c1' },
      { field: 'n', op: 'contains', value: '5' },
    ]);
    expect(plan.sort).toEqual([
      { field: 'name', desc: true },
      { field: null, desc: false },
    ]);
  });

  it('turns a scope into equalities and NoneOf conditions, refusing anything else', () => {
    expect(
      planGrid(query(), { clientId: 'c1', companyId: { notIn: ['E1', 7] } }).conditions,
    ).toEqual([
      { field: 'clientId', op: '=', value: 'c1' },
      { field: 'companyId', op: 'notIn', value: ['E1', 7] },
    ]);
    const bad = [
      { notIn: [null] },
      { notIn: [true] },
      { notIn: 'E1' },
      { in: ['E1'] },
      { notIn: [{}] },
      { notIn: [Number.NaN] },
    ];
    for (const value of bad)
      expect(() => planGrid(query(), { companyId: value } as never)).toThrow(ValidationError);
    expect(() => planGrid(query(), { 'x;': { notIn: [] } })).toThrow(ValidationError);
  });

  it('refuses null with ordering and text operators', () => {
    expect(() => planGrid(query({ filter: [{ field: 'a', op: '<', value: null }] }))).toThrow(
      ValidationError,
    );
    expect(() =>
      planGrid(query({ filter: [{ field: 'a', op: 'endswith', value: null }] })),
    ).toThrow(ValidationError);
    expect(() => planGrid(query({ filter: [{ field: 'a', op: '>', value: true }] }))).toThrow(
      ValidationError,
    );
  });

  it('strips the store keys from a document', () => {
    const doc = { a: 1 };
    expect(stripReserved(doc)).toBe(doc);
    expect(stripReserved({ _id: 'x', _seq: 1, _pos: 2, a: 1 })).toEqual({ a: 1 });
  });
});
