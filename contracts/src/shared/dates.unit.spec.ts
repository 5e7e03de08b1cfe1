import { addDays, IsoDateSchema, nightsOf, toYyyymmdd, YyyymmddSchema } from './dates';

describe('dates', () => {
  it('accepts real calendar dates only', () => {
    expect(IsoDateSchema.safeParse('2026-02-28').success).toBe(true);
    expect(IsoDateSchema.safeParse('2026-02-30').success).toBe(false);
    expect(IsoDateSchema.safeParse('2026-2-3').success).toBe(false);
  });
  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('counts the nights of a stay up to the night before check-out', () => {
    expect(nightsOf('2026-11-20', '2026-11-23')).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    expect(nightsOf('2026-11-20', '2026-11-20')).toEqual([]);
  });
  it('formats filter dates as yyyyMMdd', () => {
    expect(toYyyymmdd('2026-11-21')).toBe('20261121');
  });
  it('reads yyyyMMdd filter dates as real calendar dates only', () => {
    expect(YyyymmddSchema.parse('20260228')).toBe('2026-02-28');
    for (const bad of ['20260230', '2026-02-28', '2026228', '20261301', '']) {
      const parsed = YyyymmddSchema.safeParse(bad);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('common:invalidDate');
    }
  });
});
