import type { BedAssignmentView } from '@faena/contracts';
import {
  BEDS_COLLECTION,
  HOTELS_COLLECTION,
  type BedDoc,
  type HotelDoc,
} from '../../lodging/lodging.read-models';
import { TRIPS_COLLECTION, type TripDoc } from '../../transport/transport.read-models';
import type { FigureContext } from './figure-context';

const MAX_HOTELS = 1000;
const MAX_BEDS = 10_000;
const MAX_TRIPS = 1000;

/** An assignment holds the bed the night of `day` when it checks in by then and out after it. */
const holdsNight = (day: string) => (a: BedAssignmentView) => a.checkIn <= day && a.checkOut > day;

/** The beds of the caller's client's camps that no assignment holds tonight (the site's today). */
export async function freeBedsTonight({ readStore, user, today }: FigureContext): Promise<number> {
  const hotels = await readStore.find<HotelDoc>(
    HOTELS_COLLECTION,
    { clientId: user.cid },
    MAX_HOTELS,
  );
  const counts = await Promise.all(
    hotels.map(async (hotel) => {
      const beds = await readStore.find<BedDoc>(
        BEDS_COLLECTION,
        { hotelId: hotel.hotelId },
        MAX_BEDS,
      );
      return beds.filter((bed) => !bed.assignments.some(holdsNight(today))).length;
    }),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

/** The seats of the caller's client's trips leaving today that no reservation holds. */
export async function seatsLeftToday({ readStore, user, today }: FigureContext): Promise<number> {
  const trips = await readStore.find<TripDoc>(
    TRIPS_COLLECTION,
    { clientId: user.cid, date: today },
    MAX_TRIPS,
  );
  return trips.reduce((sum, trip) => sum + Math.max(0, trip.capacity - trip.taken), 0);
}
