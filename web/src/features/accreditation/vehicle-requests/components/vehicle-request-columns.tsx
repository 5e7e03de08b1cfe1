import { Group, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { VEHICLE_REQUEST_STATUSES, type VehicleRequestRow } from '@faena/contracts';
import { RequestStatusBadge } from '../../../../components/request-status-badge';
import { TwoLineCell } from '../../../../components/ui/two-line-cell';
import type { GridRow } from '../../../../components/ui/use-server-grid';
import { formatDate, formatDateTime } from '../../../../lib/format';

type Col = ColumnDef<GridRow<VehicleRequestRow>>;

type T = TFunction<'vehicleRequests'>;

/** Which vehicle: the request's code, the plate (type below), the company, the contract, the period. */
const vehicleColumns = (t: T): Col[] => [
  {
    accessorKey: 'code',
    header: t('grid.code'),
    meta: { filter: { type: 'text' }, nowrap: true, phone: 'title' },
  },
  {
    accessorKey: 'plate',
    header: t('grid.vehicle'),
    cell: ({ row }) => (
      <TwoLineCell primary={row.original.plate} secondary={row.original.vehicleType} />
    ),
    meta: { filter: { type: 'text' }, phone: 'title' },
  },
  { accessorKey: 'companyName', header: t('grid.company'), meta: { filter: { type: 'text' } } },
  { accessorKey: 'contractCode', header: t('grid.contract'), meta: { nowrap: true } },
  {
    accessorKey: 'startDate',
    header: t('grid.period'),
    cell: ({ row }) =>
      `${formatDate(row.original.startDate)} – ${formatDate(row.original.endDate)}`,
    meta: { nowrap: true, exportValue: (row) => `${row.startDate} ${row.endDate}` },
  },
];

/** Where it stands: status, when submitted. */
const stateColumns = (t: T): Col[] => [
  {
    accessorKey: 'status',
    header: t('grid.status'),
    cell: ({ row }) => <RequestStatusBadge status={row.original.status} />,
    meta: {
      filter: {
        type: 'select',
        options: VEHICLE_REQUEST_STATUSES.map((s) => ({
          value: s,
          label: t(`common:status.${s}`),
        })),
      },
      exportValue: (row) => t(`common:status.${row.status}`),
    },
  },
  {
    accessorKey: 'submittedAt',
    header: t('grid.submittedAt'),
    cell: ({ row }) => formatDateTime(row.original.submittedAt),
    meta: { nowrap: true, exportValue: (row) => formatDateTime(row.submittedAt) },
  },
];

/** The approver's last comment, two lines at most. */
const commentColumn = (t: T): Col => ({
  accessorKey: 'lastComment',
  header: t('grid.comment'),
  enableSorting: false,
  cell: ({ row }) => (
    <Text size="xs" lineClamp={2} maw={220}>
      {row.original.lastComment}
    </Text>
  ),
});

/** Columns of both vehicle request grids; `actions` renders the last column of a row. */
export function useVehicleRequestColumns(actions: (row: VehicleRequestRow) => ReactNode): Col[] {
  const { t } = useTranslation('vehicleRequests');
  return useMemo<Col[]>(
    () => [
      ...vehicleColumns(t),
      ...stateColumns(t),
      commentColumn(t),
      {
        id: 'actions',
        header: t('grid.actions'),
        enableSorting: false,
        cell: ({ row }) => (
          <Group gap="xs" miw={160}>
            {actions(row.original)}
          </Group>
        ),
        meta: { noExport: true },
      },
    ],
    [t, actions],
  );
}
