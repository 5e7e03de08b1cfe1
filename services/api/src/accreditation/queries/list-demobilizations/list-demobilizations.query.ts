import { Query } from '@nestjs/cqrs';
import type { DemobilizationRow, GridPage, GridQuery, RequestDateParams } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** The demobilizations grid: the approver queue (request.readAll) or the requester's own ones. */
export class ListDemobilizationsQuery extends Query<GridPage<DemobilizationRow>> {
  constructor(
    readonly user: AuthUser,
    readonly grid: GridQuery,
    /** FechaInicio / FechaFin (yyyyMMdd) on the registration day, as query parameters or grid conditions */
    readonly dates: RequestDateParams = {},
    readonly afterPosition?: number,
  ) {
    super();
  }
}
