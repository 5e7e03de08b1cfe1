import { Group, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { VISIT_STATUSES, type VisitRow } from '@faena/contracts';
import { RequestStatusBadge } from '../../../../components/request-status-badge';
import { TwoLineCell } from '../../../../components/ui/two-line-cell';
import type { GridRow } from '../../../../components/ui/use-server-grid';
import { formatDate, formatDateTime } from '../../../../lib/format';

type Col = ColumnDef<GridRow<VisitRow>>;

const visitorNames = (row: VisitRow) => row.visitors.map((v) => v.personName).join(', ');

type T = TFunction<'visits'>;

/** Who: the visit's code, the host, the visitors (documents below). */
const whoColumns = (t: T): Col[] => [
  {
    accessorKey: 'code',
    header: t('grid.code'),
    meta: { filter: { type: 'text' }, nowrap: true, phone: 'title' },
  },
  {
    accessorKey: 'hostName',
    header: t('grid.host'),
    meta: { filter: { type: 'text' }, phone: 'title' },
  },
  {
    id: 'visitors',
    header: t('grid.visitors'),
    enableSorting: false,
    cell: ({ row }) => (
      <TwoLineCell
        primary={visitorNames(row.original)}
        secondary={row.original.visitors.map((v) => v.documentNumber).join(', ')}
      />
    ),
    meta: { exportValue: visitorNames },
  },
];

/** The zones the visit may enter, by name. */
const zonesColumn = (t: T, zoneName: (zoneId: string) => string): Col => ({
  id: 'zones',
  header: t('grid.zones'),
  enableSorting: false,
  cell: ({ row }) => row.original.zoneIds.map(zoneName).join(', '),
  meta: { exportValue: (row) => row.zoneIds.map(zoneName).join(', ') },
});

/** When and where it stands: the days, status, when requested, the last comment. */
const stateColumns = (t: T): Col[] => [
  {
    accessorKey: 'startDate',
    header: t('grid.days'),
    cell: ({ row }) =>
      `${formatDate(row.original.startDate)} – ${formatDate(row.original.endDate)}`,
    meta: { nowrap: true },
  },
  {
    accessorKey: 'status',
    header: t('grid.status'),
    cell: ({ row }) => <RequestStatusBadge status={row.original.status} />,
    meta: {
      filter: {
        type: 'select',
        options: VISIT_STATUSES.map((s) => ({ value: s, label: t(`common:status.${s}`) })),
      },
      exportValue: (row) => t(`common:status.${row.status}`),
    },
  },
  {
    accessorKey: 'requestedAt',
    header: t('grid.requestedAt'),
    cell: ({ row }) => formatDateTime(row.original.requestedAt),
    meta: { nowrap: true, exportValue: (row) => formatDateTime(row.requestedAt) },
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

/** Columns of both visit grids; `actions` renders the last column of a row. */
export function useVisitColumns(
  actions: (row: VisitRow) => ReactNode,
  zoneName: (zoneId: string) => string,
): Col[] {
  const { t } = useTranslation('visits');
  return useMemo<Col[]>(
    () => [
      ...whoColumns(t),
      zonesColumn(t, zoneName),
      ...stateColumns(t),
      commentColumn(t),
      {
        id: 'actions',
        header: t('grid.actions'),
        enableSorting: false,
        cell: ({ row }) => <Group gap="xs">{actions(row.original)}</Group>,
        meta: { noExport: true },
      },
    ],
    [t, actions, zoneName],
  );
}
