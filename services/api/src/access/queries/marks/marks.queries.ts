import { Query } from '@nestjs/cqrs';
import type { GridPage, GridQuery, MarkRow, OnSiteAnswer } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** The marks query: the caller's client's marks, paged and filtered like every grid. */
export class ListMarksQuery extends Query<GridPage<MarkRow>> {
  constructor(
    readonly user: AuthUser,
    readonly grid: GridQuery,
    readonly afterPosition?: number,
  ) {
    super();
  }
}

/** The muster: who is in a zone, on a bus that left, or has a bed tonight, for the caller's client. */
export class OnSiteQuery extends Query<OnSiteAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
