import { dateIn, timeIn } from '@faena/contracts';

/**
 * The site's calendar (SITE_TIMEZONE): which day an instant falls on there. Handlers ask it for
 * "today" from the clock's instant and hand the date to the deciders; nothing takes the day from
 * UTC, which in Lima turns at 19:00.
 */
export class SiteCalendar {
  constructor(readonly timeZone: string) {}

  /** the site's calendar date (yyyy-MM-dd) of the instant */
  dateOf(instant: Date): string {
    return dateIn(instant, this.timeZone);
  }

  /** the site's date, time of day (HH:mm) and ISO weekday (1 Monday … 7 Sunday) of the instant */
  momentOf(instant: Date): { date: string; time: string; weekday: number } {
    return { date: this.dateOf(instant), ...timeIn(instant, this.timeZone) };
  }
}
