import { Query } from '@nestjs/cqrs';
import type { HotelRow } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** The camps of the caller's client with their rooms and beds. */
export class ListHotelsQuery extends Query<HotelRow[]> {
  constructor(
    readonly user: AuthUser,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
