import { Body, Controller, HttpCode, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  API,
  GridQuerySchema,
  ReadOptionsSchema,
  VisitIdQuerySchema,
  type CorrectVisitBody,
  type DecideVisitBody,
  type Decision,
  type GridQuery,
  type SubmitVisitBody,
} from '@faena/contracts';
import { Call, callBody } from '../platform/http/call.decorator';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { CorrectVisitCommand } from './commands/correct-visit/correct-visit.command';
import { DecideVisitCommand } from './commands/decide-visit/decide-visit.command';
import { SubmitVisitCommand } from './commands/submit-visit/submit-visit.command';
import { ListVisitsQuery, VisitZonesQuery } from './queries/list-visits/list-visits.query';
import { VisitHistoryQuery } from './queries/visit-history/visit-history.query';

type ReadOptions = { afterPosition?: number | undefined };
type VisitIdQuery = { visitId: string };

/** /api/AcreditacionVisita/* (paths from API in contracts); every answer is `{ result }`. */
@Controller()
export class VisitsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Call(API.submitVisit)
  async submit(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.submitVisit)) body: SubmitVisitBody,
  ) {
    return { result: await this.commands.execute(new SubmitVisitCommand(user, body)) };
  }

  @Call(API.approveVisit)
  @HttpCode(200)
  approve(@CurrentUser() user: AuthUser, @Body(callBody(API.approveVisit)) body: DecideVisitBody) {
    return this.decide(user, 'approve', body);
  }

  @Call(API.observeVisit)
  @HttpCode(200)
  observe(@CurrentUser() user: AuthUser, @Body(callBody(API.observeVisit)) body: DecideVisitBody) {
    return this.decide(user, 'observe', body);
  }

  @Call(API.rejectVisit)
  @HttpCode(200)
  reject(@CurrentUser() user: AuthUser, @Body(callBody(API.rejectVisit)) body: DecideVisitBody) {
    return this.decide(user, 'reject', body);
  }

  /** The requester's correction of an observed visit (back to Pendiente). */
  @Call(API.correctVisit)
  @HttpCode(200)
  async correct(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.correctVisit)) body: CorrectVisitBody,
  ) {
    return { result: await this.commands.execute(new CorrectVisitCommand(user, body)) };
  }

  @Call(API.listVisits)
  async list(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(GridQuerySchema)) grid: GridQuery,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return {
      result: await this.queries.execute(new ListVisitsQuery(user, grid, read.afterPosition)),
    };
  }

  @Call(API.visitZones)
  async zones(@CurrentUser() user: AuthUser) {
    return { result: await this.queries.execute(new VisitZonesQuery(user)) };
  }

  @Call(API.visitHistory)
  async history(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(VisitIdQuerySchema)) q: VisitIdQuery,
  ) {
    return { result: await this.queries.execute(new VisitHistoryQuery(user, q.visitId)) };
  }

  private async decide(user: AuthUser, decision: Decision, body: DecideVisitBody) {
    return { result: await this.commands.execute(new DecideVisitCommand(user, decision, body)) };
  }
}
