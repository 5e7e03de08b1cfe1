import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  checkGridFields,
  DEMOBILIZATION_GRID_FIELDS,
  type DemobilizationRow,
  type GridPage,
} from '@faena/contracts';
import { ReadStore, type EqualityFilter } from '@faena/core';
import { hasPermission, type AuthUser } from '../../../platform/auth/auth-user';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import {
  DEMOBILIZATIONS_COLLECTION,
  type DemobilizationDoc,
} from '../../accreditation.read-models';
import { withRequestDates } from '../list-requests/request-date-filter';
import { ListDemobilizationsQuery } from './list-demobilizations.query';

/** What a caller may see of the demobilizations: the client's, or only their own without request.readAll. */
export function demobilizationScope(user: AuthUser): EqualityFilter {
  return hasPermission(user, 'request.readAll')
    ? { clientId: user.cid }
    : { clientId: user.cid, requestedBy: user.sub };
}

@QueryHandler(ListDemobilizationsQuery)
export class ListDemobilizationsHandler implements IQueryHandler<ListDemobilizationsQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({
    user,
    grid,
    dates,
    afterPosition,
  }: ListDemobilizationsQuery): Promise<GridPage<DemobilizationRow>> {
    const query = withRequestDates(grid, dates, 'requestedAt');
    checkGridFields(query, DEMOBILIZATION_GRID_FIELDS);
    await this.waiter.waitFor(afterPosition);
    return this.readStore.query<DemobilizationDoc>(
      DEMOBILIZATIONS_COLLECTION,
      query,
      demobilizationScope(user),
    );
  }
}
