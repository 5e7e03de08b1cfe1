import { Module } from '@nestjs/common';
import { AttendanceDayController } from './attendance-day.controller';
import { AttendanceMonthHandler, AttendanceOptionsHandler } from './attendance-day.handlers';
import { AttendancePayrollHandler } from './attendance-payroll.handler';

/**
 * The attendance day's read side (issue 21): a person's month, the payroll group's month and
 * their pickers, from the read model attendance-days.v1 (projections/src/attendance).
 */
@Module({
  controllers: [AttendanceDayController],
  providers: [AttendanceOptionsHandler, AttendanceMonthHandler, AttendancePayrollHandler],
})
export class AttendanceDayModule {}
