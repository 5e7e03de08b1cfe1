import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, DeviceRow } from '@faena/contracts';
import { DataGrid } from '../../../../components/ui/data-grid';
import { useServerGrid, type GridRow } from '../../../../components/ui/use-server-grid';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { hasPermission, useSession } from '../../../../stores/session.store';
import { listDevices } from '../api/checkpoints.api';
import { DeviceForm } from './device-form';

type Col = ColumnDef<GridRow<DeviceRow>>;

function useDeviceColumns(edit: (row: DeviceRow) => void, canManage: boolean): Col[] {
  const { t } = useTranslation('checkpoints');
  return useMemo<Col[]>(
    () => [
      {
        accessorKey: 'zoneName',
        header: t('device.zone'),
        meta: { filter: { type: 'text' } },
      },
      {
        accessorKey: 'doorName',
        header: t('device.doorId'),
        meta: { filter: { type: 'text' }, phone: 'title' },
      },
      { accessorKey: 'type', header: t('device.type'), meta: { nowrap: true } },
      { accessorKey: 'model', header: t('device.model') },
      {
        accessorKey: 'ip',
        header: t('device.ip'),
        meta: { filter: { type: 'text' }, nowrap: true },
      },
      {
        accessorKey: 'mac',
        header: t('device.mac'),
        meta: { filter: { type: 'text' }, nowrap: true },
      },
      { accessorKey: 'readType', header: t('device.readType'), meta: { nowrap: true } },
      { accessorKey: 'ioFunction', header: t('device.ioFunction'), meta: { nowrap: true } },
      {
        accessorKey: 'active',
        header: t('device.active'),
        cell: ({ row }) => (
          <Badge color={row.original.active ? 'green' : 'gray'} variant="light">
            {t(row.original.active ? 'activeS' : 'activeN')}
          </Badge>
        ),
        meta: { exportValue: (r) => (r.active ? 'S' : 'N') },
      },
      {
        id: 'actions',
        header: '',
        cell: ({ row }) =>
          canManage ? (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => edit(row.original)}
              data-testid={`device-edit-${row.original.deviceId}`}
            >
              {t('edit')}
            </Button>
          ) : null,
        meta: { noExport: true },
      },
    ],
    [t, edit, canManage],
  );
}

/** /acceso/dispositivos: the client's devices (administrators register and edit them). */
export function DevicesPage() {
  const { t } = useTranslation('checkpoints');
  const canManage = useSession((s) => hasPermission(s.user, 'admin.operate'));
  const [editing, setEditing] = useState<DeviceRow | 'new' | null>(null);
  const grid = useServerGrid<DeviceRow>({
    fetchPage: listDevices,
    rowId: (r) => r.deviceId,
    versionOf: (r) => r.version,
    initialSorting: [{ id: 'zoneName', desc: false }],
    onError: notifyError,
  });
  const columns = useDeviceColumns(setEditing, canManage);
  const onSaved = async (result: CommandResult) => {
    await grid.refetch(result.position);
    setEditing(null);
    notifySuccess(t('device.saved'));
  };
  return (
    <Stack data-testid="devices-page">
      <Title order={1} size="h2">
        {t('device.title')}
      </Title>
      <Text c="dimmed">{t('device.subtitle')}</Text>
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          columns={columns}
          title={t('device.title')}
          exportFileName="dispositivos"
          testId="devices-grid"
          rowTestId={(r) => `device-row-${r.ip}`}
          toolbar={
            canManage ? (
              <Button
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => setEditing('new')}
                data-testid="new-device"
              >
                {t('device.new')}
              </Button>
            ) : undefined
          }
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
