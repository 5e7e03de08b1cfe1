import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Clock, SiteCalendar } from '@faena/core';
import { BookingFlagsJob } from './booking-flags.job';
import { ExpiryNoticesJob } from './expiry-notices.job';

/** How often the scheduler looks at the clock for a new site day. */
const CHECK_EVERY_MS = 60_000;

/**
 * The requirements context's daily jobs: run at start and then once per site day (SITE_TIMEZONE),
 * in the processes that serve the API (ROLE all or api, unless DAILY_JOBS=false). The day is read
 * from the Clock, so tests move it and call `tick()`. Every job is idempotent through the event
 * store: several nodes, or a restart the same day, run them again without a second effect.
 */
@Injectable()
export class DailyJobs implements OnModuleDestroy {
  private readonly logger = new Logger('DailyJobs');
  private timer: NodeJS.Timeout | null = null;
  private lastDay: string | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly calendar: SiteCalendar,
    private readonly notices: ExpiryNoticesJob,
    private readonly flags: BookingFlagsJob,
  ) {}

  start(): void {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  /** Runs the day's jobs when the site day changed since the last run; false when it had not. */
  async tick(): Promise<boolean> {
    const day = this.calendar.dateOf(this.clock.now());
    if (this.running) await this.running;
    if (day === this.lastDay) return false;
    this.lastDay = day;
    this.running = this.runAll(day).finally(() => (this.running = null));
    await this.running;
    return true;
  }

  private async runAll(day: string): Promise<void> {
    try {
      const sent = await this.notices.run();
      const flagged = await this.flags.run();
      this.logger.log(`${day}: ${sent} expiry notices sent, ${flagged} bookings flagged`);
    } catch (err) {
      this.lastDay = null; // tried again at the next check
      this.logger.error(`${day}: the daily jobs failed: ${String(err)}`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
