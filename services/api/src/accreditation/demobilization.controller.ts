import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  API,
  CorrectDemobilizationBodySchema,
  DecideDemobilizationBodySchema,
  DecideDemobilizationWithReasonBodySchema,
  DemobilizationIdQuerySchema,
  GridQuerySchema,
  ReadOptionsSchema,
  RegisterDemobilizationBodySchema,
  RequestDateParamsSchema,
  type CorrectDemobilizationBody,
  type DecideDemobilizationBody,
  type Decision,
  type GridQuery,
  type RegisterDemobilizationBody,
  type RequestDateParams,
} from '@faena/contracts';
import { CurrentUser, RequirePermission, type AuthUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { CorrectDemobilizationCommand } from './commands/correct-demobilization/correct-demobilization.command';
import { DecideDemobilizationCommand } from './commands/decide-demobilization/decide-demobilization.command';
import { RegisterDemobilizationCommand } from './commands/register-demobilization/register-demobilization.command';
import { GetDemobilizationQuery } from './queries/get-demobilization/get-demobilization.query';
import { ListDemobilizationsQuery } from './queries/list-demobilizations/list-demobilizations.query';

type ReadOptions = { afterPosition?: number | undefined };

/** /api/AcreditacionDesmovilizacion/* (paths from API in contracts); every answer is `{ result }`. */
@Controller()
export class DemobilizationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post(API.registerDemobilization.path)
  @RequirePermission('request.submit')
  async register(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(RegisterDemobilizationBodySchema)) body: RegisterDemobilizationBody,
  ) {
    return { result: await this.commands.execute(new RegisterDemobilizationCommand(user, body)) };
  }

  @Post(API.approveDemobilization.path)
  @HttpCode(200)
  @RequirePermission('request.decide')
  approve(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(DecideDemobilizationBodySchema)) body: DecideDemobilizationBody,
  ) {
    return this.decide(user, 'approve', body);
  }

  @Post(API.observeDemobilization.path)
  @HttpCode(200)
  @RequirePermission('request.decide')
  observe(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(DecideDemobilizationWithReasonBodySchema)) body: DecideDemobilizationBody,
  ) {
    return this.decide(user, 'observe', body);
  }

  @Post(API.rejectDemobilization.path)
  @HttpCode(200)
  @RequirePermission('request.decide')
  reject(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(DecideDemobilizationWithReasonBodySchema)) body: DecideDemobilizationBody,
  ) {
    return this.decide(user, 'reject', body);
  }

  @Post(API.correctDemobilization.path)
  @HttpCode(200)
  @RequirePermission('request.submit')
  async correct(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(CorrectDemobilizationBodySchema)) body: CorrectDemobilizationBody,
  ) {
    return { result: await this.commands.execute(new CorrectDemobilizationCommand(user, body)) };
  }

  @Get(API.listDemobilizations.path)
  async list(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(GridQuerySchema)) grid: GridQuery,
    @Query(new ZodPipe(RequestDateParamsSchema)) dates: RequestDateParams,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return {
      result: await this.queries.execute(
        new ListDemobilizationsQuery(user, grid, dates, read.afterPosition),
      ),
    };
  }

  @Get(API.getDemobilization.path)
  async get(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(DemobilizationIdQuerySchema)) q: { demobilizationId: string },
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return {
      result: await this.queries.execute(
        new GetDemobilizationQuery(user, q.demobilizationId, read.afterPosition),
      ),
    };
  }

  private async decide(user: AuthUser, decision: Decision, body: DecideDemobilizationBody) {
    return {
      result: await this.commands.execute(new DecideDemobilizationCommand(user, decision, body)),
    };
  }
}
