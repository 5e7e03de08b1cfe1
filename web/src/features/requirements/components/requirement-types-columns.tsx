import { Badge, Button } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequirementTypeRow } from '@faena/contracts';
import type { GridRow } from '../../../components/ui/use-server-grid';

type Col = ColumnDef<GridRow<RequirementTypeRow>>;

const codeColumns = (t: TFunction): Col[] => [
  {
    accessorKey: 'code',
    header: t('types.code'),
    meta: { filter: { type: 'text' }, phone: 'title' },
  },
  {
    accessorKey: 'description',
    header: t('types.description'),
    meta: { filter: { type: 'text' } },
  },
];

/** Entity (person, vehicle…) and kind, in the user's language. */
const classColumns = (t: TFunction): Col[] => [
  {
    accessorKey: 'entity',
    header: t('types.entity'),
    cell: ({ row }) => t(`entities.${row.original.entity}`),
  },
  {
    accessorKey: 'kind',
    header: t('types.kind'),
    cell: ({ row }) => t(`kinds.${row.original.kind}`),
  },
];

const activeColumn = (t: TFunction): Col => ({
  accessorKey: 'active',
  header: t('types.active'),
  cell: ({ row }) => (
    <Badge color={row.original.active ? 'green' : 'gray'} variant="light">
      {t(row.original.active ? 'types.yes' : 'types.no')}
    </Badge>
  ),
});

/** The edit button, for those who may manage the catalogue (left out of the spreadsheet). */
const editColumn = (t: TFunction, edit: ((row: RequirementTypeRow) => void) | null): Col => ({
  id: 'actions',
  header: '',
  cell: ({ row }) =>
    edit ? (
      <Button
        size="compact-xs"
        variant="light"
        onClick={() => edit(row.original)}
        data-testid={`edit-type-${row.original.code}`}
      >
        {t('types.edit')}
      </Button>
    ) : null,
  meta: { noExport: true },
});

/** The requirement types grid; `edit` is null for who may not manage the catalogue. */
export function useTypeColumns(edit: ((row: RequirementTypeRow) => void) | null): Col[] {
  const { t } = useTranslation('requirements');
  return useMemo<Col[]>(
    () => [...codeColumns(t), ...classColumns(t), activeColumn(t), editColumn(t, edit)],
    [t, edit],
  );
}
