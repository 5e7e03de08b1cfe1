import dayjs from 'dayjs';

/** yyyy-MM-dd → dd/MM/yyyy (calendar dates are shown as such, no time zone shift). */
export function formatDate(date: string | null | undefined): string {
  if (!date) return '';
  const [y, m, d] = date.slice(0, 10).split('-');
  return y && m && d ? `${d}/${m}/${y}` : date;
}

/** An ISO instant in local time, dd/MM/yyyy HH:mm. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.format('DD/MM/YYYY HH:mm') : iso;
}

export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.format('HH:mm:ss') : iso;
}

/** Today as yyyy-MM-dd in local time. */
export const today = (): string => dayjs().format('YYYY-MM-DD');

export const plusDays = (date: string, days: number): string => dayjs(date).add(days, 'day').format('YYYY-MM-DD');
