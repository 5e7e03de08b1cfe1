import { Query } from '@nestjs/cqrs';
import type { RequirementLapsesPoint, RequirementReportParams } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** The lapses chart: per month of the range, how many approved documents expire in it. */
export class RequirementLapsesQuery extends Query<RequirementLapsesPoint[]> {
  constructor(
    readonly user: AuthUser,
    readonly params: RequirementReportParams,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
