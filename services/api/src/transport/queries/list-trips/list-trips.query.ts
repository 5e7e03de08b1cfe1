import { Query } from '@nestjs/cqrs';
import type { TripRow } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** The trips of the caller's client, by date and departure time. */
export class ListTripsQuery extends Query<TripRow[]> {
  constructor(
    readonly user: AuthUser,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
