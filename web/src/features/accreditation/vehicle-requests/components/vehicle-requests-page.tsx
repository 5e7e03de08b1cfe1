import { Button, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
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
import { VehicleRequestForm } from './vehicle-request-form';

const NEWEST_FIRST = [{ id: 'RowIndex', desc: true }];
/** The applicant's grid has no row actions (a stable function: the columns memo keys on it). */
const noActions = () => null;

/** The applicant's screen: the new vehicle request form and their own vehicle requests, live. */
export function VehicleRequestsPage() {
  const { t } = useTranslation('vehicleRequests');
  const username = useSession((s) => s.user?.username ?? '');
  const [creating, setCreating] = useState(false);
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
  const columns = useVehicleRequestColumns(noActions);

  /** Read your writes: the grid reloads at the command's position before the result shows. */
  const afterSubmit = async (result: CommandResult) => {
    await grid.refetch(result.position);
    setCreating(false);
    notifySuccess(t('requests.sent'));
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
      <NewRowsPill notices={notices} />
    </Stack>
  );
}
