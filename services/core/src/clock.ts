/** Time comes from here, never from Date.now() in domain code or projections. */
export abstract class Clock {
  abstract now(): Date;
}
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
/** A clock tests set by hand. */
export class FixedClock extends Clock {
  constructor(private current: Date) {
    super();
  }
  now(): Date {
    return new Date(this.current.getTime());
  }
  set(date: Date): void {
    this.current = date;
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
/**
 * DEV_CLOCK=true (never in production): another clock moved by whole days, so a browser test can
 * walk the server past a document's expiry. Everything that asks the time sees the moved time.
 */
export class AdjustableClock extends Clock {
  private offsetMs = 0;
  constructor(private readonly base: Clock) {
    super();
  }
  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }
  get offsetDays(): number {
    return this.offsetMs / 86_400_000;
  }
  setOffsetDays(days: number): void {
    this.offsetMs = days * 86_400_000;
  }
}
