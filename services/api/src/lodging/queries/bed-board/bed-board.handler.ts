import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, type BedAssignmentView, type BedRow } from '@faena/contracts';
import { ReadStore } from '@faena/core';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import {
  BEDS_COLLECTION,
  HOTELS_COLLECTION,
  type BedDoc,
  type HotelDoc,
} from '../../lodging.read-models';
import { BedBoardQuery, type BedBoardFilter } from './bed-board.query';

const MAX_BEDS = 10_000;

@QueryHandler(BedBoardQuery)
export class BedBoardHandler implements IQueryHandler<BedBoardQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({ user, filter, afterPosition }: BedBoardQuery): Promise<BedRow[]> {
    await this.waiter.waitFor(afterPosition);
    const hotel = await this.readStore.get<HotelDoc>(HOTELS_COLLECTION, filter.hotelId);
    if (!hotel || hotel.clientId !== user.cid) throw new DomainError('resource.notFound');
    const beds = await this.readStore.find<BedDoc>(
      BEDS_COLLECTION,
      { hotelId: filter.hotelId },
      MAX_BEDS,
    );
    return beds
      .sort((a, b) => `${a.roomName} ${a.bedName}`.localeCompare(`${b.roomName} ${b.bedName}`))
      .map((bed) => ({ ...bed, assignments: bed.assignments.filter((a) => within(a, filter)) }));
  }
}

/** An assignment shares a night with [from, to) when it checks in before `to` and out after `from`. */
function within(a: BedAssignmentView, { from, to }: BedBoardFilter): boolean {
  return (to === undefined || a.checkIn < to) && (from === undefined || a.checkOut > from);
}
