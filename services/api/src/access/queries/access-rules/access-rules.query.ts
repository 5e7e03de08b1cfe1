import { Query } from '@nestjs/cqrs';
import type {
  GroupRow,
  PersonAccessQuery,
  PersonAccessRow,
  ProfileRow,
  ScheduleRow,
} from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** The caller's client's access schedules, by code. */
export class ListSchedulesQuery extends Query<ScheduleRow[]> {
  constructor(
    readonly user: AuthUser,
    readonly afterPosition?: number,
  ) {
    super();
  }
}

/** The caller's client's access groups, by code. */
export class ListGroupsQuery extends Query<GroupRow[]> {
  constructor(
    readonly user: AuthUser,
    readonly afterPosition?: number,
  ) {
    super();
  }
}

/** The caller's client's access profiles, by code. */
export class ListProfilesQuery extends Query<ProfileRow[]> {
  constructor(
    readonly user: AuthUser,
    readonly afterPosition?: number,
  ) {
    super();
  }
}

/** People the caller may see with their access at the caller's client, by the spec's group filter. */
export class ListPersonAccessQuery extends Query<{ totalCount: number; data: PersonAccessRow[] }> {
  constructor(
    readonly user: AuthUser,
    readonly query: PersonAccessQuery,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
