import { Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../../../components/ui/data-grid';
import { useServerGrid, type GridRow } from '../../../../components/ui/use-server-grid';
import { today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { vehicleAccessPages, type VehicleAccessRow } from '../api/vehicle-access.api';
import {
  AccreditationBadge,
  VehicleMarkingsTab,
  VehiclePhotoTab,
  VehicleRequirementsTab,
  VehicleTab,
} from './vehicle-access-tabs';

/**
 * The vehicle access management tabs. Restrictions are a person's (a vehicle is restricted
 * through its driver and passengers, who are decided with it): there is no Restriction tab.
 */
export const VEHICLE_ACCESS_TABS = [
  'list',
  'vehicle',
  'photo',
  'requirements',
  'markings',
] as const;
type VehicleAccessTab = (typeof VEHICLE_ACCESS_TABS)[number];

/** /acceso/vehiculos: the client's vehicles with their accreditation, and a chosen vehicle's tabs. */
export function VehicleAccessPage() {
  const { t } = useTranslation('accessRules');
  const [active, setActive] = useState<VehicleAccessTab>('list');
  const [selected, setSelected] = useState<VehicleAccessRow | null>(null);
  const fetchPage = useMemo(() => vehicleAccessPages(today()), []);
  const grid = useServerGrid<VehicleAccessRow>({
    fetchPage,
    rowId: (r) => r.vehicleId,
    onError: notifyError,
  });
  const columns = useMemo<Array<ColumnDef<GridRow<VehicleAccessRow>>>>(
    () => [
      {
        accessorKey: 'plate',
        header: t('vehicles.plate'),
        meta: { phone: 'title', filter: { type: 'text' } },
      },
      { accessorKey: 'type', header: t('vehicles.type'), enableSorting: false },
      { accessorKey: 'companyName', header: t('people.company') },
      {
        id: 'accreditation',
        header: t('vehicles.accreditation'),
        enableSorting: false,
        cell: ({ row }) => <AccreditationBadge row={row.original} />,
        meta: {
          exportValue: (r: VehicleAccessRow) =>
            t(`vehicles.status.${r.accreditation.status}`, {
              date: r.accreditation.status === 'none' ? '' : r.accreditation.endDate,
            }),
        },
      },
      {
        id: 'actions',
        header: t('common.actions'),
        enableSorting: false,
        cell: ({ row }) => (
          <Button
            size="xs"
            variant="subtle"
            onClick={() => {
              setSelected(row.original);
              setActive('vehicle');
            }}
            data-testid={`manage-vehicle-${row.original.plate}`}
          >
            {t('people.manage')}
          </Button>
        ),
      },
    ],
    [t],
  );
  return (
    <Stack data-testid="vehicle-access-page">
      <Title order={1} size="h2">
        {t('vehicles.title')}
      </Title>
      <Text c="dimmed">{t('vehicles.subtitle')}</Text>
      <Paper withBorder p="md">
        {selected && active !== 'list' && (
          <Group gap="xs" data-testid="vehicle-access-header">
            <Text fw={600}>
              {selected.plate} · {selected.type} · {selected.companyName}
            </Text>
            <AccreditationBadge row={selected} />
          </Group>
        )}
        <Tabs
          value={active}
          onChange={(v) => v && setActive(v as VehicleAccessTab)}
          keepMounted={false}
          // the list stays mounted and live (display: none, not a hidden Activity): a change in
          // another tab refetches it and the chosen row follows
          keepMountedMode="display-none"
          mt="xs"
        >
          <Tabs.List style={{ flexWrap: 'wrap' }}>
            {VEHICLE_ACCESS_TABS.map((name) => (
              <Tabs.Tab
                key={name}
                value={name}
                disabled={name !== 'list' && !selected}
                data-testid={`vehicle-access-tab-${name}`}
              >
                {t(`vehicles.tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="list" pt="sm" keepMounted>
            <DataGrid
              grid={grid}
              columns={columns}
              title={t('vehicles.gridTitle')}
              exportFileName="acceso-vehiculos"
              testId="vehicle-access-grid"
              rowTestId={(r) => `vehicle-access-row-${r.plate}`}
            />
            <Text size="sm" c="dimmed" mt="xs" data-testid="vehicle-access-no-restrictions">
              {t('vehicles.noRestrictions')}
            </Text>
          </Tabs.Panel>
          {selected && (
            <>
              <Tabs.Panel value="vehicle" pt="sm">
                <VehicleTab row={selected} />
              </Tabs.Panel>
              <Tabs.Panel value="photo" pt="sm">
                <VehiclePhotoTab row={selected} />
              </Tabs.Panel>
              <Tabs.Panel value="requirements" pt="sm">
                <VehicleRequirementsTab row={selected} />
              </Tabs.Panel>
              <Tabs.Panel value="markings" pt="sm">
                <VehicleMarkingsTab row={selected} />
              </Tabs.Panel>
            </>
          )}
        </Tabs>
      </Paper>
    </Stack>
  );
}
