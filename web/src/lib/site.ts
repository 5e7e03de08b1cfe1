import { dateIn } from '@faena/contracts';
import { useSite } from '../stores/site.store';

/** The zone "today" is taken in: the site's (from the server), or this browser's while the server has not answered. */
export const siteTimeZone = (): string =>
  useSite.getState().timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Today (yyyy-MM-dd) on the site's calendar, whatever the browser's zone: the server's "today" too. */
export const siteToday = (now: Date = new Date()): string => dateIn(now, siteTimeZone());
