import { Body, Controller, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  API,
  GridQuerySchema,
  ReadOptionsSchema,
  type CorrectMarkBody,
  type GridQuery,
  type ManualMarkBody,
  type VoidMarkBody,
} from '@faena/contracts';
import { Call, callBody } from '../platform/http/call.decorator';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import {
  CorrectMarkCommand,
  RegisterManualMarkCommand,
  VoidMarkCommand,
} from './commands/manual-marks/manual-marks.commands';
import { ListMarksQuery, OnSiteQuery } from './queries/marks/marks.queries';

type ReadOptions = { afterPosition?: number | undefined };

/** The marks query, a supervisor's manual marks (register, correct, void) and the muster. */
@Controller()
export class MarksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Call(API.listMarks)
  async list(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(GridQuerySchema)) grid: GridQuery,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return {
      result: await this.queries.execute(new ListMarksQuery(user, grid, read.afterPosition)),
    };
  }

  /** Decided like a door mark: a denied manual mark answers 201 with granted false and the reason. */
  @Call(API.registerManualMark)
  async registerManual(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.registerManualMark)) body: ManualMarkBody,
  ) {
    return { result: await this.commands.execute(new RegisterManualMarkCommand(user, body)) };
  }

  @Call(API.correctMark)
  async correct(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.correctMark)) body: CorrectMarkBody,
  ) {
    return { result: await this.commands.execute(new CorrectMarkCommand(user, body)) };
  }

  @Call(API.voidMark)
  async void(@CurrentUser() user: AuthUser, @Body(callBody(API.voidMark)) body: VoidMarkBody) {
    return { result: await this.commands.execute(new VoidMarkCommand(user, body)) };
  }

  @Call(API.listOnSite)
  async onSite(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return { result: await this.queries.execute(new OnSiteQuery(user, read.afterPosition)) };
  }
}
