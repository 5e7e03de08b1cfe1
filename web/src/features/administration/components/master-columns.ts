import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf } from '@faena/contracts';
import type { GridRow } from '../../../components/ui/use-server-grid';
import type { Row } from '../api/administration.api';
import type { ColumnSpec } from './master-page';

/** A declared column as a grid column: its text (shown and exported), filter and phone role. */
function masterColumn(c: ColumnSpec, t: TFunction<'administration'>): ColumnDef<GridRow<Row>> {
  const { text } = c;
  return {
    id: c.field,
    accessorFn: (r: Row) => r[c.field],
    header: t(c.label),
    cell: ({ row }) => (text ? text(row.original) : textOf(row.original[c.field])),
    meta: {
      filter: c.filter,
      phone: c.phone,
      ...(text ? { exportValue: (r: Row) => text(r) } : {}),
    },
  };
}

/** The grid columns of an administration screen's declared columns. */
export function useMasterColumns(columns: ColumnSpec[]): Array<ColumnDef<GridRow<Row>>> {
  const { t } = useTranslation('administration');
  return useMemo(() => columns.map((c) => masterColumn(c, t)), [columns, t]);
}
