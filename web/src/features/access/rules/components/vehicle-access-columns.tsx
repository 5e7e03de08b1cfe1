import { Button } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridRow } from '../../../../components/ui/use-server-grid';
import type { VehicleAccessRow } from '../api/vehicle-access.api';
import { AccreditationBadge } from './vehicle-access-tabs';

type Column = ColumnDef<GridRow<VehicleAccessRow>>;

/** The accreditation column: its badge on screen, its text in the export. */
const accreditationColumn = (t: TFunction): Column => ({
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
});

/** The row's Manage button: opens the vehicle's tabs. */
const actionsColumn = (t: TFunction, onManage: (row: VehicleAccessRow) => void): Column => ({
  id: 'actions',
  header: t('common.actions'),
  enableSorting: false,
  cell: ({ row }) => (
    <Button
      size="xs"
      variant="subtle"
      onClick={() => onManage(row.original)}
      data-testid={`manage-vehicle-${row.original.plate}`}
    >
      {t('people.manage')}
    </Button>
  ),
});

/** The vehicle access grid's columns: plate, type, company, accreditation and Manage. */
export function useVehicleAccessColumns(onManage: (row: VehicleAccessRow) => void): Column[] {
  const { t } = useTranslation('accessRules');
  return useMemo<Column[]>(
    () => [
      {
        accessorKey: 'plate',
        header: t('vehicles.plate'),
        meta: { phone: 'title', filter: { type: 'text' } },
      },
      { accessorKey: 'type', header: t('vehicles.type'), enableSorting: false },
      { accessorKey: 'companyName', header: t('people.company') },
      accreditationColumn(t),
      actionsColumn(t, onManage),
    ],
    [t, onManage],
  );
}
