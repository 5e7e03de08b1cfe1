import { Body, Controller, HttpCode, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  API,
  GridQuerySchema,
  ReadOptionsSchema,
  VehicleRequestIdQuerySchema,
  type CorrectVehicleRequestBody,
  type Decision,
  type DecideVehicleRequestBody,
  type GridQuery,
  type SubmitVehicleRequestBody,
} from '@faena/contracts';
import { Call, callBody } from '../platform/http/call.decorator';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { CorrectVehicleRequestCommand } from './commands/correct-vehicle-request/correct-vehicle-request.command';
import { DecideVehicleRequestCommand } from './commands/decide-vehicle-request/decide-vehicle-request.command';
import { SubmitVehicleRequestCommand } from './commands/submit-vehicle-request/submit-vehicle-request.command';
import { GetVehicleRequestQuery } from './queries/get-vehicle-request/get-vehicle-request.query';
import { ListVehicleRequestsQuery } from './queries/list-vehicle-requests/list-vehicle-requests.query';
import { VehicleRequestHistoryQuery } from './queries/vehicle-request-history/vehicle-request-history.query';

type ReadOptions = { afterPosition?: number | undefined };
type RequestIdQuery = { requestId: string };

/** /api/AcreditacionVehiculo/* (paths from API in contracts); every answer is `{ result }`. */
@Controller()
export class VehicleRequestController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Call(API.submitVehicleRequest)
  async submit(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.submitVehicleRequest)) body: SubmitVehicleRequestBody,
  ) {
    return { result: await this.commands.execute(new SubmitVehicleRequestCommand(user, body)) };
  }

  @Call(API.approveVehicleRequest)
  @HttpCode(200)
  approve(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.approveVehicleRequest)) body: DecideVehicleRequestBody,
  ) {
    return this.decide(user, 'approve', body);
  }

  @Call(API.observeVehicleRequest)
  @HttpCode(200)
  observe(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.observeVehicleRequest)) body: DecideVehicleRequestBody,
  ) {
    return this.decide(user, 'observe', body);
  }

  @Call(API.rejectVehicleRequest)
  @HttpCode(200)
  reject(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.rejectVehicleRequest)) body: DecideVehicleRequestBody,
  ) {
    return this.decide(user, 'reject', body);
  }

  @Call(API.correctVehicleRequest)
  @HttpCode(200)
  async correct(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.correctVehicleRequest)) body: CorrectVehicleRequestBody,
  ) {
    return { result: await this.commands.execute(new CorrectVehicleRequestCommand(user, body)) };
  }

  @Call(API.listVehicleRequests)
  async list(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(GridQuerySchema)) grid: GridQuery,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    const query = new ListVehicleRequestsQuery(user, grid, read.afterPosition);
    return { result: await this.queries.execute(query) };
  }

  @Call(API.getVehicleRequest)
  async get(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(VehicleRequestIdQuerySchema)) q: RequestIdQuery,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    const query = new GetVehicleRequestQuery(user, q.requestId, read.afterPosition);
    return { result: await this.queries.execute(query) };
  }

  @Call(API.vehicleRequestHistory)
  async history(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(VehicleRequestIdQuerySchema)) q: RequestIdQuery,
  ) {
    return {
      result: await this.queries.execute(new VehicleRequestHistoryQuery(user, q.requestId)),
    };
  }

  private async decide(user: AuthUser, decision: Decision, body: DecideVehicleRequestBody) {
    const command = new DecideVehicleRequestCommand(user, decision, body);
    return { result: await this.commands.execute(command) };
  }
}
