import { create } from 'zustand';

/** The site's settings, as the server answers them (GET /api/SistemaSitio/obtener) at start. */
export interface SiteState {
  /** SITE_TIMEZONE; null until the server answered */
  timeZone: string | null;
  setTimeZone: (timeZone: string) => void;
}

export const useSite = create<SiteState>()((set) => ({
  timeZone: null,
  setTimeZone: (timeZone) => set({ timeZone }),
}));
