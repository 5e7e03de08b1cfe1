import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { REQUEST_STATUSES, type RequestRow } from '@faena/contracts';
import { RequestStatusBadge } from '../../../../components/request-status-badge';
import { DataGrid } from '../../../../components/ui/data-grid';
import { useServerGrid, type GridRow } from '../../../../components/ui/use-server-grid';
import { formatDateTime } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { listRequestsForHistory } from '../api/history.api';

type Col = ColumnDef<GridRow<RequestRow>>;

/** Code, person, company, status and when submitted; filtered on the server. */
const historyColumns = (t: TFunction<'requestHistory'>): Col[] => [
  {
    accessorKey: 'code',
    header: t('grid.code'),
    meta: { filter: { type: 'text' }, nowrap: true },
  },
  { accessorKey: 'personName', header: t('grid.person'), meta: { filter: { type: 'text' } } },
  { accessorKey: 'companyName', header: t('grid.company'), meta: { filter: { type: 'text' } } },
  {
    accessorKey: 'status',
    header: t('grid.status'),
    cell: ({ row }) => <RequestStatusBadge status={row.original.status} />,
    meta: {
      filter: {
        type: 'select',
        options: REQUEST_STATUSES.map((s) => ({ value: s, label: t(`common:status.${s}`) })),
      },
      exportValue: (row) => t(`common:status.${row.status}`),
    },
  },
  {
    accessorKey: 'submittedAt',
    header: t('grid.submittedAt'),
    meta: { nowrap: true, exportValue: (row) => formatDateTime(row.submittedAt) },
    cell: ({ row }) => formatDateTime(row.original.submittedAt),
  },
];

/** The requests the user may read; a click opens the timeline. */
export function HistoryIndex() {
  const { t } = useTranslation('requestHistory');
  const navigate = useNavigate();
  const grid = useServerGrid<RequestRow>({
    fetchPage: listRequestsForHistory,
    rowId: (r) => r.requestId,
    onError: notifyError,
  });
  const columns = useMemo(() => historyColumns(t), [t]);
  return (
    <Stack data-testid="history-index">
      <Title order={1} size="h2">
        {t('indexTitle')}
      </Title>
      <Text c="dimmed">{t('indexSubtitle')}</Text>
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          columns={columns}
          title={t('grid.title')}
          exportFileName="historial-solicitudes"
          rowTestId={(r) => `history-row-${r.requestId}`}
          onRowClick={(r) => void navigate(`/consultas/historial/${r.requestId}`)}
        />
      </Paper>
    </Stack>
  );
}
