import { Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ScheduleRow } from '@faena/contracts';
import type { GridRow } from '../../../../components/ui/use-server-grid';
import { formatDate } from '../../../../lib/format';
import { EditRuleButton } from './rule-editing';

type Column = ColumnDef<GridRow<ScheduleRow>>;

/** From when to when the schedule applies. */
const validityColumn = (t: TFunction): Column => ({
  id: 'validity',
  header: `${t('common.startDate')} – ${t('common.endDate')}`,
  enableSorting: false,
  cell: ({ row }) => `${formatDate(row.original.startDate)} – ${formatDate(row.original.endDate)}`,
  meta: { nowrap: true },
});

/** The schedule's intervals, one line each on screen (from–to · weekdays), joined in the export. */
const intervalsColumn = (t: TFunction): Column => ({
  id: 'intervals',
  header: t('schedules.intervals'),
  enableSorting: false,
  cell: ({ row }) => (
    <Stack gap={0}>
      {row.original.intervals.map((i) => (
        <Text key={`${i.from}${i.to}${i.days.join()}`} size="sm">
          {i.from}–{i.to} · {i.days.map((d) => t(`weekday.${d}`)).join(' ')}
        </Text>
      ))}
    </Stack>
  ),
  meta: {
    exportValue: (r: ScheduleRow) =>
      r.intervals.map((i) => `${i.from}-${i.to} ${i.days.join(',')}`).join('; '),
  },
});

/** The access schedules grid: code, division, description, validity, intervals and Edit. */
export function scheduleColumns(t: TFunction, edit: (row: ScheduleRow) => void): Column[] {
  return [
    {
      accessorKey: 'code',
      header: t('common.code'),
      enableSorting: false,
      meta: { phone: 'title' },
    },
    { accessorKey: 'divisionId', header: t('schedules.division'), enableSorting: false },
    { accessorKey: 'description', header: t('schedules.description'), enableSorting: false },
    validityColumn(t),
    intervalsColumn(t),
    {
      id: 'actions',
      header: t('common.actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <EditRuleButton
          onClick={() => edit(row.original)}
          testId={`edit-schedule-${row.original.code}`}
        />
      ),
    },
  ];
}
