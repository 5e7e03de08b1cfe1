import { create } from 'zustand';
import type { BedRow } from '@faena/contracts';

interface BedBoardState {
  beds: Record<string, BedRow>;
  receivedAt: number | null;
  load: (rows: BedRow[], at?: number) => void;
  apply: (bed: BedRow, at?: number) => void;
  reset: () => void;
}

/** The camp's beds and their assignments; a pushed bed replaces an older version. */
export const useBedBoard = create<BedBoardState>()((set) => ({
  beds: {},
  receivedAt: null,
  load: (rows, at = Date.now()) =>
    set((s) => {
      const beds: Record<string, BedRow> = {};
      for (const row of rows) {
        const known = s.beds[row.bedId];
        beds[row.bedId] = known && known.version > row.version ? known : row;
      }
      return { beds, receivedAt: at };
    }),
  apply: (bed, at = Date.now()) =>
    set((s) => {
      const known = s.beds[bed.bedId];
      if (known && known.version >= bed.version) return s;
      return { beds: { ...s.beds, [bed.bedId]: bed }, receivedAt: at };
    }),
  reset: () => set({ beds: {}, receivedAt: null }),
}));
