import { Query } from '@nestjs/cqrs';
import type { GridPage, GridQuery, VehicleRequestRow } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** The vehicle requests grid: the approver queue (request.readAll) or the applicant's own ones. */
export class ListVehicleRequestsQuery extends Query<GridPage<VehicleRequestRow>> {
  constructor(
    readonly user: AuthUser,
    readonly grid: GridQuery,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
