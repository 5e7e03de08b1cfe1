import { z } from 'zod';

/** A calendar date as yyyy-MM-dd, checked to be a real date. */
export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'common:invalidDate')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'common:invalidDate');

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date (yyyy-MM-dd) an instant falls on in an IANA time zone: with the site's zone
 * and now, the site's "today" (server and web alike; UTC would turn the day at 19:00 in Lima).
 */
export function dateIn(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      calendar: 'iso8601',
      numberingSystem: 'latn',
    });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock hour (HH:mm, 24 h) an instant shows in an IANA time zone: a mark's site hour. */
export function timeIn(instant: Date, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    });
    timeFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/**
 * The instant a site's wall clock shows `date` (yyyy-MM-dd) at `hour` (HH:mm) in an IANA zone:
 * a manual mark is entered in the site's time. Resolved by the zone's offset at that moment
 * (twice, so a change of offset between UTC and the site's time lands on the right side).
 */
export function zonedInstant(date: string, hour: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${hour}:00Z`);
  const offsetAt = (instant: number) => {
    const d = new Date(instant);
    const shown = Date.parse(`${dateIn(d, timeZone)}T${timeIn(d, timeZone)}:00Z`);
    return shown - Math.floor(instant / 60_000) * 60_000;
  };
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}

/** An hour of the day as HH:mm (00:00–23:59). */
export const HourSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'common:invalidTime');

/** Adds whole days to a yyyy-MM-dd date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The nights of a stay: every date from checkIn up to, not including, checkOut. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const out: string[] = [];
  for (let d = checkIn; d < checkOut; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The spec's filter format for dates (FechaInicio / FechaFin): yyyyMMdd. */
export function toYyyymmdd(date: string): string {
  return date.replaceAll('-', '');
}

/** A calendar date sent as yyyyMMdd (the spec's filter format), checked to be a real date; parses to yyyy-MM-dd. */
export const YyyymmddSchema = z
  .string()
  .regex(/^\d{8}$/, 'common:invalidDate')
  .transform((s) => `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`)
  .pipe(IsoDateSchema);

const momentFormats = new Map<string, Intl.DateTimeFormat>();
const WEEKDAY_NUMBERS: Record<string, number> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
};

/** The time of day (HH:mm, 24 h) and ISO weekday (1 Monday … 7 Sunday) of an instant in a time zone. */
export function momentIn(instant: Date, timeZone: string): { time: string; weekday: number } {
  let format = momentFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    });
    momentFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    time: `${part('hour')}:${part('minute')}`,
    weekday: WEEKDAY_NUMBERS[part('weekday')] ?? 0,
  };
}
