import {
  addDays,
  ValidationError,
  type FilterCondition,
  type GridQuery,
  type RequirementReportParams,
  type RequirementReportState,
} from '@faena/contracts';

export const DEFAULT_EXPIRING_DAYS = 30;

/** One condition of a read-store filter. */
export const when = (field: string, op: FilterCondition['op'], value: string): FilterCondition => ({
  field,
  op,
  value,
});
const status = (value: string) => when('status', '=', value);

/** The conditions of one report state on the day `today` (expiring: within `days` days). */
function stateConditions(
  state: RequirementReportState,
  today: string,
  days: number,
): FilterCondition[] {
  switch (state) {
    case 'inForce':
      return [status('approved'), when('expiresOn', '>=', today)];
    case 'expiring':
      return [
        status('approved'),
        when('expiresOn', '>=', today),
        when('expiresOn', '<=', addDays(today, days)),
      ];
    case 'lapsed':
      return [status('approved'), when('expiresOn', '<', today)];
    case 'pending':
      return [status('pending')];
    case 'rejected':
      return [status('rejected')];
    case 'missing':
      return [status('missing')];
  }
}

/** The expiry month range (yyyy-MM), refusing an end before the start (400 on toMonth). */
export function monthConditions(params: RequirementReportParams): FilterCondition[] {
  const { fromMonth, toMonth } = params;
  if (fromMonth && toMonth && toMonth < fromMonth)
    throw new ValidationError([{ path: 'toMonth', message: 'errors:requirements.dateRange' }]);
  return [
    ...(fromMonth ? [when('expiryMonth', '>=', fromMonth)] : []),
    ...(toMonth ? [when('expiryMonth', '<=', toMonth)] : []),
  ];
}

/** The grid plus the report's state and month filters. */
export function withReportFilters(
  grid: GridQuery,
  params: RequirementReportParams,
  today: string,
): GridQuery {
  const days = params.days ?? DEFAULT_EXPIRING_DAYS;
  const state = params.state ? stateConditions(params.state, today, days) : [];
  return { ...grid, filter: [...grid.filter, ...state, ...monthConditions(params)] };
}
