import { create } from 'zustand';
import type { SeatMessage, TripRow } from '@faena/contracts';

interface SeatMapState {
  trip: TripRow | null;
  receivedAt: number | null;
  load: (trip: TripRow, at?: number) => void;
  apply: (message: SeatMessage, position: number, at?: number) => void;
  reset: () => void;
}

/** The seat map of one trip: the query's rows, then pushes newer than the trip's version. */
export const useSeatMap = create<SeatMapState>()((set) => ({
  trip: null,
  receivedAt: null,
  load: (trip, at = Date.now()) =>
    set((s) => (s.trip && s.trip.tripId === trip.tripId && s.trip.version > trip.version ? s : { trip, receivedAt: at })),
  apply: (m, position, at = Date.now()) =>
    set((s) => {
      if (!s.trip || s.trip.tripId !== m.tripId || s.trip.version >= position) return s;
      const others = s.trip.seats.filter((x) => x.seat !== m.seat);
      const seats = [...others, { seat: m.seat, personId: m.personId, personName: m.personName }].sort((a, b) => a.seat - b.seat);
      return { trip: { ...s.trip, seats, taken: m.taken, capacity: m.capacity, version: position }, receivedAt: at };
    }),
  reset: () => set({ trip: null, receivedAt: null }),
}));
