import * as fc from 'fast-check';

/**
 * fast-check arbitraries read off the zod 4 schemas of contracts: an object schema gives a record
 * of its keys (optional ones may be absent), strings and numbers respect their bounds, enums
 * their options. `hints` replace the value of a key by something realistic (a real person id, a
 * date near today), so that many generated bodies pass validation and reach the domain rules.
 */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

interface ZodDef {
  type: string;
  innerType?: ZodLike;
  in?: ZodLike;
  element?: ZodLike;
  shape?: Record<string, ZodLike>;
}
export interface ZodLike {
  _zod: { def: ZodDef };
  minLength?: number | null;
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
  options?: readonly unknown[];
  shape?: Record<string, ZodLike>;
  safeParse(value: unknown): { success: boolean };
}

const bounded = (n: number | null | undefined, fallback: number) =>
  typeof n === 'number' && Number.isFinite(n) ? n : fallback;

function stringFor(schema: ZodLike): fc.Arbitrary<unknown> {
  const min = bounded(schema.minLength, 0);
  return fc.string({
    minLength: min,
    maxLength: Math.max(min, Math.min(bounded(schema.maxLength, 40), 60)),
  });
}

function numberFor(schema: ZodLike): fc.Arbitrary<unknown> {
  const min = bounded(schema.minValue, -1e6);
  const max = bounded(schema.maxValue, 1e6);
  return schema.isInt
    ? fc.integer({ min: Math.max(min, -1e9), max: Math.min(max, 1e9) })
    : fc.double({ min, max, noNaN: true });
}

/** The values of a schema without inner schemas, by its type (anything else: any JSON value). */
const LEAVES: Partial<Record<string, (schema: ZodLike) => fc.Arbitrary<unknown>>> = {
  string: stringFor,
  number: numberFor,
  enum: (schema) => fc.constantFrom(...(schema.options ?? [])),
  boolean: () => fc.boolean(),
};
/** types that wrap one inner schema (`innerType`): its values are the inner one's */
const WRAPPERS = new Set(['optional', 'default', 'nullable']);

export function valueFor(schema: ZodLike, hints: Hints, key?: string): fc.Arbitrary<unknown> {
  if (key !== undefined && hints[key]) return hints[key];
  const def = schema._zod.def;
  if (WRAPPERS.has(def.type)) return valueFor(def.innerType!, hints, key);
  switch (def.type) {
    case 'pipe':
      return valueFor(def.in!, hints, key);
    case 'object':
      return objectFor(schema, hints);
    case 'array':
      return fc.array(valueFor(def.element!, hints), { minLength: 0, maxLength: 5 });
    default:
      return (LEAVES[def.type] ?? (() => fc.jsonValue()))(schema);
  }
}

export function objectFor(schema: ZodLike, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const shape = schema.shape ?? schema._zod.def.shape ?? {};
  const keys = Object.keys(shape);
  const requiredKeys = keys.filter(
    (k) => !['optional', 'default'].includes(shape[k]!._zod.def.type),
  );
  const model = Object.fromEntries(keys.map((k) => [k, valueFor(shape[k]!, hints, k)]));
  return fc.record(model, { requiredKeys });
}

/** Values of the wrong type for any field. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '{"$gt":""}',
    '9'.repeat(400),
    '2026-02-30',
    '2026-13-01',
    'NaN',
  ),
);
const unknownKey = fc.oneof(
  fc.string({ minLength: 1, maxLength: 12 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    '$where',
    'id',
    'status',
    'position',
  ),
);

/**
 * Bodies built from a valid-looking one: a key dropped, a key of the wrong type, an unknown key, a
 * huge string (up to past the 1 MB body limit), or any JSON value at all.
 */
export function badBodies(
  valid: fc.Arbitrary<Record<string, unknown>>,
  keys: readonly string[],
): fc.Arbitrary<unknown> {
  const key = fc.constantFrom(...keys);
  return fc.oneof(
    fc
      .tuple(valid, key)
      .map(([body, k]) => Object.fromEntries(Object.entries(body).filter(([name]) => name !== k))),
    fc.tuple(valid, key, wrongValue).map(([body, k, v]) => ({ ...body, [k]: v })),
    fc.tuple(valid, unknownKey, fc.jsonValue()).map(([body, k, v]) =>
      Object.defineProperty({ ...body }, k, {
        value: v,
        enumerable: true,
        writable: true,
        configurable: true,
      }),
    ),
    fc
      .tuple(valid, key, fc.constantFrom(300, 5_000, 200_000, 600_000))
      .map(([body, k, n]) => ({ ...body, [k]: 'ñ'.repeat(n) })),
    fc.jsonValue({ maxDepth: 4 }),
  );
}
