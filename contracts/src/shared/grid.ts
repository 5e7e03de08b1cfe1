import { z } from 'zod';
import { ValidationError } from './errors';

/**
 * The spec's paged-grid convention: GET with `skip`, `take`, `sort` (JSON list of
 * `{ selector, desc }`) and `filter` (JSON `[field, operator, value]` lists joined by "and").
 * The answer is `{ result: { data, totalCount } }` and every row carries a running `RowIndex`.
 * One parser here; each read-store adapter translates the parsed query.
 */
export const FILTER_OPERATORS = [
  '=',
  '<>',
  '<',
  '>',
  '<=',
  '>=',
  'contains',
  'notcontains',
  'startswith',
  'endswith',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
export type FilterValue = string | number | boolean | null;

export interface FilterCondition {
  field: string;
  op: FilterOperator;
  value: FilterValue;
}
export interface SortSpec {
  selector: string;
  desc: boolean;
}
export interface GridQuery {
  skip: number;
  take: number;
  sort: SortSpec[];
  filter: FilterCondition[];
}
export interface GridPage<T> {
  data: Array<T & { RowIndex: number }>;
  totalCount: number;
}

/** Default grid: page 1 (skip 0), page size 10, sort by RowIndex ascending. */
export const GRID_DEFAULTS = {
  skip: 0,
  take: 10,
  maxTake: 1000,
  sort: [{ selector: 'RowIndex', desc: false }],
} as const;

const SortItemSchema = z
  .object({ selector: z.string().min(1).max(64), desc: z.boolean().optional().default(false) })
  .strict();
const ConditionSchema = z.tuple([
  z.string().min(1).max(64),
  z.enum(FILTER_OPERATORS),
  z.union([z.string().max(200), z.number(), z.boolean(), z.null()]),
]);

function parseJsonParam(raw: unknown, ctx: { addIssue: z.RefinementCtx['addIssue'] }): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'grid:invalidJson' });
    return undefined;
  }
}

type IssueSink = { addIssue: z.RefinementCtx['addIssue'] };

/** `[field, op, value]`: one condition, not a list of them joined by "and". */
const isSingleCondition = (value: unknown[]): boolean =>
  typeof value[0] === 'string' &&
  value.length === 3 &&
  typeof value[1] === 'string' &&
  value[1] !== 'and';

function singleCondition(value: unknown[], ctx: IssueSink): FilterCondition[] {
  const single = ConditionSchema.safeParse(value);
  if (!single.success) {
    ctx.addIssue({ code: 'custom', message: 'grid:invalidFilter' });
    return [];
  }
  return [{ field: single.data[0], op: single.data[1], value: single.data[2] }];
}

/** Accepts a single condition, a list of conditions, or conditions separated by "and". */
function flattenFilter(value: unknown, ctx: IssueSink): FilterCondition[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    ctx.addIssue({ code: 'custom', message: 'grid:invalidFilter' });
    return [];
  }
  if (value.length === 0) return [];
  if (isSingleCondition(value)) return singleCondition(value, ctx);
  const out: FilterCondition[] = [];
  value.forEach((item: unknown, i: number) => {
    if (i % 2 === 1 && value.length > 1 && typeof item === 'string') {
      if (item.toLowerCase() !== 'and')
        ctx.addIssue({ code: 'custom', message: 'grid:onlyAndSupported' });
      return;
    }
    out.push(...flattenFilter(item, ctx));
  });
  return out;
}

const rawJson = z.union([z.string().max(4000), z.array(z.unknown())]).optional();

export const GridQuerySchema = z
  .object({
    skip: z.coerce.number().int().min(0).max(10_000_000).optional(),
    take: z.coerce.number().int().min(1).max(GRID_DEFAULTS.maxTake).optional(),
    sort: rawJson,
    filter: rawJson,
  })
  .transform((q, ctx): GridQuery => {
    const sortRaw = parseJsonParam(q.sort, ctx);
    const sort = z.array(SortItemSchema).max(5).optional().safeParse(sortRaw);
    if (!sort.success)
      ctx.addIssue({ code: 'custom', path: ['sort'], message: 'grid:invalidSort' });
    const filter = flattenFilter(parseJsonParam(q.filter, ctx), ctx);
    const sorted =
      sort.success && sort.data && sort.data.length > 0 ? sort.data : [...GRID_DEFAULTS.sort];
    return {
      skip: q.skip ?? GRID_DEFAULTS.skip,
      take: q.take ?? GRID_DEFAULTS.take,
      sort: sorted.map((x) => ({ selector: x.selector, desc: x.desc })),
      filter: filter.slice(0, 20),
    };
  });

/** Extra query parameters every read may carry (read your writes). */
export const ReadOptionsSchema = z.object({
  afterPosition: z.coerce.number().int().min(0).optional(),
});

/** Checks a parsed query against the fields a grid offers; answers the offending field or null. */
export function unknownGridField(query: GridQuery, allowed: readonly string[]): string | null {
  const ok = new Set([...allowed, 'RowIndex']);
  for (const c of query.filter) if (!ok.has(c.field)) return c.field;
  for (const s of query.sort) if (!ok.has(s.selector)) return s.selector;
  return null;
}

/** Refuses a grid query that filters or sorts by a field the grid does not offer (400, field path). */
export function checkGridFields(query: GridQuery, allowed: readonly string[]): void {
  const field = unknownGridField(query, allowed);
  if (field === null) return;
  const path = query.filter.some((c) => c.field === field) ? 'filter' : 'sort';
  throw new ValidationError([{ path, message: `grid:unknownField:${field}` }]);
}
