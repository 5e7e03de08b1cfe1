/**
 * A value read from an untyped record (a grid row, a form's fields, seed values) as text:
 * nothing is '', strings stay as they are, other primitives go through String(), and a
 * structure is shown as its JSON rather than as "[object Object]".
 */
export function textOf(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'object':
      return value === null ? '' : JSON.stringify(value);
    default:
      return ''; // undefined, and nothing a record holds (functions, symbols)
  }
}
