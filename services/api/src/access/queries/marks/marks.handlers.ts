import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  checkGridFields,
  MARK_GRID_FIELDS,
  type GridPage,
  type HotelRow,
  type MarkRow,
  type OnSiteAnswer,
  type OnSiteRow,
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
    const clientId = user.cid;
    const now = this.clock.now();
    const today = this.site.dateOf(now);
    const hour = this.site.hourOf(now);
    const [presences, zones, trips, hotels] = await Promise.all([
      this.readStore.find<MarkPresence>(
        MARK_PRESENCE_COLLECTION,
        { clientId, inside: true },
        MAX_PRESENT,
      ),
      this.readStore.find<ZoneDoc>(ZONES_COLLECTION, { clientId }, MAX_ZONES),
      this.readStore.find<TripView>(TRIPS_COLLECTION, { clientId, date: today }, MAX_TRIPS),
      this.readStore.find<HotelDoc>(HOTELS_COLLECTION, { clientId }, MAX_HOTELS),
    ]);
    const inZones: OnSiteRow[] = presences.map((p) => ({
      personId: p.personId,
      personName: p.personName,
      documentNumber: p.documentNumber,
      companyName: p.companyName,
      place: 'ZONA',
      placeName: p.zoneName,
      since: p.since,
    }));
    const onBus = trips
      .filter((t) => t.departureTime <= hour)
      .flatMap((t) =>
        t.seats.flatMap((s) =>
          s.occupied && s.personId
            ? [
                {
                  personId: s.personId,
                  personName: s.personName ?? '',
                  place: 'BUS' as const,
                  placeName: `${t.route} · ${t.plate}`,
                  since: `${t.date} ${t.departureTime}`,
                },
              ]
            : [],
        ),
      );
    const beds = (
      await Promise.all(
        hotels.map(async (h) => ({
          hotel: h,
          beds: await this.readStore.find<BedView>(
            BEDS_COLLECTION,
            { hotelId: h.hotelId },
            MAX_BEDS,
          ),
        })),
      )
    ).flatMap(({ hotel, beds }) =>
      beds.flatMap((b) =>
        b.assignments
          .filter((a) => a.checkIn <= today && today < a.checkOut)
          .map((a) => ({
            personId: a.personId,
            personName: a.personName,
            place: 'CAMPAMENTO' as const,
            placeName: `${hotel.name} · ${b.roomName} · ${b.bedName}`,
            since: a.checkIn,
          })),
      ),
    );
    const people = await this.readStore.getMany<PersonDoc>(PEOPLE_COLLECTION, [
      ...new Set([...onBus, ...beds].map((r) => r.personId)),
    ]);
    const withPerson = (r: (typeof onBus)[number] | (typeof beds)[number]): OnSiteRow => {
      const person = people.get(r.personId);
      return {
        ...r,
        documentNumber: person?.documentNumber ?? '',
        companyName: person?.companyName ?? '',
      };
    };
    const order = { ZONA: 0, BUS: 1, CAMPAMENTO: 2 } as const;
    const rows = [...inZones, ...onBus.map(withPerson), ...beds.map(withPerson)].sort(
      (a, b) =>
        order[a.place] - order[b.place] ||
        a.placeName.localeCompare(b.placeName) ||
        a.personName.localeCompare(b.personName),
    );
    const counts = new Map<string, number>();
    for (const p of presences) counts.set(p.zoneId, (counts.get(p.zoneId) ?? 0) + 1);
    return {
      rows,
      zones: zones
        .map((z) => ({
          zoneId: z.zoneId,
          name: z.name,
          capacity: z.capacity,
          count: counts.get(z.zoneId) ?? 0,
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      onBus: onBus.length,
      inCamp: beds.length,
      total: new Set(rows.map((r) => r.personId)).size,
    };
  }
}
