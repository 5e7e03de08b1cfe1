import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  GRID_DEFAULTS,
  type FilterCondition,
  type GridQuery,
  type RequirementLapsesPoint,
} from '@faena/contracts';
import { Clock, ReadStore, SiteCalendar } from '@faena/core';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import {
  REQUIREMENT_STATUS_COLLECTION,
  requirementScope,
  type RequirementStatusDoc,
} from '../../requirements.read-models';
import { monthConditions } from './report-filter';
import { RequirementLapsesQuery } from './requirement-lapses.query';

const status = (value: string): FilterCondition => ({ field: 'status', op: '=', value });

/** The months from `from` to `to` (yyyy-MM), at most 36. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  for (let m = from; m <= to && out.length < 36;) {
    out.push(m);
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year += 1;
    m = `${year}-${String(month).padStart(2, '0')}`;
  }
  return out;
}

/**
 * Without a range: the current year, January to December. A missing document blocks from today:
 * the missing rows count in the current month (when the range holds it).
 */
@QueryHandler(RequirementLapsesQuery)
export class RequirementLapsesHandler implements IQueryHandler<RequirementLapsesQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
    private readonly clock: Clock,
    private readonly calendar: SiteCalendar,
  ) {}

  async execute({ user, params, afterPosition }: RequirementLapsesQuery) {
    const today = this.calendar.dateOf(this.clock.now());
    const year = today.slice(0, 4);
    const range = {
      fromMonth: params.fromMonth ?? `${year}-01`,
      toMonth: params.toMonth ?? `${year}-12`,
    };
    const months = monthsBetween(range.fromMonth, range.toMonth);
    const counts = new Map(months.map((m) => [m, 0]));
    await this.waiter.waitFor(afterPosition);
    const approved = await this.rowsIn(user, [status('approved'), ...monthConditions(range)]);
    const missing = await this.rowsIn(user, [status('missing')]);
    const thisMonth = today.slice(0, 7);
    for (const month of [...approved.map((r) => r.expiryMonth), ...missing.map(() => thisMonth)]) {
      const count = counts.get(month);
      if (count !== undefined) counts.set(month, count + 1);
    }
    return months.map((month): RequirementLapsesPoint => ({
      month,
      count: counts.get(month) ?? 0,
    }));
  }

  private async rowsIn(
    user: RequirementLapsesQuery['user'],
    filter: FilterCondition[],
  ): Promise<RequirementStatusDoc[]> {
    const rows: RequirementStatusDoc[] = [];
    const take = GRID_DEFAULTS.maxTake;
    for (let skip = 0; ; skip += take) {
      const query: GridQuery = { skip, take, sort: [...GRID_DEFAULTS.sort], filter };
      const page = await this.readStore.query<RequirementStatusDoc>(
        REQUIREMENT_STATUS_COLLECTION,
        query,
        requirementScope(user),
      );
      rows.push(...page.data);
      if (page.data.length < take) return rows;
    }
  }
}
