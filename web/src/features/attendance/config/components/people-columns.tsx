import { Badge, Button } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttendancePersonRow } from '@faena/contracts';
import { TwoLineCell } from '../../../../components/ui/two-line-cell';
import type { GridRow } from '../../../../components/ui/use-server-grid';
import { formatDate } from '../../../../lib/format';

type Column = ColumnDef<GridRow<AttendancePersonRow>>;

const personColumn = (t: TFunction): Column => ({
  accessorKey: 'fullName',
  header: t('people.person'),
  enableSorting: false,
  cell: ({ row }) => (
    <TwoLineCell
      primary={row.original.fullName}
      secondary={`${row.original.documentType} ${row.original.documentNumber}`}
    />
  ),
  meta: { phone: 'title' },
});

function PayrollGroupCell({ row }: { row: AttendancePersonRow }) {
  const { t } = useTranslation('attendanceConfig');
  if (row.companyConfigured) return row.current?.payrollGroupCode ?? '—';
  return (
    <Badge color="orange" variant="light" data-testid="person-company-warning">
      {t('people.noConfiguration')}
    </Badge>
  );
}

/** The current payroll group, or a warning when the person's company is not configured. */
const payrollGroupColumn = (t: TFunction): Column => ({
  id: 'payrollGroup',
  accessorFn: (r) => r.current?.payrollGroupCode ?? (r.companyConfigured ? '—' : '!'),
  header: t('people.payrollGroup'),
  enableSorting: false,
  cell: ({ row }) => <PayrollGroupCell row={row.original} />,
  meta: {
    exportValue: (r: AttendancePersonRow) => r.current?.payrollGroupCode ?? '',
  },
});

type CurrentField = 'scheduleCode' | 'regimeId';

/** One field of the current assignment ('—' without one; empty in the spreadsheet). */
const currentColumn = (t: TFunction, id: 'schedule' | 'regime', field: CurrentField): Column => ({
  id,
  accessorFn: (r) => r.current?.[field] ?? '—',
  header: t(`people.${id}`),
  enableSorting: false,
  cell: ({ row }) => row.original.current?.[field] ?? '—',
  meta: { exportValue: (r: AttendancePersonRow) => r.current?.[field] ?? '' },
});

const validityColumn = (t: TFunction): Column => ({
  id: 'validity',
  accessorFn: (r) => r.current?.startDate ?? '—',
  header: t('people.validity'),
  enableSorting: false,
  cell: ({ row }) =>
    row.original.current
      ? `${formatDate(row.original.current.startDate)} – ${formatDate(row.original.current.endDate)}`
      : '—',
  meta: {
    nowrap: true,
    exportValue: (r: AttendancePersonRow) =>
      r.current ? `${r.current.startDate} ${r.current.endDate}` : '',
  },
});

const actionsColumn = (t: TFunction, onManage: (personId: string) => void): Column => ({
  id: 'actions',
  header: t('common.actions'),
  enableSorting: false,
  cell: ({ row }) => (
    <Button
      size="xs"
      variant="subtle"
      onClick={() => onManage(row.original.personId)}
      data-testid={`manage-att-${row.original.personId}`}
    >
      {t('people.manage')}
    </Button>
  ),
});

/** The people grid: person, company, payroll group, schedule, regime, validity, manage. */
export function usePeopleColumns(onManage: (personId: string) => void): Column[] {
  const { t } = useTranslation('attendanceConfig');
  return useMemo(
    () => [
      personColumn(t),
      { accessorKey: 'companyName', header: t('people.company'), enableSorting: false },
      payrollGroupColumn(t),
      currentColumn(t, 'schedule', 'scheduleCode'),
      currentColumn(t, 'regime', 'regimeId'),
      validityColumn(t),
      actionsColumn(t, onManage),
    ],
    [t, onManage],
  );
}
