import { Query } from '@nestjs/cqrs';
import type { CatalogItemRow, ReferenceListName } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** One of the spec's reference calls: the active items of a list, by country or client. */
export class ReferenceListQuery extends Query<CatalogItemRow[]> {
  constructor(
    readonly user: AuthUser,
    readonly name: ReferenceListName,
    readonly params: {
      IdPais?: string | undefined;
      IdCliente?: string | undefined;
      Contratista?: string | undefined;
    },
  ) {
    super();
  }
}
