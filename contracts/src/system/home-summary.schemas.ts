/**
 * The landing dashboard's figures (GET /api/SistemaInicio/resumen): one number per figure the
 * caller's permissions allow, computed with the same scope as the screen it links to. Later
 * modules add their key here, a definition on the server and a card on the web.
 */
export const HOME_FIGURE_KEYS = [
  'pendingApprovals',
  'observedRequests',
  'pendingDemobilizations',
  'peopleOnSite',
  'freeBedsTonight',
  'seatsLeftToday',
] as const;
export type HomeFigureKey = (typeof HOME_FIGURE_KEYS)[number];

export interface HomeFigure {
  key: HomeFigureKey;
  value: number;
}

export interface HomeSummary {
  figures: HomeFigure[];
}
