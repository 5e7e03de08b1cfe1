import { Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttendanceScheduleRow } from '@faena/contracts';
import type { GridRow } from '../../../../components/ui/use-server-grid';
import { activeColumn, codeColumns, editColumn } from './config-grid';

type Column = ColumnDef<GridRow<AttendanceScheduleRow>>;

/** A schedule's working days in short: "Lun–Vie 08:00–17:00"-like, one line per distinct time. */
export function summary(r: AttendanceScheduleRow, day: (d: number) => string): string {
  const byTimes = new Map<string, number[]>();
  for (const d of r.days.filter((x) => !x.rest)) {
    const key = `${d.turn} ${d.entry ?? ''}–${d.exit ?? ''}`;
    byTimes.set(key, [...(byTimes.get(key) ?? []), d.day]);
  }
  return [...byTimes].map(([times, days]) => `${days.map(day).join(' ')} · ${times}`).join('; ');
}

const kindColumn = (t: TFunction): Column => ({
  id: 'kind',
  accessorFn: (r) => r.kind,
  header: t('schedules.kind'),
  enableSorting: false,
  cell: ({ row }) => t(`kind.${row.original.kind}`),
  meta: { exportValue: (r: AttendanceScheduleRow) => r.kind },
});

/** The working days: weekdays by name in a week's schedule, by number in a cycle. */
const daysColumn = (t: TFunction): Column => {
  const day = (kind: AttendanceScheduleRow['kind']) => (d: number) =>
    kind === 'weekly' || kind === 'flexible' ? t(`weekday.${d}`) : String(d);
  return {
    id: 'days',
    accessorFn: (r) => r.days.length,
    header: t('schedules.days'),
    enableSorting: false,
    cell: ({ row }) => <Text size="sm">{summary(row.original, day(row.original.kind))}</Text>,
    meta: { exportValue: (r: AttendanceScheduleRow) => summary(r, (d) => String(d)) },
  };
};

/** The schedules grid, with each row's edit button. */
export function useScheduleColumns(onEdit: (row: AttendanceScheduleRow) => void): Column[] {
  const { t } = useTranslation('attendanceConfig');
  return useMemo(
    () => [
      ...codeColumns<AttendanceScheduleRow>(t),
      kindColumn(t),
      daysColumn(t),
      activeColumn<AttendanceScheduleRow>(t),
      editColumn<AttendanceScheduleRow>(t, onEdit, (r) => `edit-att-schedule-${r.code}`),
    ],
    [t, onEdit],
  );
}
