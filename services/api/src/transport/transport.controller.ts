import { Body, Controller, HttpCode, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  API,
  ReadOptionsSchema,
  TripSeatsQuerySchema,
  type ReleaseSeatBody,
  type ReserveSeatBody,
} from '@faena/contracts';
import { Call, callBody } from '../platform/http/call.decorator';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { ReleaseSeatCommand } from './commands/release-seat/release-seat.command';
import { ReserveSeatCommand } from './commands/reserve-seat/reserve-seat.command';
import { ListTripsQuery } from './queries/list-trips/list-trips.query';
import { TripSeatsQuery } from './queries/trip-seats/trip-seats.query';

type ReadOptions = { afterPosition?: number | undefined };

/** /api/TransporteViaje/* and /api/TransporteReserva/*: trips, seat maps, reservations. */
@Controller()
export class TransportController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Call(API.reserveSeat)
  async reserve(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.reserveSeat)) body: ReserveSeatBody,
  ) {
    return { result: await this.commands.execute(new ReserveSeatCommand(user, body)) };
  }

  @Call(API.releaseSeat)
  @HttpCode(200)
  async release(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.releaseSeat)) body: ReleaseSeatBody,
  ) {
    return { result: await this.commands.execute(new ReleaseSeatCommand(user, body)) };
  }

  @Call(API.listTrips)
  async trips(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return { result: await this.queries.execute(new ListTripsQuery(user, read.afterPosition)) };
  }

  @Call(API.tripSeats)
  async seats(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(TripSeatsQuerySchema)) q: { tripId: string },
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return {
      result: await this.queries.execute(new TripSeatsQuery(user, q.tripId, read.afterPosition)),
    };
  }
}
