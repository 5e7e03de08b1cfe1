import { Button, Text } from '@mantine/core';
import { IconDownload, IconX } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf } from '@faena/contracts';
import { headerText } from '../../../../components/ui/data-grid-parts';
import { exportSheet, type Cell } from '../../../../components/ui/export-xlsx';
import type { GridRow } from '../../../../components/ui/use-server-grid';
import { notifyError } from '../../../../lib/notify';
import type { RowSelection } from '../hooks/use-row-selection';

type Columns<T> = ReadonlyArray<ColumnDef<GridRow<T>>>;

const cellOf = (value: unknown): Cell =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : textOf(value);

/** The ticked rows as the grid's spreadsheet shows them: the same columns, headers and values. */
export function selectionSheet<T>(columns: Columns<T>, rows: readonly T[]) {
  const kept = columns.filter((c) => !c.meta?.noExport);
  const valueOf = (c: ColumnDef<GridRow<T>>, row: T): Cell => {
    const exported = c.meta?.exportValue?.(row as GridRow<T>);
    if (exported !== undefined) return exported;
    const key = 'accessorKey' in c ? String(c.accessorKey) : null;
    return key ? cellOf((row as Record<string, unknown>)[key]) : null;
  };
  return {
    headers: kept.map((c) => headerText(c.header, c.id ?? '')),
    rows: rows.map((row) => kept.map((c) => valueOf(c, row))),
  };
}

interface Props<T> {
  selection: RowSelection<T>;
  columns: Columns<T>;
  sheet: { title: string; fileName: string };
}

function useSelectionExport<T>({ selection, columns, sheet }: Props<T>) {
  const [exporting, setExporting] = useState(false);
  const exportSelected = async () => {
    setExporting(true);
    try {
      await exportSheet({ ...sheet, ...selectionSheet(columns, selection.rows) });
    } catch (e) {
      notifyError(e);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportSelected };
}

/** The mass list's (LM) actions on the ticked rows: export them, or clear the ticks. */
export function SelectionActions<T>(props: Props<T>) {
  const { t } = useTranslation('screenModes');
  const { exporting, exportSelected } = useSelectionExport(props);
  const count = props.selection.rows.length;
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={14} />}
        disabled={count === 0}
        loading={exporting}
        onClick={() => void exportSelected()}
        data-testid="export-selected"
      >
        {t('selection.export', { count })}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconX size={14} />}
        disabled={count === 0}
        onClick={props.selection.clear}
        data-testid="clear-selected"
      >
        {t('selection.clear')}
      </Button>
    </>
  );
}

/** Under a mass list (LM): what the ticks are for. */
export function SelectionHint() {
  const { t } = useTranslation('screenModes');
  return (
    <Text size="xs" c="dimmed" mt="xs" data-testid="selection-hint">
      {t('selection.hint')}
    </Text>
  );
}
