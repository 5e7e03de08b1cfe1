import { Query } from '@nestjs/cqrs';
import type { ZoneRow } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** Occupancy of every zone of the caller's client (the occupancy board). */
export class ZoneOccupancyQuery extends Query<ZoneRow[]> {
  constructor(
    readonly user: AuthUser,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
