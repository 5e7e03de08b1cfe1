import { Badge, Button, Group } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
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

/** The checkpoints grid: name, division, capacity, marking flags, doors count, active. */
export function useCheckpointColumns({ edit, doors, canManage }: Actions): Col[] {
  const { t } = useTranslation('checkpoints');
  return useMemo<Col[]>(
    () => [
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
      ...(['personMarking', 'vehicleMarking'] as const).map((key): Col => ({
        accessorKey: key,
        header: t(`zone.${key}`),
        cell: ({ row }) => <YesNo value={row.original[key]} />,
        meta: { exportValue: (r) => yesNoExport(r[key]) },
      })),
      { accessorKey: 'doorCount', header: t('zone.doorCount'), meta: { nowrap: true } },
      {
        accessorKey: 'active',
        header: t('zone.active'),
        cell: ({ row }) => (
          <Badge color={row.original.active ? 'green' : 'gray'} variant="light">
            {t(row.original.active ? 'activeS' : 'activeN')}
          </Badge>
        ),
        meta: { exportValue: (r) => yesNoExport(r.active) },
      },
      {
        id: 'actions',
        header: '',
        cell: ({ row }) => (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => doors(row.original)}
              data-testid={`zone-doors-${row.original.zoneId}`}
            >
              {t('zone.doors')}
            </Button>
            {canManage && (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => edit(row.original)}
                data-testid={`zone-edit-${row.original.zoneId}`}
              >
                {t('edit')}
              </Button>
            )}
          </Group>
        ),
        meta: { noExport: true },
      },
    ],
    [t, edit, doors, canManage],
  );
}
