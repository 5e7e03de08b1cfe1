import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { HomeSummary } from '@faena/contracts';
import { Clock, ReadStore, SiteCalendar } from '@faena/core';
import { ReadWaiter } from '../../platform/storage/read-waiter';
import { figuresFor } from './home-figures';
import { pointsOf, trendsFor } from './home-trends';
import { HomeSummaryQuery } from './home-summary.query';

@QueryHandler(HomeSummaryQuery)
export class HomeSummaryHandler implements IQueryHandler<HomeSummaryQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
    private readonly clock: Clock,
    private readonly calendar: SiteCalendar,
  ) {}

  async execute({ user, afterPosition }: HomeSummaryQuery): Promise<HomeSummary> {
    await this.waiter.waitFor(afterPosition);
    const today = this.calendar.dateOf(this.clock.now());
    const ctx = { user, readStore: this.readStore, today, timeZone: this.calendar.timeZone };
    const figures = await Promise.all(
      figuresFor(user).map(async (f) => ({ key: f.key, value: await f.compute(ctx) })),
    );
    const trends = await Promise.all(
      trendsFor(user).map(async (tr) => ({ key: tr.key, points: await pointsOf(tr, ctx) })),
    );
    return { figures, trends };
  }
}
