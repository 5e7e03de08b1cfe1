import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ZoneRow } from '@faena/contracts';
import { ReadStore } from '@faena/core';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import { ZONES_COLLECTION, type ZoneDoc } from '../../access.read-models';
import { ZoneOccupancyQuery } from './zone-occupancy.query';

const MAX_ZONES = 1000;

@QueryHandler(ZoneOccupancyQuery)
export class ZoneOccupancyHandler implements IQueryHandler<ZoneOccupancyQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({ user, afterPosition }: ZoneOccupancyQuery): Promise<ZoneRow[]> {
    await this.waiter.waitFor(afterPosition);
    const zones = await this.readStore.find<ZoneDoc>(
      ZONES_COLLECTION,
      { clientId: user.cid },
      MAX_ZONES,
    );
    return zones.sort((a, b) => a.name.localeCompare(b.name));
  }
}
