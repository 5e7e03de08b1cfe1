import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  API,
  AssignBedBodySchema,
  BedBoardQuerySchema,
  DomainError,
  ReadOptionsSchema,
  type AssignBedBody,
  type Permission,
} from '@faena/contracts';
import {
  CurrentUser,
  hasPermission,
  RequirePermission,
  type AuthUser,
} from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { AssignBedCommand } from './commands/assign-bed/assign-bed.command';
import { BedBoardQuery, type BedBoardFilter } from './queries/bed-board/bed-board.query';
import { ListHotelsQuery } from './queries/list-hotels/list-hotels.query';

type ReadOptions = { afterPosition?: number | undefined };
/** Who may look at camps and beds: board viewers and whoever assigns beds. */
const READERS: Permission[] = ['board.read', 'lodging.assign'];

function requireAny(user: AuthUser, permissions: Permission[]): void {
  if (!permissions.some((p) => hasPermission(user, p))) throw new DomainError('auth.forbidden');
}

/** /api/HotelCampamento/*: camps, the bed board and bed assignment. */
@Controller()
export class LodgingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post(API.assignBed.path)
  @RequirePermission('lodging.assign')
  async assign(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(AssignBedBodySchema)) body: AssignBedBody,
  ) {
    return { result: await this.commands.execute(new AssignBedCommand(user, body)) };
  }

  @Get(API.listHotels.path)
  async hotels(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    requireAny(user, READERS);
    return { result: await this.queries.execute(new ListHotelsQuery(user, read.afterPosition)) };
  }

  @Get(API.bedBoard.path)
  async beds(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(BedBoardQuerySchema)) filter: BedBoardFilter,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    requireAny(user, READERS);
    return {
      result: await this.queries.execute(new BedBoardQuery(user, filter, read.afterPosition)),
    };
  }
}
