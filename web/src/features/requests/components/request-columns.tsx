import { Anchor, Button, Group, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REQUEST_STATUSES, type RequestRow } from '@faena/contracts';
import { RequestStatusBadge } from '../../../components/request-status-badge';
import { TwoLineCell } from '../../../components/ui/two-line-cell';
import type { GridRow } from '../../../components/ui/use-server-grid';
import { formatDate, formatDateTime } from '../../../lib/format';

type Col = ColumnDef<GridRow<RequestRow>, unknown>;

/** Columns of "Mis solicitudes"; an observed row offers "Corregir". */
export function useMyRequestColumns(onCorrect: (row: RequestRow) => void): Col[] {
  const { t } = useTranslation('requests');
  return useMemo<Col[]>(
    () => [
      { accessorKey: 'code', header: t('grid.code'), meta: { filter: { type: 'text' }, nowrap: true } },
      {
        accessorKey: 'personName',
        header: t('grid.person'),
        cell: ({ row }) => <TwoLineCell primary={row.original.personName} secondary={row.original.documentNumber} />,
        meta: { filter: { type: 'text' } },
      },
      { accessorKey: 'contractCode', header: t('grid.contract'), meta: { filter: { type: 'text' }, nowrap: true } },
      {
        id: 'period',
        header: t('grid.period'),
        enableSorting: false,
        meta: { nowrap: true },
        accessorFn: (r) => `${formatDate(r.startDate)} – ${formatDate(r.endDate)}`,
        cell: ({ row }) => <TwoLineCell primary={formatDate(row.original.startDate)} secondary={formatDate(row.original.endDate)} />,
      },
      {
        accessorKey: 'status',
        header: t('grid.status'),
        cell: ({ row }) => <RequestStatusBadge status={row.original.status} />,
        meta: {
          filter: { type: 'select', options: REQUEST_STATUSES.map((s) => ({ value: s, label: t(`common:status.${s}`) })) },
          exportValue: (row) => t(`common:status.${row.status}`),
        },
      },
      { accessorKey: 'submittedAt', header: t('grid.submittedAt'), meta: { nowrap: true, exportValue: (row) => formatDateTime(row.submittedAt) }, cell: ({ row }) => formatDateTime(row.original.submittedAt) },
      {
        accessorKey: 'lastComment',
        header: t('grid.comment'),
        enableSorting: false,
        cell: ({ row }) => (
          <Text size="xs" lineClamp={2} maw={220}>{row.original.lastComment}</Text>
        ),
      },
      {
        id: 'actions',
        header: t('grid.actions'),
        enableSorting: false,
        cell: ({ row }) => (
          <Group gap="xs" wrap="nowrap">
            {row.original.status === 'O' && (
              <Button size="compact-xs" color="orange" onClick={() => onCorrect(row.original)} data-testid={`correct-${row.original.requestId}`}>
                {t('grid.correct')}
              </Button>
            )}
            <Anchor component={Link} to={`/consultas/historial/${row.original.requestId}`} size="xs">
              {t('grid.history')}
            </Anchor>
          </Group>
        ),
        meta: { noExport: true, nowrap: true },
      },
    ],
    [t, onCorrect],
  );
}
