import { Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REQUEST_DATE_FILTER,
  type CommandResult,
  type Decision,
  type RequestRow,
} from '@faena/contracts';
import { NewRowsPill } from '../../../../components/live/new-rows-pill';
import { DataGrid } from '../../../../components/ui/data-grid';
import { LiveStatus } from '../../../../components/ui/live-status';
import { useLiveGrid } from '../../../../hooks/use-live-grid';
import { useNow } from '../../../../hooks/use-now';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { hasPermission, useSession } from '../../../../stores/session.store';
import { listQueue } from '../api/approvals.api';
import { DecideModal } from './decide-modal';
import { useQueueColumns } from './queue-columns';

/** Newest first, so live arrivals show on page 1. */
const NEWEST_FIRST = [{ id: 'RowIndex', desc: true }];

/** The client's queue, live: Pendiente first, newest first, within the spec's month filter. */
function useQueueGrid(clientId: string | null) {
  return useLiveGrid<RequestRow>(clientId ? `queue:${clientId}` : null, 'request.changed', {
    titleCount: true,
    fetchPage: listQueue,
    rowId: (r) => r.requestId,
    versionOf: (r) => r.version,
    initialFilters: [{ field: 'status', op: '=', value: 'P' }],
    initialSorting: NEWEST_FIRST,
    // the spec's month filter and default range (first day of two months ago to the month's end),
    // sent as the spec's FechaInicio / FechaFin (yyyyMMdd) on the submission day
    dateRange: { fields: REQUEST_DATE_FILTER, format: 'yyyyMMdd' },
    onError: notifyError,
  });
}

/** The row and decision being decided, and what follows a decision (grid caught up, message). */
function useDeciding(refetch: (afterPosition?: number) => Promise<void>) {
  const { t } = useTranslation('approvals');
  const [deciding, setDeciding] = useState<{ row: RequestRow; decision: Decision } | null>(null);
  const onDecide = useCallback(
    (row: RequestRow, decision: Decision) => setDeciding({ row, decision }),
    [],
  );
  const onDecided = async (result: CommandResult) => {
    const decision = deciding?.decision ?? 'approve';
    await refetch(result.position);
    setDeciding(null);
    notifySuccess(t(`decide.${decision}.done`));
  };
  return { deciding, onDecide, onDecided, close: () => setDeciding(null) };
}

/** The approver queue of the client: Pendiente by default, live through queue:<clientId>. */
export function ApprovalsPage() {
  const { t } = useTranslation('approvals');
  const user = useSession((s) => s.user);
  const { grid, updatedAt, notices } = useQueueGrid(user?.profile.clientId ?? null);
  const { deciding, onDecide, onDecided, close } = useDeciding(grid.refetch);
  const columns = useQueueColumns(onDecide, hasPermission(user, 'request.decide'));
  return (
    <Stack data-testid="approvals-page">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text c="dimmed">{t('subtitle')}</Text>
      <QueueGrid grid={grid} notices={notices} updatedAt={updatedAt} columns={columns} />
      {deciding && (
        <DecideModal
          request={deciding.row}
          decision={deciding.decision}
          onDecided={onDecided}
          onClose={close}
        />
      )}
      <NewRowsPill notices={notices} />
    </Stack>
  );
}

interface QueueGridProps extends Pick<
  ReturnType<typeof useQueueGrid>,
  'grid' | 'notices' | 'updatedAt'
> {
  columns: ReturnType<typeof useQueueColumns>;
}

/** The queue's grid, its fresh rows marked, how current it is in the toolbar. */
function QueueGrid({ grid, notices, updatedAt, columns }: QueueGridProps) {
  const { t } = useTranslation('approvals');
  const now = useNow();
  return (
    <Paper withBorder p="md">
      <DataGrid
        grid={grid}
        isFresh={(r) => notices.isFresh(r.requestId)}
        columns={columns}
        title={t('grid.title')}
        exportFileName="bandeja-aprobaciones"
        testId="queue-grid"
        rowTestId={(r) => `queue-row-${r.requestId}`}
        toolbar={<LiveStatus updatedAt={updatedAt} now={now} size="xs" />}
      />
    </Paper>
  );
}
