import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, type TripRow } from '@faena/contracts';
import { ReadStore } from '@faena/core';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import { TRIPS_COLLECTION, tripSeenBy, type TripDoc } from '../../transport.read-models';
import { TripSeatsQuery } from './trip-seats.query';

@QueryHandler(TripSeatsQuery)
export class TripSeatsHandler implements IQueryHandler<TripSeatsQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({ user, tripId, afterPosition }: TripSeatsQuery): Promise<TripRow> {
    await this.waiter.waitFor(afterPosition);
    const trip = await this.readStore.get<TripDoc>(TRIPS_COLLECTION, tripId);
    if (!trip || trip.clientId !== user.cid) throw new DomainError('transport.tripNotFound');
    return tripSeenBy(user, trip);
  }
}
