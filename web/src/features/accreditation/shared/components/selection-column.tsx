import { Checkbox, VisuallyHidden } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridRow } from '../../../../components/ui/use-server-grid';
import type { RowSelection } from '../hooks/use-row-selection';

interface Props<T> {
  selection: RowSelection<T>;
  rowId: (row: T) => string;
  /** the code a screen reader names the tick by (VIS-…, SOV-…) */
  codeOf: (row: T) => string;
}

/** The mass list's tick column, first in the grid (left out of the spreadsheet). */
export function useSelectionColumn<T>({ selection, rowId, codeOf }: Props<T>) {
  const { t } = useTranslation('screenModes');
  return useMemo<ColumnDef<GridRow<T>>>(
    () => ({
      id: 'select',
      header: () => <VisuallyHidden>{t('selection.column')}</VisuallyHidden>,
      enableSorting: false,
      cell: ({ row }) => (
        <Checkbox
          size="xs"
          aria-label={t('selection.select', { code: codeOf(row.original) })}
          checked={selection.isSelected(rowId(row.original))}
          onChange={(e) => selection.toggle(row.original, e.currentTarget.checked)}
          data-testid={`select-${rowId(row.original)}`}
        />
      ),
      meta: { noExport: true, phone: 'actions' },
    }),
    [t, selection, rowId, codeOf],
  );
}
