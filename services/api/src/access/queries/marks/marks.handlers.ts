import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  checkGridFields,
  MARK_GRID_FIELDS,
  type GridPage,
  type HotelRow,
  type MarkRow,
  type OnSiteAnswer,
  type PersonRow,
} from '@faena/contracts';
import { Clock, ReadStore, SiteCalendar } from '@faena/core';
import {
  BEDS_COLLECTION,
  HOTELS_COLLECTION,
  MARK_PRESENCE_COLLECTION,
  MARKS_COLLECTION,
  PEOPLE_COLLECTION,
  TRIPS_COLLECTION,
  type BedView,
  type MarkPresence,
  type MarkView,
  type TripView,
} from '@faena/projections';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import { ZONES_COLLECTION, type ZoneDoc } from '../../access.read-models';
import { ListMarksQuery, OnSiteQuery } from './marks.queries';
import { bedRows, busRows, byPlace, withPerson, zoneCounts, zoneRow } from './on-site.rows';

@QueryHandler(ListMarksQuery)
export class ListMarksHandler implements IQueryHandler<ListMarksQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({ user, grid, afterPosition }: ListMarksQuery): Promise<GridPage<MarkRow>> {
    checkGridFields(grid, MARK_GRID_FIELDS);
    await this.waiter.waitFor(afterPosition);
    return this.readStore.query<MarkView>(MARKS_COLLECTION, grid, { clientId: user.cid });
  }
}

/** Bounds of one roll call (a site's zones, people inside, today's trips, camps and their beds). */
const MAX_PRESENT = 20_000;
const MAX_ZONES = 500;
const MAX_TRIPS = 500;
const MAX_HOTELS = 100;
const MAX_BEDS = 5_000;

type HotelDoc = { [K in keyof HotelRow]: HotelRow[K] };
type PersonDoc = { [K in keyof PersonRow]: PersonRow[K] };

/**
 * The muster ("personas en sitio"): inside a zone (marks.v1: the latest granted mark there is an
 * entry), on a bus that has left (a trip of today whose departure hour has passed; the transport
 * context records no arrival yet, so it counts until the day ends), and with a bed tonight (an
 * assignment whose stay covers today's night). Rows by place, then name.
 */
@QueryHandler(OnSiteQuery)
export class OnSiteHandler implements IQueryHandler<OnSiteQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
    private readonly clock: Clock,
    private readonly site: SiteCalendar,
  ) {}

  async execute({ user, afterPosition }: OnSiteQuery): Promise<OnSiteAnswer> {
    await this.waiter.waitFor(afterPosition);
    const now = this.clock.now();
    const today = this.site.dateOf(now);
    const [presences, zones, trips, hotels] = await this.load(user.cid, today);
    const onBus = busRows(trips, this.site.hourOf(now));
    const beds = bedRows(await this.bedsOf(hotels), today);
    const people = await this.readStore.getMany<PersonDoc>(PEOPLE_COLLECTION, [
      ...new Set([...onBus, ...beds].map((r) => r.personId)),
    ]);
    const rows = byPlace([
      ...presences.map(zoneRow),
      ...[...onBus, ...beds].map((r) => withPerson(r, people)),
    ]);
    return {
      rows,
      zones: zoneCounts(zones, presences),
      onBus: onBus.length,
      inCamp: beds.length,
      total: new Set(rows.map((r) => r.personId)).size,
    };
  }

  /** The people inside zones, the client's zones, today's trips and the client's camps. */
  private load(clientId: string, today: string) {
    return Promise.all([
      this.readStore.find<MarkPresence>(
        MARK_PRESENCE_COLLECTION,
        { clientId, inside: true },
        MAX_PRESENT,
      ),
      this.readStore.find<ZoneDoc>(ZONES_COLLECTION, { clientId }, MAX_ZONES),
      this.readStore.find<TripView>(TRIPS_COLLECTION, { clientId, date: today }, MAX_TRIPS),
      this.readStore.find<HotelDoc>(HOTELS_COLLECTION, { clientId }, MAX_HOTELS),
    ]);
  }

  private bedsOf(hotels: HotelDoc[]) {
    return Promise.all(
      hotels.map(async (hotel) => ({
        hotel,
        beds: await this.readStore.find<BedView>(
          BEDS_COLLECTION,
          { hotelId: hotel.hotelId },
          MAX_BEDS,
        ),
      })),
    );
  }
}
