import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { GroupRow } from '@faena/contracts';
import type { GridRow } from '../../../../components/ui/use-server-grid';
import { formatDate } from '../../../../lib/format';
import { EditRuleButton } from './rule-editing';

type Column = ColumnDef<GridRow<GroupRow>>;

/** The zones (by name) and the schedules a group grants, as text on screen and in the export. */
const grantColumns = (t: TFunction, zoneName: (id: string) => string): Column[] => [
  {
    id: 'zones',
    header: t('groups.zones'),
    enableSorting: false,
    cell: ({ row }) => row.original.zoneIds.map(zoneName).join(', '),
    meta: { exportValue: (r: GroupRow) => r.zoneIds.map(zoneName).join(', ') },
  },
  {
    id: 'schedules',
    header: t('groups.schedules'),
    enableSorting: false,
    cell: ({ row }) => row.original.scheduleCodes.join(', '),
    meta: { exportValue: (r: GroupRow) => r.scheduleCodes.join(', ') },
  },
];

/** From when to when the group grants access. */
const validityColumn = (t: TFunction): Column => ({
  id: 'validity',
  header: `${t('common.startDate')} – ${t('common.endDate')}`,
  enableSorting: false,
  cell: ({ row }) => `${formatDate(row.original.startDate)} – ${formatDate(row.original.endDate)}`,
  meta: { nowrap: true },
});

/** The access groups grid: code, name, zones, schedules, validity and Edit. */
export function groupColumns(
  t: TFunction,
  zoneName: (id: string) => string,
  edit: (row: GroupRow) => void,
): Column[] {
  return [
    {
      accessorKey: 'code',
      header: t('common.code'),
      enableSorting: false,
      meta: { phone: 'title' },
    },
    { accessorKey: 'name', header: t('groups.name'), enableSorting: false },
    ...grantColumns(t, zoneName),
    validityColumn(t),
    {
      id: 'actions',
      header: t('common.actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <EditRuleButton
          onClick={() => edit(row.original)}
          testId={`edit-group-${row.original.code}`}
        />
      ),
    },
  ];
}
