import { Injectable } from '@nestjs/common';
import { EventStore, ReadStore } from '@faena/core';
import { ReadWaiter } from '../platform/storage/read-waiter';
import { ZONES_COLLECTION, type ZoneDoc } from './access.read-models';

const MAX_ZONES = 10_000;

/**
 * Which zone a door belongs to. A mark names only the door, and the door's zone stream is keyed by
 * zone, so this one lookup goes through the zones read model. That is safe: a door never moves to
 * another zone (ZoneRegistered or DoorAdded places it in its zone's stream for good; DoorUpdated
 * changes only its name, type and active flag), so a stale read cannot answer a wrong zone, only
 * "not there yet" for a zone or door added a moment ago: on a miss it waits until the projections
 * have reached the head of the log, then reads again. Whether the door is active is the decision's.
 * The decision itself folds the zone's write-side stream.
 */
@Injectable()
export class DoorDirectory {
  private zoneByDoor = new Map<string, string>();
  private loading: Promise<void> | null = null;

  constructor(
    private readonly readStore: ReadStore,
    private readonly store: EventStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async zoneOf(doorId: string): Promise<string | null> {
    if (!this.zoneByDoor.has(doorId)) {
      await this.waiter.waitFor(await this.store.headPosition());
      await this.reload();
    }
    return this.zoneByDoor.get(doorId) ?? null;
  }

  /** One reload at a time: a batch of marks on a new door waits for the same read. */
  private reload(): Promise<void> {
    this.loading ??= this.readStore
      .find<ZoneDoc>(ZONES_COLLECTION, {}, MAX_ZONES)
      .then((zones) => {
        this.zoneByDoor = new Map(
          zones.flatMap((z) => z.doors.map((d) => [d.doorId, z.zoneId] as const)),
        );
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}
