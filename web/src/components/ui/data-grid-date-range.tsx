import { Group, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { MONTH_FILTERS, monthsRange, type MonthFilter } from './grid-dates';

interface Props {
  months: MonthFilter;
  /** yyyy-MM-dd, the site's today */
  today: string;
  onChange: (months: MonthFilter) => void;
}

/** The month filter of a grid with dates (2 / 3 / 6 months) and the range it means. */
export function DataGridDateRange({ months, today, onChange }: Props) {
  const { t } = useTranslation('common');
  const range = monthsRange(months, today);
  return (
    <Group gap="xs" data-testid="grid-months">
      <SegmentedControl
        size="xs"
        value={String(months)}
        onChange={(v) => onChange(Number(v) as MonthFilter)}
        data={MONTH_FILTERS.map((m) => ({
          value: String(m),
          label: t('grid.months', { count: m }),
        }))}
      />
      <Text size="xs" c="dimmed" data-testid="grid-range">
        {formatDate(range.start)} – {formatDate(range.end)}
      </Text>
    </Group>
  );
}
