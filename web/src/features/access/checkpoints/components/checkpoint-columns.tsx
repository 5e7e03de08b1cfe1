import { Badge, Button, Group } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckpointRow } from '@faena/contracts';
import type { GridRow } from '../../../../components/ui/use-server-grid';

type Col = ColumnDef<GridRow<CheckpointRow>>;

/** A Yes/no S/N cell (spec reference list), green for S. */
export function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation('checkpoints');
  return (
    <Badge color={value ? 'green' : 'gray'} variant="light">
      {t(value ? 'yes' : 'no')}
    </Badge>
  );
}
const yesNoExport = (v: boolean) => (v ? 'S' : 'N');

interface Actions {
  edit: (row: CheckpointRow) => void;
  doors: (row: CheckpointRow) => void;
  canManage: boolean;
}

/** The zone's buttons: its doors, and edit for who manages checkpoints. */
function ZoneActions({ row, actions }: { row: CheckpointRow; actions: Actions }) {
  const { t } = useTranslation('checkpoints');
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-xs"
        variant="light"
        onClick={() => actions.doors(row)}
        data-testid={`zone-doors-${row.zoneId}`}
      >
        {t('zone.doors')}
      </Button>
      {actions.canManage && (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => actions.edit(row)}
          data-testid={`zone-edit-${row.zoneId}`}
        >
          {t('edit')}
        </Button>
      )}
    </Group>
  );
}

/** The zone's active flag as a badge, S/N in the export. */
const activeColumn = (t: TFunction): Col => ({
  accessorKey: 'active',
  header: t('zone.active'),
  cell: ({ row }) => (
    <Badge color={row.original.active ? 'green' : 'gray'} variant="light">
      {t(row.original.active ? 'activeS' : 'activeN')}
    </Badge>
  ),
  meta: { exportValue: (r) => yesNoExport(r.active) },
});

/** Whether people and vehicles mark at the zone: Yes/no cells, S/N in the export. */
const markingColumns = (t: TFunction): Col[] =>
  (['personMarking', 'vehicleMarking'] as const).map((key): Col => ({
    accessorKey: key,
    header: t(`zone.${key}`),
    cell: ({ row }) => <YesNo value={row.original[key]} />,
    meta: { exportValue: (r) => yesNoExport(r[key]) },
  }));

const checkpointColumns = (t: TFunction, actions: Actions): Col[] => [
  {
    accessorKey: 'name',
    header: t('zone.name'),
    meta: { filter: { type: 'text' }, phone: 'title' },
  },
  {
    accessorKey: 'divisionId',
    header: t('zone.division'),
    meta: { filter: { type: 'text' }, nowrap: true },
  },
  { accessorKey: 'capacity', header: t('zone.capacity'), meta: { nowrap: true } },
  ...markingColumns(t),
  { accessorKey: 'doorCount', header: t('zone.doorCount'), meta: { nowrap: true } },
  activeColumn(t),
  {
    id: 'actions',
    header: '',
    cell: ({ row }) => <ZoneActions row={row.original} actions={actions} />,
    meta: { noExport: true },
  },
];

/** The checkpoints grid: name, division, capacity, marking flags, doors count, active. */
export function useCheckpointColumns({ edit, doors, canManage }: Actions): Col[] {
  const { t } = useTranslation('checkpoints');
  return useMemo(
    () => checkpointColumns(t, { edit, doors, canManage }),
    [t, edit, doors, canManage],
  );
}
