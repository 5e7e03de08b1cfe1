import { Query } from '@nestjs/cqrs';
import type { GridPage, GridQuery, PersonRow } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/**
 * The people grid (also its export and the person pickers): the people of the companies that serve
 * the caller's client (PeopleScope); a contractor user sees only the people of its company.
 */
export class ListPeopleQuery extends Query<GridPage<PersonRow>> {
  constructor(
    readonly user: AuthUser,
    readonly grid: GridQuery,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
