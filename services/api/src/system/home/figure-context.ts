import type { ReadStore } from '@faena/core';
import type { AuthUser } from '../../platform/auth/auth-user';

/** What a figure's computation gets: the caller, the read store, the site's today (yyyy-MM-dd), its zone. */
export interface FigureContext {
  user: AuthUser;
  readStore: ReadStore;
  today: string;
  /** the site's IANA time zone (SITE_TIMEZONE) */
  timeZone: string;
}
