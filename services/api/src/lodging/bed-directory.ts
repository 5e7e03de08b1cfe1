import { Injectable } from '@nestjs/common';
import { EventStore, ReadStore } from '@faena/core';
import { ReadWaiter } from '../platform/storage/read-waiter';
import { BEDS_COLLECTION, type BedDoc } from './lodging.read-models';

/**
 * Which camp a bed belongs to. A bed assignment names only the bed, and the camp stream (rooms,
 * beds, maximum stay) is keyed by camp, so this one lookup reads the beds read model. That is
 * safe: a bed never moves to another camp (master data written once by CampRegistered), so a
 * stale read can only miss a bed registered a moment ago; on a miss it waits until the projections
 * have reached the head of the log and reads again. The decision itself folds the camp's stream.
 */
@Injectable()
export class BedDirectory {
  constructor(
    private readonly readStore: ReadStore,
    private readonly store: EventStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async hotelOf(bedId: string): Promise<string | null> {
    const bed = await this.readStore.get<BedDoc>(BEDS_COLLECTION, bedId);
    if (bed) return bed.hotelId;
    await this.waiter.waitFor(await this.store.headPosition());
    return (await this.readStore.get<BedDoc>(BEDS_COLLECTION, bedId))?.hotelId ?? null;
  }
}
