import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { HotelRow } from '@faena/contracts';
import { ReadStore } from '@faena/core';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import { HOTELS_COLLECTION, type HotelDoc } from '../../lodging.read-models';
import { ListHotelsQuery } from './list-hotels.query';

const MAX_HOTELS = 1000;

@QueryHandler(ListHotelsQuery)
export class ListHotelsHandler implements IQueryHandler<ListHotelsQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({ user, afterPosition }: ListHotelsQuery): Promise<HotelRow[]> {
    await this.waiter.waitFor(afterPosition);
    const hotels = await this.readStore.find<HotelDoc>(
      HOTELS_COLLECTION,
      { clientId: user.cid },
      MAX_HOTELS,
    );
    return hotels.sort((a, b) => a.name.localeCompare(b.name));
  }
}
