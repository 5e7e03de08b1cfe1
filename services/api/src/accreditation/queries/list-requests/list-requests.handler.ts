import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  checkGridFields,
  REQUEST_GRID_FIELDS,
  type GridPage,
  type RequestRow,
} from '@faena/contracts';
import { ReadStore, type EqualityFilter } from '@faena/core';
import { hasPermission, type AuthUser } from '../../../platform/auth/auth-user';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import { REQUESTS_COLLECTION, type RequestDoc } from '../../accreditation.read-models';
import { ListRequestsQuery } from './list-requests.query';
import { withRequestDates } from './request-date-filter';

/** What a caller may see of the requests: the client's, or only their own without request.readAll. */
export function requestScope(user: AuthUser): EqualityFilter {
  return hasPermission(user, 'request.readAll')
    ? { clientId: user.cid }
    : { clientId: user.cid, submittedBy: user.sub };
}

@QueryHandler(ListRequestsQuery)
export class ListRequestsHandler implements IQueryHandler<ListRequestsQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({
    user,
    grid,
    dates,
    afterPosition,
  }: ListRequestsQuery): Promise<GridPage<RequestRow>> {
    const query = withRequestDates(grid, dates);
    checkGridFields(query, REQUEST_GRID_FIELDS);
    await this.waiter.waitFor(afterPosition);
    return this.readStore.query<RequestDoc>(REQUESTS_COLLECTION, query, requestScope(user));
  }
}
