import { planGrid } from '../grid-plan';
import {
  asciiRun,
  conditionSql,
  escapeLike,
  gridSql,
  lowerText,
  orderSql,
} from './sqlite-grid-query';

describe('SQLite grid translation', () => {
  it('binds every value and writes only checked field paths into the SQL', () => {
    const plan = planGrid({
      skip: 20,
      take: 10,
      sort: [{ selector: 'name', desc: true }],
      filter: [{ field: 'status', op: '=', value: "x' OR 1=1 --" }],
    });
    const { count, page } = gridSql('"doc:t"', plan);
    expect(count).toEqual({
      sql: `SELECT count(*) AS n FROM "doc:t" WHERE json_extract(doc, '$.status') = ?`,
      params: ["x' OR 1=1 --"],
    });
    expect(page.sql).toBe(
      `SELECT doc FROM "doc:t" WHERE json_extract(doc, '$.status') = ? ORDER BY json_extract(doc, '$.name') DESC, seq ASC, id ASC LIMIT ? OFFSET ?`,
    );
    expect(page.params).toEqual(["x' OR 1=1 --", 10, 20]);
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(conditionSql({ field: 'n', op: 'startswith', value: 'AB%' }).params).toEqual([
      '%ab\\%%',
      'ab\\%%',
    ]);
    expect(conditionSql({ field: 'n', op: 'endswith', value: 'x_' }).params).toEqual([
      '%x\\_%',
      '%x\\_',
    ]);
    expect(conditionSql({ field: 'n', op: 'contains', value: 'Ñ' }).params).toEqual(['%ñ%']);
  });

  it('keeps ordering comparisons within the bound value type', () => {
    expect(conditionSql({ field: 'age', op: '>', value: 3 }).sql).toBe(
      `(json_extract(doc, '$.age') > ? AND json_extract(doc, '$.age') < '')`,
    );
    expect(conditionSql({ field: 'code', op: '<=', value: 'M' }).sql).toBe(
      `(json_extract(doc, '$.code') <= ? AND json_extract(doc, '$.code') >= '')`,
    );
  });

  it('adds no type guard where SQLite type order already excludes the other type (an index range)', () => {
    // NULL < numbers < text: a text lower bound excludes numbers, a number upper bound excludes text
    expect(conditionSql({ field: 'day', op: '>=', value: '2026-01-01' }).sql).toBe(
      `json_extract(doc, '$.day') >= ?`,
    );
    expect(conditionSql({ field: 'day', op: '>', value: '2026-01-01' }).sql).toBe(
      `json_extract(doc, '$.day') > ?`,
    );
    expect(conditionSql({ field: 'age', op: '<', value: 30 }).sql).toBe(
      `json_extract(doc, '$.age') < ?`,
    );
    expect(conditionSql({ field: 'age', op: '<=', value: 30 }).sql).toBe(
      `json_extract(doc, '$.age') <= ?`,
    );
  });

  it('text operators lower-case through faena_lower (NULL for non-text) and ask the JSON type only for JSON-looking text', () => {
    expect(lowerText('ÑANDÚ')).toBe('ñandú');
    expect(lowerText(12)).toBeNull();
    const { sql } = gridSql(
      '"doc:t"',
      planGrid({
        skip: 0,
        take: 1,
        sort: [],
        filter: [{ field: 'n', op: 'contains', value: 'x' }],
      }),
    ).count;
    const x = `json_extract(doc, '$.n')`;
    expect(sql).toBe(
      `SELECT count(*) AS n FROM "doc:t" WHERE (((${x} LIKE ? ESCAPE '\\' OR ${x} GLOB '*[\u0130\u212a]*') AND faena_lower(${x}) LIKE ? ESCAPE '\\') AND (substr(${x}, 1, 1) NOT IN ('{', '[') OR (SELECT json_type(d.doc, '$.n') FROM "doc:t" AS d WHERE d.rowid = "doc:t".rowid) = 'text'))`,
    );
    expect(asciiRun('josé maría')).toBe(' mar');
    expect(asciiRun('ñú')).toBe('');
    // no ASCII in the filter: no pre-test
    expect(conditionSql({ field: 'n', op: 'contains', value: 'Ñú' }).sql).toBe(
      `(faena_lower(${x}) LIKE ? ESCAPE '\\' AND (substr(${x}, 1, 1) NOT IN ('{', '[') OR json_type(doc, '$.n') = 'text'))`,
    );
  });

  it('compares booleans and nulls by JSON type, and <> matches a missing field', () => {
    expect(conditionSql({ field: 'active', op: '=', value: true })).toEqual({
      sql: `json_type(doc, '$.active') IS ?`,
      params: ['true'],
    });
    expect(conditionSql({ field: 'age', op: '=', value: null })).toEqual({
      sql: `json_extract(doc, '$.age') IS NULL`,
      params: [],
    });
    expect(conditionSql({ field: 'age', op: '<>', value: 4 })).toEqual({
      sql: `json_extract(doc, '$.age') IS NOT ?`,
      params: [4],
    });
  });

  it('sorts by RowIndex as insertion order (seq, id) in the asked direction', () => {
    expect(orderSql([{ field: null, desc: true }])).toBe('seq DESC, id DESC');
    expect(
      orderSql([
        { field: 'a', desc: false },
        { field: null, desc: false },
      ]),
    ).toBe(`json_extract(doc, '$.a') ASC, seq ASC, id ASC`);
  });
});
