import { MonthPickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

/** What the field shows: the month's name and year, in the app's language (AppDatesProvider). */
export const MONTH_DISPLAY_FORMAT = 'MMMM YYYY';

const MONTH = /^\d{4}-\d{2}$/;

/** 'YYYY-MM' → the picker's first day of that month ('YYYY-MM-01'), or null when no month. */
export const pickerValueOf = (month: string): string | null =>
  MONTH.test(month) ? `${month}-01` : null;

/** The picker's day ('YYYY-MM-DD') → 'YYYY-MM', or '' when cleared. */
export const monthOf = (day: string | null): string => (day ? day.slice(0, 7) : '');

interface Props {
  label: string;
  /** 'YYYY-MM', or '' when none */
  value: string;
  onChange: (month: string) => void;
  /** the person may leave it empty (a filter); otherwise a month is always chosen */
  clearable?: boolean;
  placeholder?: string;
  /** the field's test id; each month of the dropdown is `<testId>-YYYY-MM` */
  testId?: string;
  miw?: number;
}

/**
 * A month: the caller holds 'YYYY-MM', the person sees "noviembre 2026" and picks in a year of
 * months named in the app's language, not the browser's (a native month input follows the browser).
 * The size of its neighbours; on a phone 44 px high like every input (app/phone-targets.css).
 */
export function MonthField({ value, onChange, clearable = false, testId, ...rest }: Props) {
  const { t } = useTranslation('common');
  return (
    <MonthPickerInput
      {...rest}
      valueFormat={MONTH_DISPLAY_FORMAT}
      value={pickerValueOf(value)}
      onChange={(day) => onChange(monthOf(day))}
      clearable={clearable}
      previousLabel={t('month.previousYear')}
      nextLabel={t('month.nextYear')}
      clearButtonProps={{ 'aria-label': t('month.clear') }}
      getMonthControlProps={(day) => ({
        'data-testid': testId ? `${testId}-${monthOf(day)}` : undefined,
      })}
      data-testid={testId}
    />
  );
}
