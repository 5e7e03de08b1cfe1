import { Badge, Button } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceRow } from '@faena/contracts';
import type { GridRow } from '../../../../components/ui/use-server-grid';

type Col = ColumnDef<GridRow<DeviceRow>>;
const TEXT = { type: 'text' } as const;

/** The device's active flag as a badge, S/N in the export. */
const activeColumn = (t: TFunction): Col => ({
  accessorKey: 'active',
  header: t('device.active'),
  cell: ({ row }) => (
    <Badge color={row.original.active ? 'green' : 'gray'} variant="light">
      {t(row.original.active ? 'activeS' : 'activeN')}
    </Badge>
  ),
  meta: { exportValue: (r) => (r.active ? 'S' : 'N') },
});

/** Edit, for who manages devices. */
const actionsColumn = (t: TFunction, edit: (row: DeviceRow) => void, canManage: boolean): Col => ({
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
});

/** Zone, door, type, model, IP, MAC, read type and I/O function (zone, door, IP and MAC filtered). */
const deviceColumns = (t: TFunction): Col[] => [
  { accessorKey: 'zoneName', header: t('device.zone'), meta: { filter: TEXT } },
  { accessorKey: 'doorName', header: t('device.doorId'), meta: { filter: TEXT, phone: 'title' } },
  { accessorKey: 'type', header: t('device.type'), meta: { nowrap: true } },
  { accessorKey: 'model', header: t('device.model') },
  { accessorKey: 'ip', header: t('device.ip'), meta: { filter: TEXT, nowrap: true } },
  { accessorKey: 'mac', header: t('device.mac'), meta: { filter: TEXT, nowrap: true } },
  { accessorKey: 'readType', header: t('device.readType'), meta: { nowrap: true } },
  { accessorKey: 'ioFunction', header: t('device.ioFunction'), meta: { nowrap: true } },
];

/** The devices grid: zone, door, type, model, IP, MAC, read type, I/O function, active. */
export function useDeviceColumns(edit: (row: DeviceRow) => void, canManage: boolean): Col[] {
  const { t } = useTranslation('checkpoints');
  return useMemo<Col[]>(
    () => [...deviceColumns(t), activeColumn(t), actionsColumn(t, edit, canManage)],
    [t, edit, canManage],
  );
}
