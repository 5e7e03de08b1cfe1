import { Controller, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  API,
  AttendanceMonthQuerySchema,
  AttendancePayrollQuerySchema,
  ReadOptionsSchema,
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

type ReadOptions = { afterPosition?: number | undefined };

/** /api/AsistenciaDia/* (paths from API in contracts); every answer is `{ result }`. */
@Controller()
export class AttendanceDayController {
  constructor(private readonly queries: QueryBus) {}

  @Call(API.attendanceOptions)
  async options(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return {
      result: await this.queries.execute(new AttendanceOptionsQuery(user, read.afterPosition)),
    };
  }

  @Call(API.attendanceMonth)
  async month(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(AttendanceMonthQuerySchema)) params: MonthParams,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    const query = new AttendanceMonthQuery(user, params, read.afterPosition);
    return { result: await this.queries.execute(query) };
  }

  @Call(API.attendancePayroll)
  async payroll(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(AttendancePayrollQuerySchema)) params: PayrollParams,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    const query = new AttendancePayrollQuery(user, params, read.afterPosition);
    return { result: await this.queries.execute(query) };
  }
}
