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

/** The steps the percent axis may end at: a quiet site still shows bars one can compare. */
const AXIS_TOPS = [10, 20, 25, 50, 75, 100];

/**
 * Where the percent axis ends: the first step above the fullest zone with a fifth to spare, so 1%
 * and 5% read as bars on a wall, not as lines on the floor of a 100% axis; 100% once a zone is that
 * full, and the fullest zone itself when one is over its capacity.
 */
export function percentAxisTop(bars: readonly OccupancyBar[]): number {
  const fullest = Math.max(0, ...bars.map((b) => b.percent));
  if (fullest > 100) return fullest;
  return AXIS_TOPS.find((top) => top >= fullest * 1.2) ?? 100;
}

/** Round ticks from 0 to the axis' top (0, 2, 4 … 10; 0, 25 … 100). */
export function percentAxisTicks(top: number): number[] {
  const steps: Record<number, number> = { 10: 2, 20: 5, 25: 5, 50: 10, 75: 15, 100: 25 };
  const step = steps[top] ?? Math.ceil(top / 4);
  const ticks = Array.from({ length: Math.floor(top / step) + 1 }, (_, i) => i * step);
  return ticks.at(-1) === top ? ticks : [...ticks, top];
}
