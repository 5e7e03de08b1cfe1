import { Select } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonIdentificationRow } from '@faena/contracts';
import { TwoLineCell } from '../../../components/ui/two-line-cell';
import type { GridRow } from '../../../components/ui/use-server-grid';
import type { Option } from '../api/identification.api';

type Column = ColumnDef<GridRow<PersonIdentificationRow>>;
export type Assign = (row: PersonIdentificationRow, identificationType: string) => unknown;

const personColumn = (t: TFunction): Column => ({
  accessorKey: 'fullName',
  header: t('grid.person'),
  enableSorting: false,
  cell: ({ row }) => (
    <TwoLineCell
      primary={row.original.fullName}
      secondary={`${row.original.documentType} ${row.original.documentNumber}`}
    />
  ),
  meta: { phone: 'title' },
});

interface PickerProps {
  row: PersonIdentificationRow;
  types: Option[];
  assign: Assign;
}

/** The person's type as a picker: picking another one assigns it. */
function TypePicker({ row, types, assign }: PickerProps) {
  const { t } = useTranslation('identification');
  return (
    <Select
      aria-label={t('types.pick', { name: row.fullName })}
      placeholder={t('types.none')}
      data={types}
      value={row.identificationType || null}
      onChange={(v) => {
        if (v && v !== row.identificationType) void assign(row, v);
      }}
      allowDeselect={false}
      size="xs"
      data-testid={`type-${row.personId}`}
    />
  );
}

const typeColumn = (t: TFunction, types: Option[], assign: Assign): Column => {
  const typeName = (code: string) =>
    code === '' ? t('types.none') : (types.find((o) => o.value === code)?.label ?? code);
  return {
    id: 'identificationType',
    // never empty: a phone's card keeps the line (and its picker) for a person without a type
    accessorFn: (r) => r.identificationType || '-',
    header: t('types.column'),
    enableSorting: false,
    cell: ({ row }) => <TypePicker row={row.original} types={types} assign={assign} />,
    meta: { exportValue: (r: PersonIdentificationRow) => typeName(r.identificationType) },
  };
};

/** Person, company and the identification type picker. */
export function usePersonTypeColumns(types: Option[], assign: Assign): Column[] {
  const { t } = useTranslation('identification');
  return useMemo(
    () => [
      personColumn(t),
      { accessorKey: 'companyName', header: t('grid.company'), enableSorting: false },
      typeColumn(t, types, assign),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names follow the options
    [t, types],
  );
}
