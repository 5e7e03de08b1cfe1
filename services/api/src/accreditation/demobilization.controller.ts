import { Body, Controller, HttpCode, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  API,
  DemobilizationIdQuerySchema,
  GridQuerySchema,
  ReadOptionsSchema,
  type CorrectDemobilizationBody,
  type DecideDemobilizationBody,
  type Decision,
  type GridQuery,
  type MassDecideDemobilizationBody,
  type MassDemobilizationBody,
  type RegisterDemobilizationBody,
  type Lang,
} from '@faena/contracts';
import { Call, callBody } from '../platform/http/call.decorator';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
import { RequestLang } from '../identity/request-lang';
import { ListReadParamsSchema, type ListReadParams } from './list-read-params';
import { ZodPipe } from '../platform/http/zod.pipe';
import { DemobilizationCascade } from './cascade/demobilization-cascade';
import { MassDemobilization } from './commands/mass-demobilization/mass-demobilization';
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
    private readonly cascade: DemobilizationCascade,
    private readonly mass: MassDemobilization,
  ) {}

  @Call(API.registerDemobilization)
  async register(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.registerDemobilization)) body: RegisterDemobilizationBody,
  ) {
    return { result: await this.commands.execute(new RegisterDemobilizationCommand(user, body)) };
  }

  @Call(API.approveDemobilization)
  @HttpCode(200)
  async approve(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.approveDemobilization)) body: DecideDemobilizationBody,
  ) {
    const { result } = await this.decide(user, 'approve', body);
    // issue 19: the cascade runs here too (idempotent with the reactor's), so the approver sees the list
    const released = await this.cascade.runAfterApproval(body.demobilizationId);
    return { result: { ...result, ...(released ? { released } : {}) } };
  }

  @Call(API.observeDemobilization)
  @HttpCode(200)
  observe(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.observeDemobilization)) body: DecideDemobilizationBody,
  ) {
    return this.decide(user, 'observe', body);
  }

  @Call(API.rejectDemobilization)
  @HttpCode(200)
  reject(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.rejectDemobilization)) body: DecideDemobilizationBody,
  ) {
    return this.decide(user, 'reject', body);
  }

  @Call(API.correctDemobilization)
  @HttpCode(200)
  async correct(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.correctDemobilization)) body: CorrectDemobilizationBody,
  ) {
    return { result: await this.commands.execute(new CorrectDemobilizationCommand(user, body)) };
  }

  @Call(API.listDemobilizations)
  async list(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(GridQuerySchema)) grid: GridQuery,
    @Query(new ZodPipe(ListReadParamsSchema)) { afterPosition, ...dates }: ListReadParams,
  ) {
    return {
      result: await this.queries.execute(
        new ListDemobilizationsQuery(user, grid, dates, afterPosition),
      ),
    };
  }

  @Call(API.getDemobilization)
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

  @Call(API.registerMassDemobilization)
  @HttpCode(200)
  async registerMass(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.registerMassDemobilization)) body: MassDemobilizationBody,
    @RequestLang() lang: Lang,
  ) {
    return { result: { rows: await this.mass.register(user, body, lang) } };
  }

  @Call(API.approveDemobilizations)
  @HttpCode(200)
  async approveMany(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.approveDemobilizations)) body: MassDecideDemobilizationBody,
    @RequestLang() lang: Lang,
  ) {
    return { result: { rows: await this.mass.approve(user, body, lang) } };
  }

  private async decide(user: AuthUser, decision: Decision, body: DecideDemobilizationBody) {
    return {
      result: await this.commands.execute(new DecideDemobilizationCommand(user, decision, body)),
    };
  }
}
