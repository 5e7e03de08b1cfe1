import { Query } from '@nestjs/cqrs';
import type {
  AttendanceMonthAnswer,
  AttendanceMonthQuery as MonthParams,
  AttendanceOptionsAnswer,
  AttendancePayrollAnswer,
  AttendancePayrollQuery as PayrollParams,
} from '@faena/contracts';
import type { AuthUser } from '../../platform/auth/auth-user';

/** The client's people with an attendance assignment and the payroll groups in use. */
export class AttendanceOptionsQuery extends Query<AttendanceOptionsAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly afterPosition?: number,
  ) {
    super();
  }
}

/** A person's month of attendance days (a person of another client is not found). */
export class AttendanceMonthQuery extends Query<AttendanceMonthAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly params: MonthParams,
    readonly afterPosition?: number,
  ) {
    super();
  }
}

/** A payroll group's month: per person and day type, and the weeks' absences and overtime. */
export class AttendancePayrollQuery extends Query<AttendancePayrollAnswer> {
  constructor(
    readonly user: AuthUser,
    readonly params: PayrollParams,
    readonly afterPosition?: number,
  ) {
    super();
  }
}
