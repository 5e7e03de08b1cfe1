import { Body, Controller, HttpCode, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  API,
  ReadOptionsSchema,
  type SaveGroupBody,
  type SaveProfileBody,
  type SaveScheduleBody,
} from '@faena/contracts';
import { Call, callBody } from '../platform/http/call.decorator';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { SaveGroupCommand } from './commands/save-group/save-group.command';
import { SaveProfileCommand } from './commands/save-profile/save-profile.command';
import { SaveScheduleCommand } from './commands/save-schedule/save-schedule.command';
import {
  ListGroupsQuery,
  ListProfilesQuery,
  ListSchedulesQuery,
} from './queries/access-rules/access-rules.query';

type ReadOptions = { afterPosition?: number | undefined };

/** /api/AccesoHorario, AccesoGrupo, AccesoPerfil (issue 20): the client's schedules, groups and profiles. */
@Controller()
export class AccessRulesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Call(API.listSchedules)
  async schedules(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return { result: await this.queries.execute(new ListSchedulesQuery(user, read.afterPosition)) };
  }

  @Call(API.defineSchedule)
  async defineSchedule(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.defineSchedule)) body: SaveScheduleBody,
  ) {
    return { result: await this.commands.execute(new SaveScheduleCommand(user, 'define', body)) };
  }

  @Call(API.updateSchedule)
  @HttpCode(200)
  async updateSchedule(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.updateSchedule)) body: SaveScheduleBody,
  ) {
    return { result: await this.commands.execute(new SaveScheduleCommand(user, 'update', body)) };
  }

  @Call(API.listGroups)
  async groups(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return { result: await this.queries.execute(new ListGroupsQuery(user, read.afterPosition)) };
  }

  @Call(API.defineGroup)
  async defineGroup(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.defineGroup)) body: SaveGroupBody,
  ) {
    return { result: await this.commands.execute(new SaveGroupCommand(user, 'define', body)) };
  }

  @Call(API.updateGroup)
  @HttpCode(200)
  async updateGroup(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.updateGroup)) body: SaveGroupBody,
  ) {
    return { result: await this.commands.execute(new SaveGroupCommand(user, 'update', body)) };
  }

  @Call(API.listProfiles)
  async profiles(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return { result: await this.queries.execute(new ListProfilesQuery(user, read.afterPosition)) };
  }

  @Call(API.defineProfile)
  async defineProfile(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.defineProfile)) body: SaveProfileBody,
  ) {
    return { result: await this.commands.execute(new SaveProfileCommand(user, 'define', body)) };
  }

  @Call(API.updateProfile)
  @HttpCode(200)
  async updateProfile(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.updateProfile)) body: SaveProfileBody,
  ) {
    return { result: await this.commands.execute(new SaveProfileCommand(user, 'update', body)) };
  }
}
