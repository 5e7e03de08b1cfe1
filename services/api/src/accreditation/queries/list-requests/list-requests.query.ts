import { Query } from '@nestjs/cqrs';
import type { GridPage, GridQuery, RequestRow } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** The requests grid: the approver queue (request.readAll) or the requester's own requests. */
export class ListRequestsQuery extends Query<GridPage<RequestRow>> {
  constructor(
    readonly user: AuthUser,
    readonly grid: GridQuery,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
