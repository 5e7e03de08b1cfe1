import { Query } from '@nestjs/cqrs';
import type { TripRow } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** One trip with its seat map. */
export class TripSeatsQuery extends Query<TripRow> {
  constructor(
    readonly user: AuthUser,
    readonly tripId: string,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
