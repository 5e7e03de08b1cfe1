import {
  addDays,
  dateIn,
  IsoDateSchema,
  nightsOf,
  momentIn,
  toYyyymmdd,
  YyyymmddSchema,
} from './dates';

describe('dates', () => {
  it('accepts real calendar dates only', () => {
    expect(IsoDateSchema.safeParse('2026-02-28').success).toBe(true);
    expect(IsoDateSchema.safeParse('2026-02-30').success).toBe(false);
    expect(IsoDateSchema.safeParse('2026-2-3').success).toBe(false);
  });
  it('tells the calendar date of an instant in a time zone, not in UTC', () => {
    const evening = new Date('2026-11-27T01:30:00Z'); // 20:30 of 26 November in Lima
    expect(dateIn(evening, 'America/Lima')).toBe('2026-11-26');
    expect(dateIn(evening, 'UTC')).toBe('2026-11-27');
    expect(dateIn(evening, 'Asia/Tokyo')).toBe('2026-11-27');
    expect(dateIn(new Date('2026-11-27T04:59:59Z'), 'America/Lima')).toBe('2026-11-26');
    expect(dateIn(new Date('2026-11-27T05:00:00Z'), 'America/Lima')).toBe('2026-11-27');
    expect(dateIn(new Date('2027-01-01T02:00:00Z'), 'America/Santiago')).toBe('2026-12-31');
  });
  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('counts the nights of a stay up to the night before check-out', () => {
    expect(nightsOf('2026-11-20', '2026-11-23')).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
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

describe('momentIn', () => {
  it("gives the site's time of day and ISO weekday (Lima is UTC-5)", () => {
    // Tuesday 2026-11-24 00:30 UTC is Monday 19:30 in Lima
    expect(momentIn(new Date('2026-11-24T00:30:00Z'), 'America/Lima')).toEqual({
      time: '19:30',
      weekday: 1,
    });
    // a Sunday just after midnight, 24-hour clock
    expect(momentIn(new Date('2026-11-29T05:05:00Z'), 'America/Lima')).toEqual({
      time: '00:05',
      weekday: 7,
    });
  });
});
