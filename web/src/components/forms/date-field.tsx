import { DateInput } from '@mantine/dates';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** What the field shows and accepts typed: day/month/year, as everywhere else in the app. */
export const DATE_DISPLAY_FORMAT = 'DD/MM/YYYY';

const pad = (n: number): string => String(n).padStart(2, '0');

/** A typed `d/m/yyyy` (also `-` or `.`) or ISO `yyyy-mm-dd` → ISO 'YYYY-MM-DD', or null when no real day. */
export function parseTypedDate(text: string): string | null {
  const v = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(v);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v);
  const [y, m, d] = iso
    ? [iso[1], iso[2], iso[3]].map(Number)
    : dmy
      ? [dmy[3], dmy[2], dmy[1]].map(Number)
      : [];
  if (!y || !m || !d) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  const real =
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real ? `${y}-${pad(m)}-${pad(d)}` : null;
}

interface BoxProps {
  label: string;
  /** ISO 'YYYY-MM-DD', or '' when none */
  value: string;
  onChange: (iso: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  /** ISO 'YYYY-MM-DD' bounds: days outside them cannot be picked */
  minDate?: string;
  maxDate?: string;
  testId?: string;
  name?: string;
  /** the name a screen reader gives a box without a visible label (a table cell) */
  ariaLabel?: string;
  disabled?: boolean;
}

/**
 * A calendar date: the caller holds the ISO 'YYYY-MM-DD' string, the person sees and types
 * dd/MM/yyyy and picks in a calendar in their language (AppDatesProvider).
 * The size of its neighbours; on a phone 44 px high like every input (app/phone-targets.css).
 */
export function DateBox(props: BoxProps) {
  const { value, onChange, testId, required, ariaLabel, ...rest } = props;
  return (
    <DateInput
      {...rest}
      required={required}
      valueFormat={DATE_DISPLAY_FORMAT}
      dateParser={parseTypedDate}
      clearable={!required}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      aria-label={ariaLabel}
      data-testid={testId}
    />
  );
}

type FieldProps<T extends FieldValues> = Omit<BoxProps, 'value' | 'onChange' | 'name'> & {
  control: Control<T>;
  name: Path<T>;
};

/** DateBox bound to a react-hook-form field that holds an ISO 'YYYY-MM-DD' string. */
export function DateField<T extends FieldValues>({ control, name, ...box }: FieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateBox
          {...box}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
