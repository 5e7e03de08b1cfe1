import type { SeatMessage, SeatView, TripEvent, TripRow } from '@faena/contracts';
import { handlersOf } from '../runner/handlers';
import { defineProjection, type DocOf, type ProjectionContext } from '../runner/projection';

export const TRIPS_COLLECTION = 'trips_v1';

export type TripView = DocOf<TripRow>;

const seatMessage = (trip: TripView, seat: SeatView): SeatMessage => ({
  tripId: trip.tripId,
  seat: seat.seat,
  personId: seat.personId,
  personName: seat.personName,
  taken: trip.taken,
  capacity: trip.capacity,
});

/** Puts a person in a seat (or frees it with null) and tells the trip's room. */
async function setSeat(ctx: ProjectionContext, tripId: string, seat: SeatView, onlyIf?: (current: SeatView) => boolean) {
  const trip = await ctx.get<TripView>(TRIPS_COLLECTION, tripId);
  const current = trip?.seats[seat.seat - 1];
  if (!trip || !current || (onlyIf && !onlyIf(current))) return;
  const seats = trip.seats.map((s) => (s.seat === seat.seat ? seat : s));
  const taken = seats.reduce((n, s) => (s.personId === null ? n : n + 1), 0);
  const next: TripView = { ...trip, seats, taken, version: ctx.position };
  ctx.put(TRIPS_COLLECTION, tripId, next);
  ctx.notify(`trip:${tripId}`, 'trip.seat', seatMessage(next, seat));
}

const own = ({ data }: { data: { tripId: string } }) => [[TRIPS_COLLECTION, data.tripId] as const];

/** trips.v1: each trip with its seat map (seats 1..capacity) and the count of taken seats. */
export const tripsProjection = defineProjection({
  name: 'trips.v1',
  collections: [{ name: TRIPS_COLLECTION, indexes: ['clientId', 'date', 'route', 'departureTime'] }],
  ...handlersOf<TripEvent>(
    {
      'transport.TripScheduled': async ({ data }, ctx) => {
        const existing = await ctx.get<TripView>(TRIPS_COLLECTION, data.tripId);
        const seats: SeatView[] = Array.from({ length: data.capacity }, (_, i) => {
          const kept = existing?.seats[i];
          return { seat: i + 1, personId: kept?.personId ?? null, personName: kept?.personName ?? null };
        });
        const trip: TripView = {
          tripId: data.tripId,
          clientId: data.clientId,
          route: data.route,
          date: data.date,
          departureTime: data.departureTime,
          plate: data.plate,
          driver: data.driver,
          origin: data.origin,
          destination: data.destination,
          capacity: data.capacity,
          taken: seats.filter((s) => s.personId !== null).length,
          seats,
          version: ctx.position,
        };
        ctx.put(TRIPS_COLLECTION, trip.tripId, trip);
      },
      'transport.SeatReserved': ({ data }, ctx) =>
        setSeat(ctx, data.tripId, { seat: data.seat, personId: data.personId, personName: data.personName }),
      'transport.SeatReleased': ({ data }, ctx) =>
        setSeat(ctx, data.tripId, { seat: data.seat, personId: null, personName: null }, (s) => s.personId === data.personId),
    },
    { 'transport.TripScheduled': own, 'transport.SeatReserved': own, 'transport.SeatReleased': own },
  ),
});
