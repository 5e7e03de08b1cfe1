import { Button } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { PersonAccessRow } from '@faena/contracts';
import { TwoLineCell } from '../../../../components/ui/two-line-cell';
import type { GridRow } from '../../../../components/ui/use-server-grid';

type Column = ColumnDef<GridRow<PersonAccessRow>>;

/** The person (name over document), company and group. */
const personColumns = (t: TFunction): Column[] => [
  {
    accessorKey: 'fullName',
    header: t('people.person'),
    enableSorting: false,
    cell: ({ row }) => (
      <TwoLineCell
        primary={row.original.fullName}
        secondary={`${row.original.documentType} ${row.original.documentNumber}`}
      />
    ),
    meta: { phone: 'title' },
  },
  { accessorKey: 'companyName', header: t('people.company'), enableSorting: false },
  { accessorKey: 'group', header: t('people.group'), enableSorting: false },
];

/** The person's rules: profile, restrictions (the active ones on screen) and exemptions. */
const ruleColumns = (t: TFunction): Column[] => [
  {
    id: 'profile',
    header: t('profiles.one'),
    enableSorting: false,
    cell: ({ row }) => row.original.profile?.profileCode ?? '',
    meta: { exportValue: (r: PersonAccessRow) => r.profile?.profileCode ?? '' },
  },
  {
    id: 'restrictions',
    header: t('people.restrictions'),
    enableSorting: false,
    cell: ({ row }) =>
      row.original.restrictions
        .filter((r) => r.active)
        .map((r) => r.code)
        .join(', '),
    meta: { exportValue: (r: PersonAccessRow) => r.restrictions.map((x) => x.code).join(', ') },
  },
  {
    id: 'exemptions',
    header: t('people.exemptions'),
    enableSorting: false,
    cell: ({ row }) => row.original.exemptions.map((x) => x.requirementCode).join(', '),
    meta: {
      exportValue: (r: PersonAccessRow) => r.exemptions.map((x) => x.requirementCode).join(', '),
    },
  },
];

/** The people list's columns, ending in the Manage button that opens the person's tabs. */
export function personAccessColumns(
  t: TFunction,
  onManage: (row: PersonAccessRow) => void,
): Column[] {
  return [
    ...personColumns(t),
    ...ruleColumns(t),
    {
      id: 'actions',
      header: t('common.actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <Button
          size="xs"
          variant="subtle"
          onClick={() => onManage(row.original)}
          data-testid={`manage-${row.original.personId}`}
        >
          {t('people.manage')}
        </Button>
      ),
    },
  ];
}
