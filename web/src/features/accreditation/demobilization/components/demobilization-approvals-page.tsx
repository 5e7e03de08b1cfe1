import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REQUEST_DATE_FILTER,
  type Decision,
  type DemobilizationRow,
  type ReleasedHolding,
} from '@faena/contracts';
import { DecisionButtons } from '../../../../components/decision-buttons';
import { NewRowsPill } from '../../../../components/live/new-rows-pill';
import { DataGrid } from '../../../../components/ui/data-grid';
import { LiveStatus } from '../../../../components/ui/live-status';
import { useLiveGrid } from '../../../../hooks/use-live-grid';
import { useNow } from '../../../../hooks/use-now';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { hasPermission, useSession } from '../../../../stores/session.store';
import { listDemobilizations, type DecisionAnswer } from '../api/demobilization.api';
import { ReleasedList } from './released-list';
import { DecideDemobilizationModal } from './decide-demobilization-modal';
import { useDemobilizationColumns } from './demobilization-columns';
import { QueueBulkApprove, useQueueSelection } from './queue-bulk-approve';

const NEWEST_FIRST = [{ id: 'RowIndex', desc: true }];

/** The client's demobilization queue: Pendiente by default, live through demob-queue:<clientId>. */
export function DemobilizationApprovalsPage() {
  const { t } = useTranslation('demobilization');
  const user = useSession((s) => s.user);
  const clientId = user?.profile.clientId ?? null;
  const canDecide = hasPermission(user, 'request.decide');
  const [deciding, setDeciding] = useState<{ row: DemobilizationRow; decision: Decision } | null>(
    null,
  );
  const [released, setReleased] = useState<{ code: string; list: ReleasedHolding[] } | null>(null);
  const now = useNow();
  const { grid, updatedAt, notices } = useLiveGrid<DemobilizationRow>(
    clientId ? `demob-queue:${clientId}` : null,
    'demobilization.changed',
    {
      titleCount: true,
      fetchPage: listDemobilizations,
      rowId: (r) => r.demobilizationId,
      versionOf: (r) => r.version,
      initialFilters: [{ field: 'status', op: '=', value: 'P' }],
      initialSorting: NEWEST_FIRST,
      dateRange: { fields: REQUEST_DATE_FILTER, format: 'yyyyMMdd' },
      onError: notifyError,
    },
  );
  const actions = useCallback(
    (row: DemobilizationRow) =>
      canDecide && row.status === 'P' ? (
        <Group gap={4}>
          <DecisionButtons
            onDecide={(decision) => setDeciding({ row, decision })}
            label={(decision) => t(`decide.${decision}.action`)}
            testId={(decision) => `${decision}-${row.demobilizationId}`}
          />
        </Group>
      ) : null,
    [t, canDecide],
  );
  const queueColumns = useDemobilizationColumns(actions);
  const selection = useQueueSelection();
  const columns = canDecide ? [selection.column, ...queueColumns] : queueColumns;
  // only the ticked rows still pending in the queue as it shows now
  const ticked = grid.rows.filter(
    (r) => r.status === 'P' && selection.selected.has(r.demobilizationId),
  );

  const onDecided = async (result: DecisionAnswer) => {
    const decision = deciding?.decision ?? 'approve';
    await grid.refetch(result.position);
    if (result.released && deciding)
      setReleased({ code: deciding.row.code, list: result.released });
    setDeciding(null);
    notifySuccess(t(`decide.${decision}.done`));
  };

  return (
    <Stack data-testid="demobilization-approvals-page">
      <Title order={1} size="h2">
        {t('approvals.title')}
      </Title>
      <Text c="dimmed">{t('approvals.subtitle')}</Text>
      <Paper withBorder p="md">
        {canDecide && (
          <Group justify="flex-end" mb="xs">
            <QueueBulkApprove
              ids={ticked.map((r) => r.demobilizationId)}
              codes={new Map(grid.rows.map((r) => [r.demobilizationId, r.code]))}
              onDone={async () => {
                selection.clear();
                await grid.refetch();
              }}
            />
          </Group>
        )}
        <DataGrid
          grid={grid}
          isFresh={(r) => notices.isFresh(r.demobilizationId)}
          columns={columns}
          title={t('approvals.gridTitle')}
          exportFileName="bandeja-desmovilizaciones"
          testId="demobilization-queue-grid"
          rowTestId={(r) => `demobilization-queue-row-${r.demobilizationId}`}
          toolbar={<LiveStatus updatedAt={updatedAt} now={now} size="xs" />}
        />
      </Paper>
      {deciding && (
        <DecideDemobilizationModal
          demobilization={deciding.row}
          decision={deciding.decision}
          onDecided={onDecided}
          onClose={() => setDeciding(null)}
        />
      )}
      {released && (
        <Alert
          withCloseButton
          onClose={() => setReleased(null)}
          title={t('released.title', { code: released.code })}
        >
          <ReleasedList released={released.list} testId="approval-released" />
        </Alert>
      )}
      <NewRowsPill notices={notices} />
    </Stack>
  );
}
