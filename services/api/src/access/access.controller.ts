import { Body, Controller, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  API,
  ReadOptionsSchema,
  type MarkBatchBody,
  type MarkDoorBody,
  type MarkVehicleDoorBody,
} from '@faena/contracts';
import { Call, callBody } from '../platform/http/call.decorator';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { MarkBatchCommand } from './commands/mark-batch/mark-batch.command';
import { MarkDoorCommand } from './commands/mark-door/mark-door.command';
import { MarkVehicleDoorCommand } from './commands/mark-vehicle-door/mark-vehicle-door.command';
import { ZoneOccupancyQuery } from './queries/zone-occupancy/zone-occupancy.query';

/** Door marks (single and device batches) and the zone occupancy board. */
@Controller()
export class AccessController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** A denied mark is recorded too: it answers 201 with granted false and the reason. */
  @Call(API.markDoor)
  async mark(@CurrentUser() user: AuthUser, @Body(callBody(API.markDoor)) body: MarkDoorBody) {
    return { result: await this.commands.execute(new MarkDoorCommand(user, body)) };
  }

  @Call(API.markBatch)
  async markBatch(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.markBatch)) body: MarkBatchBody,
  ) {
    return { result: await this.commands.execute(new MarkBatchCommand(user, body)) };
  }

  /** A vehicle's mark (marking type V); denied ones answer 201 with granted false and the reason. */
  @Call(API.markVehicleDoor)
  async markVehicle(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.markVehicleDoor)) body: MarkVehicleDoorBody,
  ) {
    return { result: await this.commands.execute(new MarkVehicleDoorCommand(user, body)) };
  }

  @Call(API.zoneOccupancy)
  async occupancy(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ReadOptionsSchema)) read: { afterPosition?: number | undefined },
  ) {
    return { result: await this.queries.execute(new ZoneOccupancyQuery(user, read.afterPosition)) };
  }
}
