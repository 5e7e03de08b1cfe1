import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GRID_DEFAULTS, type GridQuery, type RequirementLapsesPoint } from '@faena/contracts';
import { Clock, ReadStore, SiteCalendar } from '@faena/core';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import {
  REQUIREMENT_STATUS_COLLECTION,
  requirementScope,
  type RequirementStatusDoc,
} from '../../requirements.read-models';
import { monthConditions } from './report-filter';
import { RequirementLapsesQuery } from './requirement-lapses.query';

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

/** Without a range: the current year, January to December. */
@QueryHandler(RequirementLapsesQuery)
export class RequirementLapsesHandler implements IQueryHandler<RequirementLapsesQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
    private readonly clock: Clock,
    private readonly calendar: SiteCalendar,
  ) {}

  async execute({ user, params, afterPosition }: RequirementLapsesQuery) {
    const year = this.calendar.dateOf(this.clock.now()).slice(0, 4);
    const range = {
      fromMonth: params.fromMonth ?? `${year}-01`,
      toMonth: params.toMonth ?? `${year}-12`,
    };
    const months = monthsBetween(range.fromMonth, range.toMonth);
    const counts = new Map(months.map((m) => [m, 0]));
    await this.waiter.waitFor(afterPosition);
    for (const row of await this.approvedIn(user, range)) {
      const count = counts.get(row.expiryMonth);
      if (count !== undefined) counts.set(row.expiryMonth, count + 1);
    }
    return months.map((month): RequirementLapsesPoint => ({
      month,
      count: counts.get(month) ?? 0,
    }));
  }

  private async approvedIn(
    user: RequirementLapsesQuery['user'],
    range: { fromMonth: string; toMonth: string },
  ): Promise<RequirementStatusDoc[]> {
    const rows: RequirementStatusDoc[] = [];
    const take = GRID_DEFAULTS.maxTake;
    const filter = [
      { field: 'status', op: '=' as const, value: 'approved' },
      ...monthConditions(range),
    ];
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
