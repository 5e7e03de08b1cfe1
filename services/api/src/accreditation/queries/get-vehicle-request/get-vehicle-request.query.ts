import { Query } from '@nestjs/cqrs';
import type { VehicleRequestRow } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** One vehicle request as the grid shows it. */
export class GetVehicleRequestQuery extends Query<VehicleRequestRow> {
  constructor(
    readonly user: AuthUser,
    readonly requestId: string,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
