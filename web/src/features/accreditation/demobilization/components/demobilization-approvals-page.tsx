import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Decision, type DemobilizationRow, type ReleasedHolding } from '@faena/contracts';
import { DecisionButtons } from '../../../../components/decision-buttons';
import { NewRowsPill } from '../../../../components/live/new-rows-pill';
import { DataGrid } from '../../../../components/ui/data-grid';
import { LiveStatus } from '../../../../components/ui/live-status';
import { useNow } from '../../../../hooks/use-now';
import { notifySuccess } from '../../../../lib/notify';
import { hasPermission, useSession } from '../../../../stores/session.store';
import type { DecisionAnswer } from '../api/demobilization.api';
import { useDemobilizationQueue } from '../hooks/use-demobilization-grids';
import { ReleasedList } from './released-list';
import { DecideDemobilizationModal } from './decide-demobilization-modal';
import { useDemobilizationColumns, type DemobilizationColumns } from './demobilization-columns';
import { QueueBulkApprove, useQueueSelection } from './queue-bulk-approve';

type Deciding = { row: DemobilizationRow; decision: Decision } | null;
type Released = { code: string; list: ReleasedHolding[] } | null;

/** A pending row's Aprobar / Observar / Rechazar, for who may decide. */
function useDecisionActions(canDecide: boolean, onDecide: (deciding: Deciding) => void) {
  const { t } = useTranslation('demobilization');
  return useCallback(
    (row: DemobilizationRow) =>
      canDecide && row.status === 'P' ? (
        <Group gap={4}>
          <DecisionButtons
            onDecide={(decision) => onDecide({ row, decision })}
            label={(decision) => t(`decide.${decision}.action`)}
            testId={(decision) => `${decision}-${row.demobilizationId}`}
          />
        </Group>
      ) : null,
    [t, canDecide, onDecide],
  );
}

/** The decision being made, and after it: the grid caught up, what the approval released, the message. */
function useDecisions(refetch: (afterPosition?: number) => Promise<void>) {
  const { t } = useTranslation('demobilization');
  const [deciding, setDeciding] = useState<Deciding>(null);
  const [released, setReleased] = useState<Released>(null);
  const onDecided = async (result: DecisionAnswer) => {
    const decision = deciding?.decision ?? 'approve';
    await refetch(result.position);
    if (result.released && deciding)
      setReleased({ code: deciding.row.code, list: result.released });
    setDeciding(null);
    notifySuccess(t(`decide.${decision}.done`));
  };
  return { deciding, setDeciding, released, setReleased, onDecided };
}

/** The client's demobilization queue: Pendiente by default, live through demob-queue:<clientId>. */
export function DemobilizationApprovalsPage() {
  const { t } = useTranslation('demobilization');
  const user = useSession((s) => s.user);
  const canDecide = hasPermission(user, 'request.decide');
  const live = useDemobilizationQueue(user?.profile.clientId ?? null);
  const decisions = useDecisions(live.grid.refetch);
  const queueColumns = useDemobilizationColumns(
    useDecisionActions(canDecide, decisions.setDeciding),
  );
  const selection = useQueueSelection();
  const columns = canDecide ? [selection.column, ...queueColumns] : queueColumns;
  return (
    <Stack data-testid="demobilization-approvals-page">
      <Title order={1} size="h2">
        {t('approvals.title')}
      </Title>
      <Text c="dimmed">{t('approvals.subtitle')}</Text>
      <Paper withBorder p="md">
        {canDecide && <BulkApproveBar grid={live.grid} selection={selection} />}
        <QueueGrid live={live} columns={columns} />
      </Paper>
      <DecisionOutcome decisions={decisions} />
      <NewRowsPill notices={live.notices} />
    </Stack>
  );
}

/** The decision dialog while deciding; after an approval, what it released. */
function DecisionOutcome({ decisions }: { decisions: ReturnType<typeof useDecisions> }) {
  const { deciding, setDeciding, released, setReleased, onDecided } = decisions;
  return (
    <>
      {deciding && (
        <DecideDemobilizationModal
          demobilization={deciding.row}
          decision={deciding.decision}
          onDecided={onDecided}
          onClose={() => setDeciding(null)}
        />
      )}
      {released && <ReleasedAlert released={released} onClose={() => setReleased(null)} />}
    </>
  );
}

type Live = ReturnType<typeof useDemobilizationQueue>;

interface BulkBarProps {
  grid: Live['grid'];
  selection: ReturnType<typeof useQueueSelection>;
}

/** Approve the ticked rows at once: only those still pending in the queue as it shows now. */
function BulkApproveBar({ grid, selection }: BulkBarProps) {
  const ticked = grid.rows.filter(
    (r) => r.status === 'P' && selection.selected.has(r.demobilizationId),
  );
  return (
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
  );
}

function QueueGrid({ live, columns }: { live: Live; columns: DemobilizationColumns }) {
  const { t } = useTranslation('demobilization');
  const now = useNow();
  return (
    <DataGrid
      grid={live.grid}
      isFresh={(r) => live.notices.isFresh(r.demobilizationId)}
      columns={columns}
      title={t('approvals.gridTitle')}
      exportFileName="bandeja-desmovilizaciones"
      testId="demobilization-queue-grid"
      rowTestId={(r) => `demobilization-queue-row-${r.demobilizationId}`}
      toolbar={<LiveStatus updatedAt={live.updatedAt} now={now} size="xs" />}
    />
  );
}

/** What an approval released (the holdings let go with it), until closed. */
function ReleasedAlert({
  released,
  onClose,
}: {
  released: NonNullable<Released>;
  onClose: () => void;
}) {
  const { t } = useTranslation('demobilization');
  return (
    <Alert withCloseButton onClose={onClose} title={t('released.title', { code: released.code })}>
      <ReleasedList released={released.list} testId="approval-released" />
    </Alert>
  );
}
