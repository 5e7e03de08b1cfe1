import type { ReadStore } from '@faena/core';
import type { AuthUser } from '../../platform/auth/auth-user';

/** What a figure's computation gets: the caller, the read store and the site's today (yyyy-MM-dd). */
export interface FigureContext {
  user: AuthUser;
  readStore: ReadStore;
  today: string;
}
