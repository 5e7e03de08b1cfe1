import { Module } from '@nestjs/common';
import { AdministrationModule } from '../administration/administration.module';
import { AttendanceConfigController } from './attendance-config.controller';
import {
  ConfigureCompanyAttendanceHandler,
  SaveAttendanceScheduleHandler,
  SaveJustificationTypeHandler,
} from './commands/attendance-config.handlers';
import { ChangePersonAttendanceHandler } from './commands/change-person-attendance.handler';
import {
  AttendanceCompanies,
  ListAttendanceCompaniesHandler,
  ListAttendanceSchedulesHandler,
  ListJustificationTypesHandler,
} from './queries/attendance.handlers';
import { ListAttendancePeopleHandler } from './queries/attendance-people.handler';

/**
 * Attendance (issue 21) configuration: schedules, companies' payroll groups and special conditions,
 * people's assignments, justification types and the justifications applied to a person's day.
 */
@Module({
  imports: [AdministrationModule], // PeopleScope: whose companies and people the client reaches
  controllers: [AttendanceConfigController],
  providers: [
    SaveAttendanceScheduleHandler,
    SaveJustificationTypeHandler,
    ConfigureCompanyAttendanceHandler,
    ChangePersonAttendanceHandler,
    AttendanceCompanies,
    ListAttendanceSchedulesHandler,
    ListJustificationTypesHandler,
    ListAttendanceCompaniesHandler,
    ListAttendancePeopleHandler,
  ],
  exports: [AttendanceCompanies],
})
export class AttendanceModule {}
