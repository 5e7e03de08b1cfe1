import { Badge } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ProfileRow } from '@faena/contracts';
import type { GridRow } from '../../../../components/ui/use-server-grid';
import { EditRuleButton } from './rule-editing';

type Column = ColumnDef<GridRow<ProfileRow>>;

/** Whether the profile is active, a green/gray badge on screen and yes/no in the export. */
const activeColumn = (t: TFunction): Column => ({
  id: 'active',
  header: t('profiles.active'),
  enableSorting: false,
  cell: ({ row }) => (
    <Badge variant="light" color={row.original.active ? 'green' : 'gray'}>
      {t(row.original.active ? 'profiles.yes' : 'profiles.no')}
    </Badge>
  ),
  meta: { exportValue: (r: ProfileRow) => t(r.active ? 'profiles.yes' : 'profiles.no') },
});

/** The access profiles grid: code, description, the groups granted, active and Edit. */
export function profileColumns(t: TFunction, edit: (row: ProfileRow) => void): Column[] {
  return [
    {
      accessorKey: 'code',
      header: t('common.code'),
      enableSorting: false,
      meta: { phone: 'title' },
    },
    { accessorKey: 'description', header: t('profiles.description'), enableSorting: false },
    {
      id: 'groups',
      header: t('profiles.groups'),
      enableSorting: false,
      cell: ({ row }) => row.original.groupCodes.join(', '),
      meta: { exportValue: (r: ProfileRow) => r.groupCodes.join(', ') },
    },
    activeColumn(t),
    {
      id: 'actions',
      header: t('common.actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <EditRuleButton
          onClick={() => edit(row.original)}
          testId={`edit-profile-${row.original.code}`}
        />
      ),
    },
  ];
}
