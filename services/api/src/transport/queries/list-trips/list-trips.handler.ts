import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { TripRow } from '@faena/contracts';
import { ReadStore } from '@faena/core';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import { TRIPS_COLLECTION, tripSeenBy, type TripDoc } from '../../transport.read-models';
import { ListTripsQuery } from './list-trips.query';

const MAX_TRIPS = 1000;

@QueryHandler(ListTripsQuery)
export class ListTripsHandler implements IQueryHandler<ListTripsQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({ user, afterPosition }: ListTripsQuery): Promise<TripRow[]> {
    await this.waiter.waitFor(afterPosition);
    const trips = await this.readStore.find<TripDoc>(
      TRIPS_COLLECTION,
      { clientId: user.cid },
      MAX_TRIPS,
    );
    return trips
      .sort((a, b) => `${a.date} ${a.departureTime}`.localeCompare(`${b.date} ${b.departureTime}`))
      .map((t) => tripSeenBy(user, t));
  }
}
