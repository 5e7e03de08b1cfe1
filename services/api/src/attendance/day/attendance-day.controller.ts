import { Controller, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  API,
  AttendanceMonthQuerySchema,
  AttendancePayrollQuerySchema,
  type AttendanceMonthQuery as MonthParams,
  type AttendancePayrollQuery as PayrollParams,
} from '@faena/contracts';
import { Call } from '../../platform/http/call.decorator';
import { CurrentUser, type AuthUser } from '../../platform/auth/auth-user';
import { ZodPipe } from '../../platform/http/zod.pipe';
import {
  AttendanceMonthQuery,
  AttendanceOptionsQuery,
  AttendancePayrollQuery,
} from './attendance-day.queries';

/** /api/AsistenciaDia/* (paths from API in contracts); every answer is `{ result }`. */
@Controller()
export class AttendanceDayController {
  constructor(private readonly queries: QueryBus) {}

  @Call(API.attendanceOptions)
  async options(@CurrentUser() user: AuthUser) {
    return { result: await this.queries.execute(new AttendanceOptionsQuery(user)) };
  }

  @Call(API.attendanceMonth)
  async month(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(AttendanceMonthQuerySchema)) params: MonthParams,
  ) {
    return { result: await this.queries.execute(new AttendanceMonthQuery(user, params)) };
  }

  @Call(API.attendancePayroll)
  async payroll(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(AttendancePayrollQuerySchema)) params: PayrollParams,
  ) {
    return { result: await this.queries.execute(new AttendancePayrollQuery(user, params)) };
  }
}
