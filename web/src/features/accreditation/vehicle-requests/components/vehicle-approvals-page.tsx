import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CommandResult, type Decision, type VehicleRequestRow } from '@faena/contracts';
import { DecisionButtons } from '../../../../components/decision-buttons';
import { NewRowsPill } from '../../../../components/live/new-rows-pill';
import { DataGrid } from '../../../../components/ui/data-grid';
import { LiveStatus } from '../../../../components/ui/live-status';
import { useLiveGrid } from '../../../../hooks/use-live-grid';
import { useNow } from '../../../../hooks/use-now';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { hasPermission, useSession } from '../../../../stores/session.store';
import { listVehicleRequests } from '../api/vehicle-requests.api';
import { DecideVehicleRequestModal } from './decide-vehicle-request-modal';
import { useVehicleRequestColumns } from './vehicle-request-columns';
import { VehicleRequestHistoryDrawer } from './vehicle-request-history';

const NEWEST_FIRST = [{ id: 'RowIndex', desc: true }];

/** The client's vehicle request queue: Pendiente by default, live through vehicle-queue:<clientId>. */
export function VehicleApprovalsPage() {
  const { t } = useTranslation('vehicleRequests');
  const user = useSession((s) => s.user);
  const clientId = user?.profile.clientId ?? null;
  const canDecide = hasPermission(user, 'request.decide');
  const [deciding, setDeciding] = useState<{ row: VehicleRequestRow; decision: Decision } | null>(
    null,
  );
  const [history, setHistory] = useState<VehicleRequestRow | null>(null);
  const now = useNow();
  const { grid, updatedAt, notices } = useLiveGrid<VehicleRequestRow>(
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
  const actions = useCallback(
    (row: VehicleRequestRow) => (
      <Group gap={4}>
        {canDecide && row.status === 'P' && (
          <DecisionButtons
            onDecide={(decision) => setDeciding({ row, decision })}
            label={(decision) => t(`decide.${decision}.action`)}
            testId={(decision) => `vehicle-${decision}-${row.requestId}`}
          />
        )}
        <Button
          size="compact-xs"
          variant="default"
          leftSection={<IconHistory size={12} />}
          onClick={() => setHistory(row)}
          data-testid={`vehicle-request-history-${row.requestId}`}
        >
          {t('history.action')}
        </Button>
      </Group>
    ),
    [t, canDecide],
  );
  const columns = useVehicleRequestColumns(actions);

  const onDecided = async (result: CommandResult) => {
    const decision = deciding?.decision ?? 'approve';
    await grid.refetch(result.position);
    setDeciding(null);
    notifySuccess(t(`decide.${decision}.done`));
  };

  return (
    <Stack data-testid="vehicle-approvals-page">
      <Title order={1} size="h2">
        {t('approvals.title')}
      </Title>
      <Text c="dimmed">{t('approvals.subtitle')}</Text>
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          isFresh={(r) => notices.isFresh(r.requestId)}
          columns={columns}
          title={t('approvals.gridTitle')}
          exportFileName="bandeja-vehiculos"
          testId="vehicle-queue-grid"
          rowTestId={(r) => `vehicle-queue-row-${r.requestId}`}
          toolbar={<LiveStatus updatedAt={updatedAt} now={now} size="xs" />}
        />
      </Paper>
      {deciding && (
        <DecideVehicleRequestModal
          request={deciding.row}
          decision={deciding.decision}
          onDecided={onDecided}
          onClose={() => setDeciding(null)}
        />
      )}
      <VehicleRequestHistoryDrawer request={history} onClose={() => setHistory(null)} />
      <NewRowsPill notices={notices} />
    </Stack>
  );
}
