import { dateIn, momentIn, timeIn, zonedInstant } from '@faena/contracts';

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

  /** the site's wall-clock hour (HH:mm) of the instant: a mark's hour */
  hourOf(instant: Date): string {
    return timeIn(instant, this.timeZone);
  }

  /** the instant the site's clock shows date (yyyy-MM-dd) at hour (HH:mm): a manual mark's moment */
  instantAt(date: string, hour: string): Date {
    return zonedInstant(date, hour, this.timeZone);
  }

  /** the site's date, time of day (HH:mm) and ISO weekday (1 Monday … 7 Sunday) of the instant */
  momentOf(instant: Date): { date: string; time: string; weekday: number } {
    return { date: this.dateOf(instant), ...momentIn(instant, this.timeZone) };
  }
}
