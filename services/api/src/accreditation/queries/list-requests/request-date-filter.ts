import {
  type FilterCondition,
  type GridQuery,
  REQUEST_DATE_FILTER,
  type RequestDateParams,
  ValidationError,
  YyyymmddSchema,
} from '@faena/contracts';

const { start: START, end: END } = REQUEST_DATE_FILTER;

/** A bound given as a grid condition: `FechaInicio >= yyyyMMdd` or `FechaFin <= yyyyMMdd`, nothing else. */
function boundOf(condition: FilterCondition): string {
  const op = condition.field === START ? '>=' : '<=';
  if (condition.op !== op)
    throw new ValidationError([{ path: condition.field, message: 'grid:invalidFilter' }]);
  const parsed = YyyymmddSchema.safeParse(condition.value);
  if (!parsed.success)
    throw new ValidationError([{ path: condition.field, message: 'common:invalidDate' }]);
  return parsed.data;
}

/**
 * Turns the spec's FechaInicio / FechaFin (yyyyMMdd, from the query parameters or the grid filter)
 * into conditions on `field` (`submittedAt` of requests, `requestedAt` of demobilizations), an ISO timestamp: from the first day's start to the last day's
 * end. Refuses a malformed date, another operator, or an end before the start (400, by field).
 */
export function withRequestDates(
  grid: GridQuery,
  params: RequestDateParams,
  field = 'submittedAt',
): GridQuery {
  const { from, to, filter } = datesOf(grid, params);
  if (from && to && to < from)
    throw new ValidationError([{ path: END, message: 'common:dateRange' }]);
  if (from) filter.push({ field, op: '>=', value: from });
  if (to) filter.push({ field, op: '<=', value: `${to}T23:59:59.999Z` });
  return { ...grid, filter };
}

/** The dates asked: the parameters narrowed by the grid's conditions on them, and the grid's other conditions. */
function datesOf(grid: GridQuery, params: RequestDateParams) {
  let from = params.FechaInicio;
  let to = params.FechaFin;
  const filter: FilterCondition[] = [];
  for (const condition of grid.filter) {
    if (condition.field === START) from = maxOf(from, boundOf(condition));
    else if (condition.field === END) to = minOf(to, boundOf(condition));
    else filter.push(condition);
  }
  return { from, to, filter };
}

const maxOf = (a: string | undefined, b: string) => (a === undefined || b > a ? b : a);
const minOf = (a: string | undefined, b: string) => (a === undefined || b < a ? b : a);
