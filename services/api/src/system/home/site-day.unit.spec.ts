import { startOfSiteDay } from './site-day';

describe('the start of a site day', () => {
  it('is midnight in the zone, as an instant', () => {
    expect(startOfSiteDay('2026-11-23', 'America/Lima')).toBe('2026-11-23T05:00:00.000Z');
    expect(startOfSiteDay('2026-11-23', 'UTC')).toBe('2026-11-23T00:00:00.000Z');
    expect(startOfSiteDay('2026-11-23', 'Asia/Tokyo')).toBe('2026-11-22T15:00:00.000Z');
  });

  it('follows a daylight-saving change (Santiago moves to summer time in September)', () => {
    expect(startOfSiteDay('2026-08-01', 'America/Santiago')).toBe('2026-08-01T04:00:00.000Z');
    expect(startOfSiteDay('2026-12-01', 'America/Santiago')).toBe('2026-12-01T03:00:00.000Z');
  });
});
