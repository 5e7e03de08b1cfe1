import { Query } from '@nestjs/cqrs';
import type {
  AttendanceCompanyRow,
  AttendancePeopleQuery,
  AttendancePersonRow,
  AttendanceScheduleRow,
  JustificationTypeRow,
} from '@faena/contracts';
import type { AuthUser } from '../../platform/auth/auth-user';

export class ListAttendanceSchedulesQuery extends Query<AttendanceScheduleRow[]> {
  constructor(
    readonly user: AuthUser,
    readonly afterPosition?: number,
  ) {
    super();
  }
}

export class ListJustificationTypesQuery extends Query<JustificationTypeRow[]> {
  constructor(
    readonly user: AuthUser,
    readonly afterPosition?: number,
  ) {
    super();
  }
}

export class ListAttendanceCompaniesQuery extends Query<AttendanceCompanyRow[]> {
  constructor(
    readonly user: AuthUser,
    readonly afterPosition?: number,
  ) {
    super();
  }
}

export class ListAttendancePeopleQuery extends Query<{
  totalCount: number;
  data: AttendancePersonRow[];
}> {
  constructor(
    readonly user: AuthUser,
    readonly query: AttendancePeopleQuery,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
