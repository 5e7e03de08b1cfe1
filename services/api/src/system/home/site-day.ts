import { dateIn } from '@faena/contracts';

const MS_PER_MINUTE = 60_000;

/** How far the zone's wall clock is ahead of UTC at the instant, in minutes. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  });
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.parse(`${dateIn(instant, timeZone)}T00:00:00Z`);
  const wallMinutes = wall / MS_PER_MINUTE + part('hour') * 60 + part('minute');
  return wallMinutes - Math.floor(instant.getTime() / MS_PER_MINUTE);
}

/**
 * The instant (ISO) a site day (yyyy-MM-dd) starts in the zone: midnight there. Read-model times
 * are ISO instants, so a site day is the range [start of day, start of the next day).
 */
export function startOfSiteDay(day: string, timeZone: string): string {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const guess = utcMidnight.getTime() - offsetMinutes(utcMidnight, timeZone) * MS_PER_MINUTE;
  const fixed = utcMidnight.getTime() - offsetMinutes(new Date(guess), timeZone) * MS_PER_MINUTE;
  return new Date(fixed).toISOString();
}
