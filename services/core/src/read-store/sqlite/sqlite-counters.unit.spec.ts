import type { Condition } from '../grid-plan';
import { counterCountSql } from './sqlite-counters';

const GROUPS = [
  { table: '"cnt:r:clientId,status,day"', fields: ['clientId', 'status', 'day'] },
  { table: '"cnt:r:clientId,status"', fields: ['clientId', 'status'] },
  { table: '"cnt:r:clientId,owner"', fields: ['clientId', 'owner'] },
];
const eq = (field: string, value: string | number | boolean | null): Condition => ({
  field,
  op: '=',
  value,
});

describe('counter totals (ADR 0005)', () => {
  it('sums the smallest counter holding every condition field, conditions on its columns', () => {
    expect(counterCountSql(GROUPS, [eq('clientId', 'a'), eq('status', 'P')])).toEqual({
      sql: `SELECT coalesce(sum(n), 0) AS n FROM "cnt:r:clientId,status" WHERE c0 = ? AND c1 = ?`,
      params: ['a', 'P'],
    });
    expect(
      counterCountSql(GROUPS, [
        eq('clientId', 'a'),
        eq('status', 'A'),
        { field: 'day', op: '>=', value: '2026-01-01' },
      ]),
    ).toEqual({
      sql: `SELECT coalesce(sum(n), 0) AS n FROM "cnt:r:clientId,status,day" WHERE c0 = ? AND c1 = ? AND c2 >= ?`,
      params: ['a', 'A', '2026-01-01'],
    });
    expect(counterCountSql(GROUPS, [eq('owner', 'u1'), eq('clientId', 'a')])?.sql).toBe(
      `SELECT coalesce(sum(n), 0) AS n FROM "cnt:r:clientId,owner" WHERE c1 = ? AND c0 = ?`,
    );
  });

  it('keeps the meaning of null, <> and typed ranges', () => {
    expect(
      counterCountSql(GROUPS, [eq('status', null), { field: 'clientId', op: '<>', value: 'a' }])
        ?.sql,
    ).toBe(
      `SELECT coalesce(sum(n), 0) AS n FROM "cnt:r:clientId,status" WHERE c1 IS NULL AND c0 IS NOT ?`,
    );
    expect(counterCountSql(GROUPS, [{ field: 'day', op: '>', value: 3 }])?.sql).toBe(
      `SELECT coalesce(sum(n), 0) AS n FROM "cnt:r:clientId,status,day" WHERE (c2 > ? AND c2 < '')`,
    );
  });

  it('answers a NoneOf from the counter with the same SQL as on the documents', () => {
    expect(
      counterCountSql(GROUPS, [
        eq('clientId', 'a'),
        { field: 'owner', op: 'notIn', value: ['u1', 2] },
      ]),
    ).toEqual({
      sql: `SELECT coalesce(sum(n), 0) AS n FROM "cnt:r:clientId,owner" WHERE c0 = ? AND (c1 IS NULL OR c1 NOT IN (SELECT value FROM json_each(?)))`,
      params: ['a', '["u1",2]'],
    });
  });

  it('answers null (count the rows) when no counter holds a field, or for booleans and text operators', () => {
    expect(counterCountSql(GROUPS, [eq('clientId', 'a'), eq('code', 'X')])).toBeNull();
    expect(counterCountSql(GROUPS, [eq('status', true)])).toBeNull();
    expect(counterCountSql(GROUPS, [{ field: 'status', op: 'contains', value: 'p' }])).toBeNull();
    expect(counterCountSql([], [])).toBeNull();
  });
});
