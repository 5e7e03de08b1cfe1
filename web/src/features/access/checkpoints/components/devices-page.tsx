import { Button, Paper, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, DeviceRow } from '@faena/contracts';
import { DataGrid } from '../../../../components/ui/data-grid';
import { PageTitle } from '../../../../components/ui/page-title';
import { useServerGrid } from '../../../../components/ui/use-server-grid';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { hasPermission, useSession } from '../../../../stores/session.store';
import { listDevices } from '../api/checkpoints.api';
import { useDeviceColumns } from './device-columns';
import { DeviceForm } from './device-form';

/** The devices' grid: by zone, newer pushed rows kept. */
const DEVICES_GRID = {
  fetchPage: listDevices,
  rowId: (r: DeviceRow) => r.deviceId,
  versionOf: (r: DeviceRow) => r.version,
  initialSorting: [{ id: 'zoneName', desc: false }],
  onError: notifyError,
};

/** The device being edited (or a new one); saved, the grid reloads up to the change and it closes. */
function useDeviceEditing(refetch: (afterPosition?: number) => Promise<void>) {
  const { t } = useTranslation('checkpoints');
  const [editing, setEditing] = useState<DeviceRow | 'new' | null>(null);
  const onSaved = async ({ position }: CommandResult) => {
    await refetch(position);
    setEditing(null);
    notifySuccess(t('device.saved'));
  };
  return { editing, setEditing, onSaved };
}

/** /acceso/dispositivos: the client's devices (administrators register and edit them). */
export function DevicesPage() {
  const { t } = useTranslation('checkpoints');
  const canManage = useSession((s) => hasPermission(s.user, 'admin.operate'));
  const grid = useServerGrid<DeviceRow>(DEVICES_GRID);
  const { editing, setEditing, onSaved } = useDeviceEditing(grid.refetch);
  const columns = useDeviceColumns(setEditing, canManage);
  return (
    <Stack data-testid="devices-page">
      <PageTitle title={t('device.title')} subtitle={t('device.subtitle')} />
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          columns={columns}
          title={t('device.title')}
          exportFileName="dispositivos"
          testId="devices-grid"
          rowTestId={(r) => `device-row-${r.ip}`}
          toolbar={canManage ? <NewDeviceButton onClick={() => setEditing('new')} /> : undefined}
        />
      </Paper>
      {editing && (
        <DeviceForm
          device={editing === 'new' ? null : editing}
          onSaved={onSaved}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

function NewDeviceButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('checkpoints');
  return (
    <Button
      size="xs"
      leftSection={<IconPlus size={14} />}
      onClick={onClick}
      data-testid="new-device"
    >
      {t('device.new')}
    </Button>
  );
}
