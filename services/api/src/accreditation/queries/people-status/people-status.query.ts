import { Query } from '@nestjs/cqrs';
import type { GridPage, PeopleStatusParams, PersonStatusRow } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** The current status of the people accredited for the caller's client (a contractor: its company's). */
export class PeopleStatusQuery extends Query<GridPage<PersonStatusRow>> {
  constructor(
    readonly user: AuthUser,
    readonly params: PeopleStatusParams,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
