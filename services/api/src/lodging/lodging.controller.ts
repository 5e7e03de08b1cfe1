import { Body, Controller, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { API, BedBoardQuerySchema, ReadOptionsSchema, type AssignBedBody } from '@faena/contracts';
import { Call, callBody } from '../platform/http/call.decorator';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { AssignBedCommand } from './commands/assign-bed/assign-bed.command';
import { BedBoardQuery, type BedBoardFilter } from './queries/bed-board/bed-board.query';
import { ListHotelsQuery } from './queries/list-hotels/list-hotels.query';

type ReadOptions = { afterPosition?: number | undefined };

/** /api/HotelCampamento/*: camps, the bed board and bed assignment. */
@Controller()
export class LodgingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Call(API.assignBed)
  async assign(@CurrentUser() user: AuthUser, @Body(callBody(API.assignBed)) body: AssignBedBody) {
    return { result: await this.commands.execute(new AssignBedCommand(user, body)) };
  }

  @Call(API.listHotels)
  async hotels(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return { result: await this.queries.execute(new ListHotelsQuery(user, read.afterPosition)) };
  }

  @Call(API.bedBoard)
  async beds(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(BedBoardQuerySchema)) filter: BedBoardFilter,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return {
      result: await this.queries.execute(new BedBoardQuery(user, filter, read.afterPosition)),
    };
  }
}
