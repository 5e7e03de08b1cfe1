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
    set((s) => {
      if (
        !s.trip ||
        s.trip.tripId !== m.tripId ||
        position <= s.loadedAt ||
        position <= (s.seatAt[m.seat] ?? 0)
      )
        return s;
      const others = s.trip.seats.filter((x) => x.seat !== m.seat);
      const { seat, occupied, personId, personName, companyId } = m;
      const seats = [...others, { seat, occupied, personId, personName, companyId }].sort(
        (a, b) => a.seat - b.seat,
      );
      const taken = seats.reduce((n, x) => (x.occupied ? n + 1 : n), 0);
      const trip = {
        ...s.trip,
        seats,
        taken,
        capacity: m.capacity,
        version: Math.max(s.trip.version, position),
      };
      return { trip, seatAt: { ...s.seatAt, [m.seat]: position }, receivedAt: at };
    }),
  reset: () => set({ trip: null, seatAt: {}, loadedAt: 0, receivedAt: null }),
}));
