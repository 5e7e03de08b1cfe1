import { z } from 'zod';

/**
 * The validation patterns of spec point 5, one anchored expression each, with the i18n key of the
 * message a violation shows (texts in messages.ts, es + en).
 *
 * The spec lists the patterns by purpose and warns that "some patterns look malformed"; the
 * original expressions are not shown. These versions fix the defects such legacy lists carry:
 * - unanchored expressions (a valid fragment made the whole value pass): every one is ^…$ here;
 * - the `[A-z]` range (it also admits [ \ ] ^ _ `): letters are spelled out as a-zA-Z plus the
 *   Spanish accented letters ÁÉÍÓÚÜÑ (lower and upper case) where text may carry them;
 * - the IP expression with an unescaped dot and \d{1,3} (accepted 999.1.1.1 and 1x1x1x1): each
 *   octet is 0–255 and the dots are literal;
 * - the MAC expression that mixed separators (AA:BB-CC…): one separator throughout, colon or
 *   hyphen in six pairs, or the dotted form in three groups of four hex digits;
 * - the host name expression that allowed a leading/trailing hyphen and empty labels: RFC 1123
 *   labels of 1–63 characters, at most 253 in all;
 * - RUC and DNI written as \d{11} / \d{8} without anchors (matched inside longer numbers).
 */
export const PATTERNS = {
  lettersNumbers: { re: /^[a-zA-Z0-9]+$/, key: 'patterns:lettersNumbers' },
  letters: { re: /^[a-zA-ZáéíóúüñÁÉÍÓÚÜÑ]+$/, key: 'patterns:letters' },
  numbers: { re: /^[0-9]+$/, key: 'patterns:numbers' },
  lettersNumbersHyphen: { re: /^[a-zA-Z0-9_-]+$/, key: 'patterns:lettersNumbersHyphen' },
  description: {
    re: /^[a-zA-Z0-9áéíóúüñÁÉÍÓÚÜÑ°º .,;:()'"/&%#+$!¡?¿_-]+$/,
    key: 'patterns:description',
  },
  lettersSpaces: {
    re: /^[a-zA-ZáéíóúüñÁÉÍÓÚÜÑ]+( [a-zA-ZáéíóúüñÁÉÍÓÚÜÑ]+)*$/,
    key: 'patterns:lettersSpaces',
  },
  /** a catalogue code: starts with a letter or digit; letters, digits, '-', '_' and '.'; ≤ 20 */
  code: { re: /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,19}$/, key: 'patterns:code' },
  ip: {
    re: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
    key: 'patterns:ip',
  },
  mac: {
    re: /^(?:[0-9A-Fa-f]{2}(:)(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}|[0-9A-Fa-f]{2}(-)(?:[0-9A-Fa-f]{2}\2){4}[0-9A-Fa-f]{2}|[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4})$/,
    key: 'patterns:mac',
  },
  hostName: {
    re: /^(?=.{1,253}$)(?!-)[a-zA-Z0-9-]{1,63}(?<!-)(?:\.(?!-)[a-zA-Z0-9-]{1,63}(?<!-))*$/,
    key: 'patterns:hostName',
  },
  /** a Windows (C:\dir\file, \\server\share) or POSIX (/dir/file) path */
  path: {
    re: /^(?:[a-zA-Z]:\\|\\\\[a-zA-Z0-9._-]+\\|\/)(?:[^<>:"|?*\\/\0]+[\\/]?)*$/,
    key: 'patterns:path',
  },
  /** schedule text: HH:mm, or a range HH:mm - HH:mm */
  schedule: {
    re: /^(?:[01]\d|2[0-3]):[0-5]\d(?: ?- ?(?:[01]\d|2[0-3]):[0-5]\d)?$/,
    key: 'patterns:schedule',
  },
  ruc: { re: /^\d{11}$/, key: 'patterns:ruc' },
  dni: { re: /^\d{8}$/, key: 'patterns:dni' },
  email: {
    re: /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*\.[a-zA-Z]{2,}$/,
    key: 'patterns:email',
  },
} as const satisfies Record<string, { re: RegExp; key: string }>;

export type PatternName = keyof typeof PATTERNS;

export const REQUIRED_KEY = 'common:requiredField';

/** A required text that must match a pattern: empty → 'Required field', mismatch → the pattern's message. */
export const patternText = (name: PatternName, max = 200) =>
  z
    .string(REQUIRED_KEY)
    .trim()
    .min(1, { error: REQUIRED_KEY, abort: true })
    .max(max, { error: 'common:tooLong', abort: true })
    .regex(PATTERNS[name].re, PATTERNS[name].key);

/** An optional text: '' is allowed (means "not given"), anything else must match the pattern. */
export const optionalPatternText = (name: PatternName, max = 200) =>
  z
    .string()
    .trim()
    .max(max, { error: 'common:tooLong', abort: true })
    .refine((v) => v === '' || PATTERNS[name].re.test(v), PATTERNS[name].key);

/** Menu order and level: required and numeric (spec point 5); digits as text are accepted. */
export const menuNumber = z
  .union([z.number(), z.string()], { error: REQUIRED_KEY })
  .transform((v, ctx) => {
    if (typeof v === 'string' && v.trim() === '') {
      ctx.addIssue({ code: 'custom', message: REQUIRED_KEY });
      return z.NEVER;
    }
    const n = typeof v === 'number' ? v : /^\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN;
    if (!Number.isInteger(n) || n < 0 || n > 9999) {
      ctx.addIssue({ code: 'custom', message: 'patterns:menuNumeric' });
      return z.NEVER;
    }
    return n;
  });
export const MenuOrderLevelSchema = z.object({ order: menuNumber, level: menuNumber });

/** The spec's three date-range messages (start after end), one per screen family. */
export const DATE_RANGE_MESSAGES = {
  /** access */
  startNotAfterEnd: 'common:dateRangeStartNotAfterEnd',
  /** regime */
  startBeforeEnd: 'common:dateRangeStartBeforeEnd',
  /** identification (and the requests) */
  endNotBeforeStart: 'common:dateRange',
} as const;
export type DateRangeMessage = keyof typeof DATE_RANGE_MESSAGES;
/** Which message a reversed range shows, and on which field the issue sits. */
export interface DateRangeOptions {
  message?: DateRangeMessage | undefined;
  on?: 'start' | 'end';
}

type DateLike = string | number | Date | null | undefined;
const timeOf = (v: DateLike): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const t = v instanceof Date ? v.getTime() : typeof v === 'number' ? v : Date.parse(v);
  return Number.isNaN(t) ? null : t;
};

/**
 * A reusable zod refinement: the end may not fall before the start (equal dates pass, except for
 * 'startBeforeEnd' whose message asks for a strictly earlier start). The issue sits on the end
 * field, or on the start field with `on: 'start'` (a message that speaks of the start date).
 */
export function dateRangeRefinement<T extends Record<string, unknown>>(
  start: keyof T & string,
  end: keyof T & string,
  { message = 'endNotBeforeStart', on = 'end' }: DateRangeOptions = {},
) {
  return (value: T, ctx: Pick<z.RefinementCtx, 'addIssue'>) => {
    const a = timeOf(value[start] as DateLike);
    const b = timeOf(value[end] as DateLike);
    if (a === null || b === null) return;
    const bad = message === 'startBeforeEnd' ? a >= b : a > b;
    if (bad)
      ctx.addIssue({
        code: 'custom',
        path: [on === 'start' ? start : end],
        message: DATE_RANGE_MESSAGES[message],
      });
  };
}
