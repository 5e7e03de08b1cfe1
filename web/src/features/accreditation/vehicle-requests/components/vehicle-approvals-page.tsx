import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CommandResult, type Decision, type VehicleRequestRow } from '@faena/contracts';
import { DecisionButtons } from '../../../../components/decision-buttons';
import { NewRowsPill } from '../../../../components/live/new-rows-pill';
import { DataGrid } from '../../../../components/ui/data-grid';
import { LiveStatus } from '../../../../components/ui/live-status';
import { PageTitle } from '../../../../components/ui/page-title';
import { useLiveGrid } from '../../../../hooks/use-live-grid';
import { useNow } from '../../../../hooks/use-now';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { hasPermission, useSession } from '../../../../stores/session.store';
import { listVehicleRequests } from '../api/vehicle-requests.api';
import { DecideVehicleRequestModal } from './decide-vehicle-request-modal';
import { useVehicleRequestColumns } from './vehicle-request-columns';
import { VehicleRequestHistoryDrawer } from './vehicle-request-history';

const NEWEST_FIRST = [{ id: 'RowIndex', desc: true }];

type Deciding = { row: VehicleRequestRow; decision: Decision };

/** The client's pending vehicle requests, live through vehicle-queue:<clientId>. */
function useVehicleQueue(clientId: string | null) {
  return useLiveGrid<VehicleRequestRow>(
    clientId ? `vehicle-queue:${clientId}` : null,
    'vehicleRequest.changed',
    {
      titleCount: true,
      fetchPage: listVehicleRequests,
      rowId: (r) => r.requestId,
      versionOf: (r) => r.version,
      initialFilters: [{ field: 'status', op: '=', value: 'P' }],
      initialSorting: NEWEST_FIRST,
      onError: notifyError,
    },
  );
}
type Queue = ReturnType<typeof useVehicleQueue>;

function HistoryButton({
  row,
  onOpen,
}: {
  row: VehicleRequestRow;
  onOpen: (row: VehicleRequestRow) => void;
}) {
  const { t } = useTranslation('vehicleRequests');
  return (
    <Button
      size="compact-xs"
      variant="default"
      leftSection={<IconHistory size={12} />}
      onClick={() => onOpen(row)}
      data-testid={`vehicle-request-history-${row.requestId}`}
    >
      {t('history.action')}
    </Button>
  );
}

/** A row's buttons: approve / observe / reject while pending (for a decider), and its history. */
function useQueueActions({
  canDecide,
  setDeciding,
  setHistory,
}: {
  canDecide: boolean;
  setDeciding: (d: Deciding) => void;
  setHistory: (row: VehicleRequestRow) => void;
}) {
  const { t } = useTranslation('vehicleRequests');
  return useCallback(
    (row: VehicleRequestRow) => (
      <Group gap={4}>
        {canDecide && row.status === 'P' && (
          <DecisionButtons
            onDecide={(decision) => setDeciding({ row, decision })}
            label={(decision) => t(`decide.${decision}.action`)}
            testId={(decision) => `vehicle-${decision}-${row.requestId}`}
          />
        )}
        <HistoryButton row={row} onOpen={setHistory} />
      </Group>
    ),
    [t, canDecide, setDeciding, setHistory],
  );
}

function QueueGrid({
  queue,
  columns,
}: {
  queue: Queue;
  columns: ReturnType<typeof useVehicleRequestColumns>;
}) {
  const { t } = useTranslation('vehicleRequests');
  const now = useNow();
  return (
    <Paper withBorder p="md">
      <DataGrid
        grid={queue.grid}
        isFresh={(r) => queue.notices.isFresh(r.requestId)}
        columns={columns}
        title={t('approvals.gridTitle')}
        exportFileName="bandeja-vehiculos"
        testId="vehicle-queue-grid"
        rowTestId={(r) => `vehicle-queue-row-${r.requestId}`}
        toolbar={<LiveStatus updatedAt={queue.updatedAt} now={now} size="xs" />}
      />
    </Paper>
  );
}

/** The client's vehicle request queue: Pendiente by default, live through vehicle-queue:<clientId>. */
export function VehicleApprovalsPage() {
  const { t } = useTranslation('vehicleRequests');
  const user = useSession((s) => s.user);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [history, setHistory] = useState<VehicleRequestRow | null>(null);
  const queue = useVehicleQueue(user?.profile.clientId ?? null);
  const canDecide = hasPermission(user, 'request.decide');
  const columns = useVehicleRequestColumns(useQueueActions({ canDecide, setDeciding, setHistory }));
  const onDecided = async ({ position }: CommandResult) => {
    await queue.grid.refetch(position);
    setDeciding(null);
    notifySuccess(t(`decide.${deciding?.decision ?? 'approve'}.done`));
  };
  return (
    <Stack data-testid="vehicle-approvals-page">
      <PageTitle title={t('approvals.title')} subtitle={t('approvals.subtitle')} />
      <QueueGrid queue={queue} columns={columns} />
      {deciding && (
        <DecideVehicleRequestModal
          request={deciding.row}
          decision={deciding.decision}
          onDecided={onDecided}
          onClose={() => setDeciding(null)}
        />
      )}
      <VehicleRequestHistoryDrawer request={history} onClose={() => setHistory(null)} />
      <NewRowsPill notices={queue.notices} />
    </Stack>
  );
}
