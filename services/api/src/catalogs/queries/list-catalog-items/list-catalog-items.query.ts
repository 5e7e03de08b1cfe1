import { Query } from '@nestjs/cqrs';
import type { CatalogDefinition, CatalogItemRow, GridPage, GridQuery } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** The grid of one catalogue (a per-client catalogue shows the caller's client only). */
export class ListCatalogItemsQuery extends Query<GridPage<CatalogItemRow>> {
  constructor(
    readonly user: AuthUser,
    readonly def: CatalogDefinition,
    readonly grid: GridQuery,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
