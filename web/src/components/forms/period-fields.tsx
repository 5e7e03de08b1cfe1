import { SimpleGrid } from '@mantine/core';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { DateField } from './date-field';

interface Props<T extends FieldValues> {
  control: Control<T>;
  /** the form's start and end fields (ISO 'YYYY-MM-DD' strings) */
  start: Path<T>;
  end: Path<T>;
  labels: { start: string; end: string };
  errors: { start?: string; end?: string };
  /** the first day either end may take (e.g. today for a request: it cannot start in the past) */
  minDate?: string;
  /** true: the end may not be picked before minDate either (a visit's days, a correction) */
  boundEnd?: boolean;
  /** the two fields' test ids: `${testIdPrefix}-start` and `${testIdPrefix}-end` */
  testIdPrefix?: string;
}

/**
 * A period of a form: start and end side by side (one above the other on a phone), both required.
 * The schema checks the order with the spec's message; this lays out the pair the same everywhere.
 */
export function PeriodFields<T extends FieldValues>(props: Props<T>) {
  const { control, start, end, labels, errors, minDate, boundEnd = false, testIdPrefix } = props;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <DateField
        control={control}
        name={start}
        label={labels.start}
        required
        minDate={minDate}
        error={errors.start}
        testId={testIdPrefix && `${testIdPrefix}-start`}
      />
      <DateField
        control={control}
        name={end}
        label={labels.end}
        required
        minDate={boundEnd ? minDate : undefined}
        error={errors.end}
        testId={testIdPrefix && `${testIdPrefix}-end`}
      />
    </SimpleGrid>
  );
}
