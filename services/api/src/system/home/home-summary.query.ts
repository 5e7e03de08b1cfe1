import { Query } from '@nestjs/cqrs';
import type { HomeSummary } from '@faena/contracts';
import type { AuthUser } from '../../platform/auth/auth-user';

/** The landing dashboard's figures the caller may see, read once `afterPosition` is projected. */
export class HomeSummaryQuery extends Query<HomeSummary> {
  constructor(
    readonly user: AuthUser,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
