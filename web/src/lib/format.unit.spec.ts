import { formatDate, formatMonth } from './format';

describe('format', () => {
  it('shows a calendar date as dd/MM/yyyy without a time zone shift', () => {
    expect(formatDate('2026-12-14')).toBe('14/12/2026');
    expect(formatDate('')).toBe('');
  });

  it("names a month in the app's language, not as YYYY-MM", () => {
    expect(formatMonth('2026-11', 'es')).toBe('nov 2026');
    expect(formatMonth('2026-01', 'es')).toBe('ene 2026');
    expect(formatMonth('2026-11', 'en')).toBe('Nov 2026');
    expect(formatMonth('2026-11', 'en-US')).toBe('Nov 2026');
  });

  it('leaves a text that is no month as it is', () => {
    expect(formatMonth('noviembre', 'es')).toBe('noviembre');
    expect(formatMonth('2026-13', 'es')).toBe('2026-13');
  });
});
