import { create } from 'zustand';
import type { OccupancyMessage, ZoneRow } from '@faena/contracts';

export interface ZoneTileState extends ZoneRow {
  /** when this tile last received data (ms since epoch) */
  receivedAt: number;
}

interface ZoneBoardState {
  zones: Record<string, ZoneTileState>;
  order: string[];
  load: (rows: ZoneRow[], at?: number) => void;
  apply: (message: OccupancyMessage, position: number, at?: number) => void;
  reset: () => void;
}

/** The occupancy board: rows from the query, then pushes newer than each zone's version. */
export const useZoneBoard = create<ZoneBoardState>()((set) => ({
  zones: {},
  order: [],
  load: (rows, at = Date.now()) =>
    set((s) => {
      const zones: Record<string, ZoneTileState> = {};
      for (const row of rows) {
        const known = s.zones[row.zoneId];
        zones[row.zoneId] =
          known && known.version > row.version ? known : { ...row, receivedAt: at };
      }
      return { zones, order: rows.map((r) => r.zoneId) };
    }),
  apply: (m, position, at = Date.now()) =>
    set((s) => {
      const zone = s.zones[m.zoneId];
      if (!zone || zone.version >= position) return s;
      const { zoneId: _id, ...values } = m;
      return {
        zones: {
          ...s.zones,
          [m.zoneId]: { ...zone, ...values, version: position, receivedAt: at },
        },
      };
    }),
  reset: () => set({ zones: {}, order: [] }),
}));
