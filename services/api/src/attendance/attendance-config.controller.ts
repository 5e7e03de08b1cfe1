import { Body, Controller, HttpCode, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  API,
  AttendancePeopleQuerySchema,
  ReadOptionsSchema,
  type AttendancePeopleQuery,
  type SaveAttendanceScheduleBody,
  type SaveCompanyAttendanceBody,
  type SaveJustificationTypeBody,
} from '@faena/contracts';
import { Call, callBody } from '../platform/http/call.decorator';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import {
  ChangePersonAttendanceCommand,
  ConfigureCompanyAttendanceCommand,
  SaveAttendanceScheduleCommand,
  SaveJustificationTypeCommand,
  type PersonAttendanceChange,
} from './commands/attendance.commands';
import {
  ListAttendanceCompaniesQuery,
  ListAttendancePeopleQuery,
  ListAttendanceSchedulesQuery,
  ListJustificationTypesQuery,
} from './queries/attendance.queries';

type ReadOptions = { afterPosition?: number | undefined };
type Body_<K extends PersonAttendanceChange['kind']> = Extract<
  PersonAttendanceChange,
  { kind: K }
>['body'];

/** /api/AsistenciaHorario, AsistenciaEmpresa, AsistenciaJustificacion, AsistenciaPersona (issue 21). */
@Controller()
export class AttendanceConfigController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Call(API.listAttendanceSchedules)
  async schedules(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    const q = new ListAttendanceSchedulesQuery(user, read.afterPosition);
    return { result: await this.queries.execute(q) };
  }

  @Call(API.defineAttendanceSchedule)
  async defineSchedule(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.defineAttendanceSchedule)) body: SaveAttendanceScheduleBody,
  ) {
    const c = new SaveAttendanceScheduleCommand(user, 'define', body);
    return { result: await this.commands.execute(c) };
  }

  @Call(API.updateAttendanceSchedule)
  @HttpCode(200)
  async updateSchedule(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.updateAttendanceSchedule)) body: SaveAttendanceScheduleBody,
  ) {
    const c = new SaveAttendanceScheduleCommand(user, 'update', body);
    return { result: await this.commands.execute(c) };
  }

  @Call(API.listAttendanceCompanies)
  async companies(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    const q = new ListAttendanceCompaniesQuery(user, read.afterPosition);
    return { result: await this.queries.execute(q) };
  }

  @Call(API.configureAttendanceCompany)
  @HttpCode(200)
  async configureCompany(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.configureAttendanceCompany)) body: SaveCompanyAttendanceBody,
  ) {
    const c = new ConfigureCompanyAttendanceCommand(user, body);
    return { result: await this.commands.execute(c) };
  }

  @Call(API.listJustificationTypes)
  async justificationTypes(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    const q = new ListJustificationTypesQuery(user, read.afterPosition);
    return { result: await this.queries.execute(q) };
  }

  @Call(API.defineJustificationType)
  async defineJustificationType(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.defineJustificationType)) body: SaveJustificationTypeBody,
  ) {
    const c = new SaveJustificationTypeCommand(user, 'define', body);
    return { result: await this.commands.execute(c) };
  }

  @Call(API.updateJustificationType)
  @HttpCode(200)
  async updateJustificationType(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.updateJustificationType)) body: SaveJustificationTypeBody,
  ) {
    const c = new SaveJustificationTypeCommand(user, 'update', body);
    return { result: await this.commands.execute(c) };
  }

  @Call(API.listAttendancePeople)
  async people(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(AttendancePeopleQuerySchema)) query: AttendancePeopleQuery,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    const q = new ListAttendancePeopleQuery(user, query, read.afterPosition);
    return { result: await this.queries.execute(q) };
  }

  @Call(API.assignPersonAttendance)
  assign(
    @CurrentUser() u: AuthUser,
    @Body(callBody(API.assignPersonAttendance)) b: Body_<'assign'>,
  ) {
    return this.change(u, { kind: 'assign', body: b });
  }

  @Call(API.applyJustification)
  apply(@CurrentUser() u: AuthUser, @Body(callBody(API.applyJustification)) b: Body_<'apply'>) {
    return this.change(u, { kind: 'apply', body: b });
  }

  @Call(API.withdrawJustification)
  @HttpCode(200)
  withdraw(
    @CurrentUser() u: AuthUser,
    @Body(callBody(API.withdrawJustification)) b: Body_<'withdraw'>,
  ) {
    return this.change(u, { kind: 'withdraw', body: b });
  }

  private async change(user: AuthUser, change: PersonAttendanceChange) {
    return { result: await this.commands.execute(new ChangePersonAttendanceCommand(user, change)) };
  }
}
