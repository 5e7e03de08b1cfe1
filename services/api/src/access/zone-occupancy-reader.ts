import { Injectable } from '@nestjs/common';
import { ReadStore } from '@faena/core';
import { ZONES_COLLECTION, type ZoneDoc } from './access.read-models';

/**
 * A zone's occupancy for the capacity rule, from the zones read model (zones_v1). It is read, not
 * folded: occupancy is every person's last mark, which no single stream holds. It trails the log
 * by the projection's lag (normally milliseconds), so a burst of entries into a nearly full zone may
 * pass a few over the capacity; null when the zone is not projected yet (the rule then passes).
 */
@Injectable()
export class ZoneOccupancyReader {
  constructor(private readonly readStore: ReadStore) {}

  async occupancyOf(zoneId: string): Promise<number | null> {
    const zone = await this.readStore.get<ZoneDoc>(ZONES_COLLECTION, zoneId);
    return zone?.occupancy ?? null;
  }
}
