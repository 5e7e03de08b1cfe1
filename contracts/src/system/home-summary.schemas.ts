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
  'credentialsToPrint',
] as const;
export type HomeFigureKey = (typeof HOME_FIGURE_KEYS)[number];

export interface HomeFigure {
  key: HomeFigureKey;
  value: number;
}

/** The landing dashboard's trend lines: one value per site day, oldest first, today last. */
export const HOME_TREND_KEYS = ['requestsSubmitted', 'peopleOnSite'] as const;
export type HomeTrendKey = (typeof HOME_TREND_KEYS)[number];

export interface HomeTrendPoint {
  /** the site's calendar day, yyyy-MM-dd */
  day: string;
  value: number;
}

export interface HomeTrend {
  key: HomeTrendKey;
  points: HomeTrendPoint[];
}

export interface HomeSummary {
  figures: HomeFigure[];
  trends: HomeTrend[];
}
