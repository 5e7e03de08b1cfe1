import { Group, Paper, Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DecideVisitBodySchema,
  type CommandResult,
  type Decision,
  type VisitRow,
} from '@faena/contracts';
import { DecisionButtons } from '../../../../components/decision-buttons';
import { DecisionDialog } from '../../../../components/decision-dialog';
import { NewRowsPill } from '../../../../components/live/new-rows-pill';
import { DataGrid } from '../../../../components/ui/data-grid';
import { LiveStatus } from '../../../../components/ui/live-status';
import { PageTitle } from '../../../../components/ui/page-title';
import { useLiveGrid } from '../../../../hooks/use-live-grid';
import { useNow } from '../../../../hooks/use-now';
import { newCommandId } from '../../../../lib/command-id';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { hasPermission, useSession } from '../../../../stores/session.store';
import { decideVisit, listVisits } from '../api/visits.api';
import { useVisitColumns } from './visit-columns';
import { useZoneNames } from './use-zone-names';
import { VisitDetailDrawer } from './visit-detail';
import { VisitViewButton } from './visit-view-button';

const NEWEST_FIRST = [{ id: 'RowIndex', desc: true }];
const OPEN = new Set(['P', 'O']);

type Deciding = { row: VisitRow; decision: Decision };

/** The client's pending visits, live through visit-queue:<clientId> (the tab title counts them). */
function useVisitQueue(clientId: string | null) {
  return useLiveGrid<VisitRow>(clientId ? `visit-queue:${clientId}` : null, 'visit.changed', {
    titleCount: true,
    fetchPage: listVisits,
    rowId: (r) => r.visitId,
    versionOf: (r) => r.version,
    initialFilters: [{ field: 'status', op: '=', value: 'P' }],
    initialSorting: NEWEST_FIRST,
    onError: notifyError,
  });
}

/** A row's buttons: approve / observe / reject while open (for a decider), and Ver. */
function useQueueActions({
  canDecide,
  setDeciding,
  setViewing,
}: {
  canDecide: boolean;
  setDeciding: (d: Deciding) => void;
  setViewing: (row: VisitRow) => void;
}) {
  const { t } = useTranslation('visits');
  return useCallback(
    (row: VisitRow) => (
      <Group gap={4}>
        {canDecide && OPEN.has(row.status) && (
          <DecisionButtons
            onDecide={(decision) => setDeciding({ row, decision })}
            label={(decision) => t(`decide.${decision}.action`)}
            testId={(decision) => `visit-${decision}-${row.code}`}
          />
        )}
        <VisitViewButton row={row} onView={setViewing} />
      </Group>
    ),
    [t, canDecide, setDeciding, setViewing],
  );
}

/** The client's visit queue: pending by default, live through visit-queue:<clientId>. */
export function VisitApprovalsPage() {
  const { t } = useTranslation('visits');
  const user = useSession((s) => s.user);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [viewing, setViewing] = useState<VisitRow | null>(null);
  const zoneName = useZoneNames();
  const queue = useVisitQueue(user?.profile.clientId ?? null);
  const { grid, notices } = queue;
  const canDecide = hasPermission(user, 'request.decide');
  const actions = useQueueActions({ canDecide, setDeciding, setViewing });
  const columns = useVisitColumns(actions, zoneName);
  const onDecided = async (result: CommandResult) => {
    const decision = deciding?.decision ?? 'approve';
    await grid.refetch(result.position);
    setDeciding(null);
    notifySuccess(t(`decide.${decision}.done`));
  };
  return (
    <Stack data-testid="visit-approvals-page">
      <PageTitle title={t('approvals.title')} subtitle={t('approvals.subtitle')} />
      <QueueGrid queue={queue} columns={columns} />
      {deciding && (
        <DecideVisit {...deciding} onDecided={onDecided} onClose={() => setDeciding(null)} />
      )}
      <VisitDetailDrawer visit={viewing} zoneName={zoneName} onClose={() => setViewing(null)} />
      <NewRowsPill notices={notices} />
    </Stack>
  );
}

type Queue = ReturnType<typeof useVisitQueue>;

function QueueGrid({
  queue,
  columns,
}: {
  queue: Queue;
  columns: ReturnType<typeof useVisitColumns>;
}) {
  const { t } = useTranslation('visits');
  const now = useNow();
  return (
    <Paper withBorder p="md">
      <DataGrid
        grid={queue.grid}
        isFresh={(r) => queue.notices.isFresh(r.visitId)}
        columns={columns}
        title={t('approvals.gridTitle')}
        exportFileName="bandeja-visitas"
        testId="visit-queue-grid"
        rowTestId={(r) => `visit-queue-row-${r.code}`}
        toolbar={<LiveStatus updatedAt={queue.updatedAt} now={now} size="xs" />}
      />
    </Paper>
  );
}

type DecideProps = {
  row: VisitRow;
  decision: Decision;
  onDecided: (r: CommandResult) => Promise<void>;
  onClose: () => void;
};

function DecideVisit({ row, decision, onDecided, onClose }: DecideProps) {
  const { t } = useTranslation('visits');
  const [commandId] = useState(newCommandId);
  return (
    <DecisionDialog
      decision={decision}
      commentSchema={DecideVisitBodySchema.shape.comment}
      texts={{
        title: t(`decide.${decision}.title`),
        summary: t('decide.summary', { code: row.code, host: row.hostName }),
        comment: t('decide.comment'),
        cancel: t('form.cancel'),
        confirm: t(`decide.${decision}.confirm`),
      }}
      onConfirm={async (comment) =>
        onDecided(await decideVisit(decision, { commandId, visitId: row.visitId, comment }))
      }
      onClose={onClose}
      testId="decide-visit"
    />
  );
}
