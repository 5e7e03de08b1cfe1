import { create } from 'zustand';
import type { SeatMessage, TripRow } from '@faena/contracts';

interface SeatMapState {
  trip: TripRow | null;
  /** position of the last push applied to each seat since the trip was loaded */
  seatAt: Record<number, number>;
  /** the version of the last trip loaded: pushes at or below it are in it already */
  loadedAt: number;
  receivedAt: number | null;
  load: (trip: TripRow, at?: number) => void;
  apply: (message: SeatMessage, position: number, at?: number) => void;
  reset: () => void;
}

/** A push for another trip, already in the loaded trip, or older than the seat's last push. */
function isStale(s: SeatMapState, m: SeatMessage, position: number): boolean {
  return (
    s.trip?.tripId !== m.tripId || position <= s.loadedAt || position <= (s.seatAt[m.seat] ?? 0)
  );
}

/** The trip with the pushed seat replaced, its count of taken seats and version brought along. */
function withSeat(trip: TripRow, m: SeatMessage, position: number): TripRow {
  const others = trip.seats.filter((x) => x.seat !== m.seat);
  const { seat, occupied, personId, personName, companyId } = m;
  const seats = [...others, { seat, occupied, personId, personName, companyId }].sort(
    (a, b) => a.seat - b.seat,
  );
  const taken = seats.reduce((n, x) => (x.occupied ? n + 1 : n), 0);
  return {
    ...trip,
    seats,
    taken,
    capacity: m.capacity,
    version: Math.max(trip.version, position),
  };
}

/**
 * The seat map of one trip: the query's rows, then pushes newer than the loaded trip, guarded per
 * seat (a seat never goes back to an older position; a reload older than what is shown is ignored).
 */
export const useSeatMap = create<SeatMapState>()((set) => ({
  trip: null,
  seatAt: {},
  loadedAt: 0,
  receivedAt: null,
  load: (trip, at = Date.now()) =>
    set((s) =>
      s.trip && s.trip.tripId === trip.tripId && s.trip.version > trip.version
        ? s
        : { trip, seatAt: {}, loadedAt: trip.version, receivedAt: at },
    ),
  apply: (m, position, at = Date.now()) =>
    set((s) =>
      !s.trip || isStale(s, m, position)
        ? s
        : {
            trip: withSeat(s.trip, m, position),
            seatAt: { ...s.seatAt, [m.seat]: position },
            receivedAt: at,
          },
    ),
  reset: () => set({ trip: null, seatAt: {}, loadedAt: 0, receivedAt: null }),
}));
