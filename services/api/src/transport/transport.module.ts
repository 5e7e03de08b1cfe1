import { Module } from '@nestjs/common';
import { SeatsReleaser } from './cascade/seats.releaser';
import { ReleaseSeatHandler } from './commands/release-seat/release-seat.handler';
import { ReserveSeatHandler } from './commands/reserve-seat/reserve-seat.handler';
import { ListTripsHandler } from './queries/list-trips/list-trips.handler';
import { TripSeatsHandler } from './queries/trip-seats/trip-seats.handler';
import { TransportController } from './transport.controller';

/** Transport: seat reservations, trips and seat maps; its part of a demobilization's cascade. */
@Module({
  controllers: [TransportController],
  providers: [
    ReserveSeatHandler,
    ReleaseSeatHandler,
    ListTripsHandler,
    TripSeatsHandler,
    SeatsReleaser,
  ],
})
export class TransportModule {}
