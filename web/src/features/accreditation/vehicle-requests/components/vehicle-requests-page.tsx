import { Button, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHistory, IconPencil, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, VehicleRequestRow } from '@faena/contracts';
import { NewRowsPill } from '../../../../components/live/new-rows-pill';
import { DataGrid } from '../../../../components/ui/data-grid';
import { LiveStatus } from '../../../../components/ui/live-status';
import { useLiveGrid } from '../../../../hooks/use-live-grid';
import { useNow } from '../../../../hooks/use-now';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useSession } from '../../../../stores/session.store';
import { listVehicleRequests } from '../api/vehicle-requests.api';
import { useVehicleRequestColumns } from './vehicle-request-columns';
import { CorrectVehicleRequestForm } from './correct-vehicle-request-form';
import { VehicleRequestForm } from './vehicle-request-form';
import { VehicleRequestHistoryDrawer } from './vehicle-request-history';

const NEWEST_FIRST = [{ id: 'RowIndex', desc: true }];

/** The applicant's screen: the new vehicle request form and their own vehicle requests, live. */
export function VehicleRequestsPage() {
  const { t } = useTranslation('vehicleRequests');
  const username = useSession((s) => s.user?.username ?? '');
  const [creating, setCreating] = useState(false);
  const [correcting, setCorrecting] = useState<VehicleRequestRow | null>(null);
  const [history, setHistory] = useState<VehicleRequestRow | null>(null);
  const now = useNow();
  const { grid, updatedAt, notices } = useLiveGrid<VehicleRequestRow>(
    username ? `vehicle-requester:${username}` : null,
    'vehicleRequest.changed',
    {
      fetchPage: listVehicleRequests,
      rowId: (r) => r.requestId,
      versionOf: (r) => r.version,
      initialFilters: [{ field: 'submittedBy', op: '=', value: username }],
      initialSorting: NEWEST_FIRST,
      onError: notifyError,
    },
  );
  // an observed request is corrected by its applicant; every request shows its history
  const actions = useCallback(
    (row: VehicleRequestRow) => (
      <>
        {row.status === 'O' && (
          <Button
            size="compact-xs"
            color="orange"
            leftSection={<IconPencil size={12} />}
            onClick={() => setCorrecting(row)}
            data-testid={`correct-vehicle-request-${row.requestId}`}
          >
            {t('correct.action')}
          </Button>
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
      </>
    ),
    [t],
  );
  const columns = useVehicleRequestColumns(actions);

  /** Read your writes: the grid reloads at the command's position before the result shows. */
  const afterSubmit = async (result: CommandResult) => {
    await grid.refetch(result.position);
    setCreating(false);
    notifySuccess(t('requests.sent'));
  };
  const afterCorrect = async (result: CommandResult) => {
    await grid.refetch(result.position);
    setCorrecting(null);
    notifySuccess(t('correct.done'));
  };

  return (
    <Stack data-testid="vehicle-requests-page">
      <Title order={1} size="h2">
        {t('requests.title')}
      </Title>
      <Text c="dimmed">{t('requests.subtitle')}</Text>
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          isFresh={(r) => notices.isFresh(r.requestId)}
          columns={columns}
          title={t('requests.gridTitle')}
          exportFileName="mis-solicitudes-vehiculos"
          testId="my-vehicle-requests-grid"
          rowTestId={(r) => `vehicle-request-row-${r.requestId}`}
          toolbar={
            <>
              <LiveStatus updatedAt={updatedAt} now={now} size="xs" />
              <Button
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => setCreating(true)}
                data-testid="new-vehicle-request"
              >
                {t('requests.new')}
              </Button>
            </>
          }
        />
      </Paper>
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('form.title')} size="lg">
        {creating && (
          <VehicleRequestForm onSubmitted={afterSubmit} onCancel={() => setCreating(false)} />
        )}
      </Modal>
      <Modal
        opened={correcting !== null}
        onClose={() => setCorrecting(null)}
        title={correcting ? t('correct.title', { code: correcting.code }) : ''}
        size="lg"
      >
        {correcting && (
          <CorrectVehicleRequestForm
            request={correcting}
            onCorrected={afterCorrect}
            onCancel={() => setCorrecting(null)}
          />
        )}
      </Modal>
      <VehicleRequestHistoryDrawer request={history} onClose={() => setHistory(null)} />
      <NewRowsPill notices={notices} />
    </Stack>
  );
}
