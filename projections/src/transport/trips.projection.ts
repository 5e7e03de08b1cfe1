import type {
  BookingCutShortFlagged,
  CapacityChangedPayload,
  SeatMessage,
  SeatView,
  TripEvent,
  TripRow,
} from '@faena/contracts';
import { handlersOf } from '../runner/handlers';
import { defineProjection, type DocOf, type ProjectionContext } from '../runner/projection';

export const TRIPS_COLLECTION = 'trips_v2';

export type TripView = DocOf<TripRow>;

const seatMessage = (trip: TripView, seat: SeatView): SeatMessage => ({
  tripId: trip.tripId,
  ...seat,
  taken: trip.taken,
  capacity: trip.capacity,
});
const freeSeat = (seat: number): SeatView => ({
  seat,
  occupied: false,
  personId: null,
  personName: null,
  companyId: null,
});

/** Puts a person in a seat (or frees it with null) and tells the trip's room. */
async function setSeat(
  ctx: ProjectionContext,
  { tripId, seat }: { tripId: string; seat: SeatView },
  onlyIf?: (current: SeatView) => boolean,
) {
  const trip = await ctx.get<TripView>(TRIPS_COLLECTION, tripId);
  const current = trip?.seats[seat.seat - 1];
  if (!trip || !current || (onlyIf && !onlyIf(current))) return;
  const seats = trip.seats.map((s) => (s.seat === seat.seat ? seat : s));
  const taken = seats.reduce((n, s) => (s.occupied ? n + 1 : n), 0);
  const next: TripView = { ...trip, seats, taken, version: ctx.position };
  ctx.put(TRIPS_COLLECTION, tripId, next);
  ctx.notify(`trip:${tripId}`, 'trip.seat', seatMessage(next, seat));
  const capacity: CapacityChangedPayload = { figure: 'seats' };
  ctx.notify(`capacity:${next.clientId}`, 'capacity.changed', capacity);
}

const own = ({ data }: { data: { tripId: string } }) => [[TRIPS_COLLECTION, data.tripId] as const];

/**
 * trips.v2: each trip with its seat map (seats 1..capacity: the passenger and their company) and the
 * count of taken seats. v2 adds `occupied` and the passenger's company, so the API can show other
 * companies' seats to a contractor as occupied without a name.
 */
export const tripsProjection = defineProjection({
  name: 'trips.v2',
  collections: [
    { name: TRIPS_COLLECTION, indexes: ['clientId', 'date', 'route', 'departureTime'] },
  ],
  ...handlersOf<TripEvent | BookingCutShortFlagged>(
    {
      'transport.TripScheduled': async ({ data }, ctx) => {
        const existing = await ctx.get<TripView>(TRIPS_COLLECTION, data.tripId);
        const seats: SeatView[] = Array.from(
          { length: data.capacity },
          (_, i) => existing?.seats[i] ?? freeSeat(i + 1),
        );
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
          taken: seats.filter((s) => s.occupied).length,
          seats,
          version: ctx.position,
        };
        ctx.put(TRIPS_COLLECTION, trip.tripId, trip);
      },
      'transport.SeatReserved': ({ data }, ctx) =>
        setSeat(ctx, {
          tripId: data.tripId,
          seat: {
            seat: data.seat,
            occupied: true,
            personId: data.personId,
            personName: data.personName,
            companyId: data.companyId ?? null,
          },
        }),
      'transport.SeatReleased': ({ data }, ctx) =>
        setSeat(
          ctx,
          { tripId: data.tripId, seat: freeSeat(data.seat) },
          (s) => s.personId === data.personId,
        ),
      // issue 18: the seat a required document's lapse cuts short, while its passenger holds it
      'requirements.BookingCutShortFlagged': async ({ data }, ctx) => {
        if (data.booking.kind !== 'seat') return;
        const trip = await ctx.get<TripView>(TRIPS_COLLECTION, data.booking.tripId);
        const current = trip?.seats[data.booking.seat - 1];
        if (!current || current.personId !== data.personId) return;
        const flag = { code: data.code, document: data.document, expiresOn: data.expiresOn };
        const seat = { ...current, flags: [...(current.flags ?? []), flag] };
        await setSeat(ctx, { tripId: data.booking.tripId, seat });
      },
    },
    {
      'transport.TripScheduled': own,
      'transport.SeatReserved': own,
      'transport.SeatReleased': own,
      'requirements.BookingCutShortFlagged': ({ data }) =>
        data.booking.kind === 'seat' ? [[TRIPS_COLLECTION, data.booking.tripId]] : [],
    },
  ),
});
