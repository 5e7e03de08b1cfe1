import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  checkGridFields,
  REQUIREMENT_STATUS_GRID_FIELDS,
  type GridPage,
  type RequirementStatusRow,
} from '@faena/contracts';
import { Clock, ReadStore, SiteCalendar } from '@faena/core';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import {
  REQUIREMENT_STATUS_COLLECTION,
  requirementScope,
  type RequirementStatusDoc,
} from '../../requirements.read-models';
import { withReportFilters } from './report-filter';
import { RequirementReportQuery } from './requirement-report.query';

/** Paged, sorted and filtered like the other grids; the state is judged on the site's today. */
@QueryHandler(RequirementReportQuery)
export class RequirementReportHandler implements IQueryHandler<RequirementReportQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
    private readonly clock: Clock,
    private readonly calendar: SiteCalendar,
  ) {}

  async execute(q: RequirementReportQuery): Promise<GridPage<RequirementStatusRow>> {
    checkGridFields(q.grid, REQUIREMENT_STATUS_GRID_FIELDS);
    const today = this.calendar.dateOf(this.clock.now());
    const query = withReportFilters(q.grid, q.params, today);
    await this.waiter.waitFor(q.afterPosition);
    return this.readStore.query<RequirementStatusDoc>(
      REQUIREMENT_STATUS_COLLECTION,
      query,
      requirementScope(q.user),
    );
  }
}
