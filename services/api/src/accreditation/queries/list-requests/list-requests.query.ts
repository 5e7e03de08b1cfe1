import { Query } from '@nestjs/cqrs';
import type { GridPage, GridQuery, RequestDateParams, RequestRow } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** The requests grid: the approver queue (request.readAll) or the requester's own requests. */
export class ListRequestsQuery extends Query<GridPage<RequestRow>> {
  constructor(
    readonly user: AuthUser,
    readonly grid: GridQuery,
    /** FechaInicio / FechaFin given as query parameters (they may also come as grid conditions). */
    readonly dates: RequestDateParams = {},
    readonly afterPosition?: number,
  ) {
    super();
  }
}
