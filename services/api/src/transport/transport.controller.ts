import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  API,
  DomainError,
  ReadOptionsSchema,
  ReleaseSeatBodySchema,
  ReserveSeatBodySchema,
  TripSeatsQuerySchema,
  type Permission,
  type ReleaseSeatBody,
  type ReserveSeatBody,
} from '@faena/contracts';
import {
  CurrentUser,
  hasPermission,
  RequirePermission,
  type AuthUser,
} from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { ReleaseSeatCommand } from './commands/release-seat/release-seat.command';
import { ReserveSeatCommand } from './commands/reserve-seat/reserve-seat.command';
import { ListTripsQuery } from './queries/list-trips/list-trips.query';
import { TripSeatsQuery } from './queries/trip-seats/trip-seats.query';

type ReadOptions = { afterPosition?: number | undefined };
/** Who may look at trips and seat maps: board viewers and whoever reserves seats. */
const READERS: Permission[] = ['board.read', 'transport.reserve'];

function requireAny(user: AuthUser, permissions: Permission[]): void {
  if (!permissions.some((p) => hasPermission(user, p))) throw new DomainError('auth.forbidden');
}

/** /api/TransporteViaje/* and /api/TransporteReserva/*: trips, seat maps, reservations. */
@Controller()
export class TransportController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post(API.reserveSeat.path)
  @RequirePermission('transport.reserve')
  async reserve(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(ReserveSeatBodySchema)) body: ReserveSeatBody,
  ) {
    return { result: await this.commands.execute(new ReserveSeatCommand(user, body)) };
  }

  @Post(API.releaseSeat.path)
  @HttpCode(200)
  @RequirePermission('transport.reserve')
  async release(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(ReleaseSeatBodySchema)) body: ReleaseSeatBody,
  ) {
    return { result: await this.commands.execute(new ReleaseSeatCommand(user, body)) };
  }

  @Get(API.listTrips.path)
  async trips(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    requireAny(user, READERS);
    return { result: await this.queries.execute(new ListTripsQuery(user, read.afterPosition)) };
  }

  @Get(API.tripSeats.path)
  async seats(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(TripSeatsQuerySchema)) q: { tripId: string },
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    requireAny(user, READERS);
    return {
      result: await this.queries.execute(new TripSeatsQuery(user, q.tripId, read.afterPosition)),
    };
  }
}
