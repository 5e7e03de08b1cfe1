import { Module } from '@nestjs/common';
import { AttendanceDayController } from './attendance-day.controller';
import {
  AttendanceMonthHandler,
  AttendanceOptionsHandler,
  AttendancePayrollHandler,
} from './attendance-day.handlers';

/**
 * The attendance day's read side (issue 21): a person's month, the payroll group's month and
 * their pickers, from the read model attendance-days.v1 (projections/src/attendance).
 */
@Module({
  controllers: [AttendanceDayController],
  providers: [AttendanceOptionsHandler, AttendanceMonthHandler, AttendancePayrollHandler],
})
export class AttendanceDayModule {}
