import { textOf } from './text';

describe('textOf', () => {
  it('answers nothing as empty text', () => {
    expect([textOf(null), textOf(undefined)]).toEqual(['', '']);
  });

  it('keeps strings and formats the other primitives', () => {
    expect([textOf('2026-01-31'), textOf(12), textOf(false), textOf(3n)]).toEqual([
      '2026-01-31',
      '12',
      'false',
      '3',
    ]);
  });

  it('shows a structure as its JSON, never as [object Object]', () => {
    expect([textOf({ es: 'Sí' }), textOf(['a', 1])]).toEqual(['{"es":"Sí"}', '["a",1]']);
  });
});
