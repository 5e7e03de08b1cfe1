import type { ZoneTileState } from '../stores/zone-board.store';

export interface OccupancyBar {
  name: string;
  /** Share of the capacity in use, 0–100 (a zone over its capacity still reads above 100). */
  percent: number;
  occupancy: number;
  capacity: number;
}

/** One bar per zone: how full it is, never the free places that dwarf the people inside. */
export function occupancyBars(zones: ZoneTileState[]): OccupancyBar[] {
  return zones.map((z) => ({
    name: z.name,
    percent: z.capacity > 0 ? Math.round((z.occupancy / z.capacity) * 100) : 0,
    occupancy: z.occupancy,
    capacity: z.capacity,
  }));
}
