import { Group, SegmentedControl, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { siteToday } from '../../lib/site';
import {
  DEFAULT_MONTHS,
  MONTH_FILTERS,
  monthsRange,
  rangeFilters,
  type MonthFilter,
} from './grid-dates';
import type { ServerGrid } from './use-server-grid';

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

/** A grid with dates: the month filter (2 / 3 / 6 months, default 2); a change returns to page 1. */
export function useGridMonths<T>(grid: ServerGrid<T>): ReactNode {
  const [months, setMonths] = useState<MonthFilter>(DEFAULT_MONTHS);
  const [today] = useState(() => siteToday());
  const range = grid.dateRange;
  if (!range) return null;
  const onChange = (m: MonthFilter) => {
    setMonths(m);
    grid.setFilters(rangeFilters(range, m, today));
  };
  return <DataGridDateRange months={months} today={today} onChange={onChange} />;
}
