import { planGrid } from '../grid-plan';
import { conditionSql, escapeLike, gridSql, orderSql } from './sqlite-grid-query';

describe('SQLite grid translation', () => {
  it('binds every value and writes only checked field paths into the SQL', () => {
    const plan = planGrid({ skip: 20, take: 10, sort: [{ selector: 'name', desc: true }], filter: [{ field: 'status', op: '=', value: "x' OR 1=1 --" }] });
    const { count, page } = gridSql('"doc:t"', plan);
    expect(count).toEqual({ sql: `SELECT count(*) AS n FROM "doc:t" WHERE json_extract(doc, '$.status') = ?`, params: ["x' OR 1=1 --"] });
    expect(page.sql).toBe(
      `SELECT doc FROM "doc:t" WHERE json_extract(doc, '$.status') = ? ORDER BY json_extract(doc, '$.name') DESC, seq ASC, id ASC LIMIT ? OFFSET ?`,
    );
    expect(page.params).toEqual(["x' OR 1=1 --", 10, 20]);
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(conditionSql({ field: 'n', op: 'startswith', value: 'AB%' }).params).toEqual(['ab\\%%']);
    expect(conditionSql({ field: 'n', op: 'endswith', value: 'x_' }).params).toEqual(['%x\\_']);
    expect(conditionSql({ field: 'n', op: 'contains', value: 'Ñ' }).params).toEqual(['%ñ%']);
  });

  it('keeps ordering comparisons within the bound value type', () => {
    expect(conditionSql({ field: 'age', op: '>', value: 3 }).sql).toBe(`(json_extract(doc, '$.age') > ? AND json_extract(doc, '$.age') < '')`);
    expect(conditionSql({ field: 'code', op: '<=', value: 'M' }).sql).toBe(`(json_extract(doc, '$.code') <= ? AND json_extract(doc, '$.code') >= '')`);
  });

  it('compares booleans and nulls by JSON type, and <> matches a missing field', () => {
    expect(conditionSql({ field: 'active', op: '=', value: true })).toEqual({ sql: `json_type(doc, '$.active') IS ?`, params: ['true'] });
    expect(conditionSql({ field: 'age', op: '=', value: null })).toEqual({ sql: `json_extract(doc, '$.age') IS NULL`, params: [] });
    expect(conditionSql({ field: 'age', op: '<>', value: 4 })).toEqual({ sql: `json_extract(doc, '$.age') IS NOT ?`, params: [4] });
  });

  it('sorts by RowIndex as insertion order (seq, id) in the asked direction', () => {
    expect(orderSql([{ field: null, desc: true }])).toBe('seq DESC, id DESC');
    expect(orderSql([{ field: 'a', desc: false }, { field: null, desc: false }])).toBe(`json_extract(doc, '$.a') ASC, seq ASC, id ASC`);
  });
});
