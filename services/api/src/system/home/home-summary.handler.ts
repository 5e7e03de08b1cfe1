import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { HomeSummary } from '@faena/contracts';
import { ReadStore } from '@faena/core';
import { ReadWaiter } from '../../platform/storage/read-waiter';
import { figuresFor } from './home-figures';
import { HomeSummaryQuery } from './home-summary.query';

@QueryHandler(HomeSummaryQuery)
export class HomeSummaryHandler implements IQueryHandler<HomeSummaryQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({ user, afterPosition }: HomeSummaryQuery): Promise<HomeSummary> {
    await this.waiter.waitFor(afterPosition);
    const ctx = { user, readStore: this.readStore };
    const figures = await Promise.all(
      figuresFor(user).map(async (f) => ({ key: f.key, value: await f.compute(ctx) })),
    );
    return { figures };
  }
}
