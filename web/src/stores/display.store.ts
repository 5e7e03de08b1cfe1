import { create } from 'zustand';

/** Wall-screen display mode: dark theme, large type, no navigation. */
export interface DisplayState {
  wall: boolean;
  setWall: (wall: boolean) => void;
}

export const useDisplay = create<DisplayState>()((set) => ({
  wall: false,
  setWall: (wall) => set({ wall }),
}));
