import { Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid } from '../../../../components/ui/data-grid';
import { useServerGrid, type ServerGrid } from '../../../../components/ui/use-server-grid';
import { today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { vehicleAccessPages, type VehicleAccessRow } from '../api/vehicle-access.api';
import { useVehicleAccessLive } from './use-vehicle-access-live';
import { useVehicleAccessColumns } from './vehicle-access-columns';
import {
  AccreditationBadge,
  VehiclePhotoTab,
  VehicleRequirementsTab,
  VehicleTab,
} from './vehicle-access-tabs';
import { VehicleMarkingsTab } from './vehicle-markings-tab';

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

/** The chosen vehicle's tab panels (the list's panel stays apart: it is always mounted). */
const VEHICLE_PANELS: Array<{
  name: Exclude<VehicleAccessTab, 'list'>;
  Panel: (props: { row: VehicleAccessRow }) => React.ReactNode;
}> = [
  { name: 'vehicle', Panel: VehicleTab },
  { name: 'photo', Panel: VehiclePhotoTab },
  { name: 'requirements', Panel: VehicleRequirementsTab },
  { name: 'markings', Panel: VehicleMarkingsTab },
];

/**
 * The client's vehicles as a live grid: a vehicle's accreditation that changes (a request
 * submitted, decided or corrected) reloads the page.
 */
function useVehicleAccessGrid(): ServerGrid<VehicleAccessRow> {
  const fetchPage = useMemo(() => vehicleAccessPages(today()), []);
  const grid = useServerGrid<VehicleAccessRow>({
    fetchPage,
    rowId: (r) => r.vehicleId,
    onError: notifyError,
  });
  useVehicleAccessLive({ change: 'accreditation', refetch: grid.refetch });
  return grid;
}

/** /acceso/vehiculos: the client's vehicles with their accreditation, and a chosen vehicle's tabs. */
export function VehicleAccessPage() {
  const { t } = useTranslation('accessRules');
  const [active, setActive] = useState<VehicleAccessTab>('list');
  const [chosen, setChosen] = useState<VehicleAccessRow | null>(null);
  const grid = useVehicleAccessGrid();
  const manage = useCallback((row: VehicleAccessRow) => {
    setChosen(row);
    setActive('vehicle');
  }, []);
  const columns = useVehicleAccessColumns(manage);
  // the chosen vehicle follows the grid's fresh rows (its accreditation after a live change)
  const selected = chosen && (grid.rows.find((r) => r.vehicleId === chosen.vehicleId) ?? chosen);
  return (
    <Stack data-testid="vehicle-access-page">
      <Title order={1} size="h2">
        {t('vehicles.title')}
      </Title>
      <Text c="dimmed">{t('vehicles.subtitle')}</Text>
      <Paper withBorder p="md">
        {selected && active !== 'list' && <VehicleAccessHeader row={selected} />}
        <VehicleAccessTabs active={active} onChange={setActive} selected={selected}>
          <VehicleAccessList grid={grid} columns={columns} />
        </VehicleAccessTabs>
      </Paper>
    </Stack>
  );
}

/** The tabs: the List (always mounted, with `children`) and the chosen vehicle's. */
function VehicleAccessTabs(props: {
  active: VehicleAccessTab;
  onChange: (tab: VehicleAccessTab) => void;
  selected: VehicleAccessRow | null;
  children: React.ReactNode;
}) {
  const { selected } = props;
  return (
    <Tabs
      value={props.active}
      onChange={(v) => v && props.onChange(v as VehicleAccessTab)}
      keepMounted={false}
      // the list stays mounted and live (display: none, not a hidden Activity): a change in
      // another tab refetches it and the chosen row follows
      keepMountedMode="display-none"
      mt="xs"
    >
      <VehicleAccessTabList hasSelection={selected !== null} />
      <Tabs.Panel value="list" pt="sm" keepMounted>
        {props.children}
      </Tabs.Panel>
      {selected &&
        VEHICLE_PANELS.map(({ name, Panel }) => (
          <Tabs.Panel key={name} value={name} pt="sm">
            <Panel row={selected} />
          </Tabs.Panel>
        ))}
    </Tabs>
  );
}

/** The chosen vehicle over its tabs: plate, type, company and accreditation. */
function VehicleAccessHeader({ row }: { row: VehicleAccessRow }) {
  return (
    <Group gap="xs" data-testid="vehicle-access-header">
      <Text fw={600}>
        {row.plate} · {row.type} · {row.companyName}
      </Text>
      <AccreditationBadge row={row} />
    </Group>
  );
}

/** The tab headers; a vehicle's tabs wait for a chosen vehicle. */
function VehicleAccessTabList({ hasSelection }: { hasSelection: boolean }) {
  const { t } = useTranslation('accessRules');
  return (
    <Tabs.List style={{ flexWrap: 'wrap' }}>
      {VEHICLE_ACCESS_TABS.map((name) => (
        <Tabs.Tab
          key={name}
          value={name}
          disabled={name !== 'list' && !hasSelection}
          data-testid={`vehicle-access-tab-${name}`}
        >
          {t(`vehicles.tabs.${name}`)}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}

/** The List tab: the vehicles' grid and the note that vehicles have no restrictions of their own. */
function VehicleAccessList(props: {
  grid: ServerGrid<VehicleAccessRow>;
  columns: ReturnType<typeof useVehicleAccessColumns>;
}) {
  const { t } = useTranslation('accessRules');
  return (
    <>
      <DataGrid
        grid={props.grid}
        columns={props.columns}
        title={t('vehicles.gridTitle')}
        exportFileName="acceso-vehiculos"
        testId="vehicle-access-grid"
        rowTestId={(r) => `vehicle-access-row-${r.plate}`}
      />
      <Text size="sm" c="dimmed" mt="xs" data-testid="vehicle-access-no-restrictions">
        {t('vehicles.noRestrictions')}
      </Text>
    </>
  );
}
