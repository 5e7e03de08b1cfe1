import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  API,
  MarkBatchBodySchema,
  MarkDoorBodySchema,
  ReadOptionsSchema,
  type MarkBatchBody,
  type MarkDoorBody,
} from '@faena/contracts';
import { CurrentUser, RequirePermission, type AuthUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { MarkBatchCommand } from './commands/mark-batch/mark-batch.command';
import { MarkDoorCommand } from './commands/mark-door/mark-door.command';
import { ZoneOccupancyQuery } from './queries/zone-occupancy/zone-occupancy.query';

/** Door marks (single and device batches) and the zone occupancy board. */
@Controller()
export class AccessController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** A denied mark is recorded too: it answers 201 with granted false and the reason. */
  @Post(API.markDoor.path)
  @RequirePermission('access.mark')
  async mark(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(MarkDoorBodySchema)) body: MarkDoorBody,
  ) {
    return { result: await this.commands.execute(new MarkDoorCommand(user, body)) };
  }

  @Post(API.markBatch.path)
  @RequirePermission('access.mark')
  async markBatch(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(MarkBatchBodySchema)) body: MarkBatchBody,
  ) {
    return { result: await this.commands.execute(new MarkBatchCommand(user, body)) };
  }

  @Get(API.zoneOccupancy.path)
  @RequirePermission('board.read')
  async occupancy(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ReadOptionsSchema)) read: { afterPosition?: number | undefined },
  ) {
    return { result: await this.queries.execute(new ZoneOccupancyQuery(user, read.afterPosition)) };
  }
}
