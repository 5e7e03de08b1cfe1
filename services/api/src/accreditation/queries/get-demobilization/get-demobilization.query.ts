import { Query } from '@nestjs/cqrs';
import type { DemobilizationRow } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** One demobilization as the grid shows it. */
export class GetDemobilizationQuery extends Query<DemobilizationRow> {
  constructor(
    readonly user: AuthUser,
    readonly demobilizationId: string,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
