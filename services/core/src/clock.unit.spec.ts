import { AdjustableClock, FixedClock } from './clock';

describe('the adjustable development clock', () => {
  it('answers the base time moved by the whole days asked, and back', () => {
    const base = new FixedClock(new Date('2026-11-23T12:00:00Z'));
    const clock = new AdjustableClock(base);
    expect(clock.now().toISOString()).toBe('2026-11-23T12:00:00.000Z');
    clock.setOffsetDays(30);
    expect(clock.offsetDays).toBe(30);
    expect(clock.now().toISOString()).toBe('2026-12-23T12:00:00.000Z');
    base.advance(60_000);
    expect(clock.now().toISOString()).toBe('2026-12-23T12:01:00.000Z');
    clock.setOffsetDays(0);
    expect(clock.now().toISOString()).toBe('2026-11-23T12:01:00.000Z');
  });
});
