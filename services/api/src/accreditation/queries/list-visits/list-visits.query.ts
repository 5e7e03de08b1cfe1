import { Query } from '@nestjs/cqrs';
import type { GridPage, GridQuery, VisitRow } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** The visits grid: the approver queue (request.readAll) or the requester's own visits. */
export class ListVisitsQuery extends Query<GridPage<VisitRow>> {
  constructor(
    readonly user: AuthUser,
    readonly grid: GridQuery,
    readonly afterPosition?: number,
  ) {
    super();
  }
}

/** The client's access zones a visit may list. */
export class VisitZonesQuery extends Query<Array<{ zoneId: string; name: string }>> {
  constructor(readonly user: AuthUser) {
    super();
  }
}
