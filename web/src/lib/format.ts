import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/es';
import 'dayjs/locale/en';
import { addDays } from '@faena/contracts';
import { siteTimeZone, siteToday } from './site';

dayjs.extend(utc);
dayjs.extend(timezone);

/** yyyy-MM-dd → dd/MM/yyyy (calendar dates are shown as such, no time zone shift). */
export function formatDate(date: string | null | undefined): string {
  if (!date) return '';
  const [y, m, d] = date.slice(0, 10).split('-');
  return y && m && d ? `${d}/${m}/${y}` : date;
}

/** An ISO instant as the site's clock shows it (SITE_TIMEZONE), in `pattern`; the text itself when it is no instant. */
function atSite(iso: string | null | undefined, pattern: string): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.tz(siteTimeZone()).format(pattern) : iso;
}

/** An ISO instant in the site's time, dd/MM/yyyy HH:mm (the day the server counted it on). */
export const formatDateTime = (iso: string | null | undefined): string =>
  atSite(iso, 'DD/MM/YYYY HH:mm');

/** An ISO instant's time of day at the site, HH:mm:ss. */
export const formatTime = (iso: string | null | undefined): string => atSite(iso, 'HH:mm:ss');

/** Today as yyyy-MM-dd on the site's calendar (SITE_TIMEZONE, from the server), as the server counts it. */
export const today = (): string => siteToday();

/** A yyyy-MM-dd date `days` days on (calendar arithmetic, no time zone involved). */
export const plusDays = (date: string, days: number): string => addDays(date, days);

/** 'YYYY-MM' → the month's short name and year in the language ('nov 2026', 'Nov 2026'); other text as is. */
export function formatMonth(month: string, language: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return month;
  return dayjs(`${month}-01`)
    .locale(language.startsWith('en') ? 'en' : 'es')
    .format('MMM YYYY');
}
