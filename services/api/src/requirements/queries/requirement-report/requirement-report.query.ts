import { Query } from '@nestjs/cqrs';
import type {
  GridPage,
  GridQuery,
  RequirementReportParams,
  RequirementStatusRow,
} from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** The requirement report: one row per subject × type with its latest document, in scope. */
export class RequirementReportQuery extends Query<GridPage<RequirementStatusRow>> {
  constructor(
    readonly user: AuthUser,
    readonly grid: GridQuery,
    readonly params: RequirementReportParams,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
