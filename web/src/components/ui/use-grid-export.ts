import type { Table as TanTable } from '@tanstack/react-table';
import { useState } from 'react';
import { textOf } from '@faena/contracts';
import { headerText } from './data-grid-parts';
import { exportSheet, type Cell } from './export-xlsx';
import type { GridRow, ServerGrid } from './use-server-grid';

/** Every row matching the grid's filters and sort, as a spreadsheet. */
export function useGridExport<T>(
  table: TanTable<GridRow<T>>,
  grid: ServerGrid<T>,
  sheet: { title: string; fileName: string },
) {
  const [exporting, setExporting] = useState(false);
  const exportRows = async () => {
    setExporting(true);
    try {
      const rows = await grid.fetchAll();
      const leafs = table.getAllLeafColumns().filter((c) => !c.columnDef.meta?.noExport);
      await exportSheet({
        ...sheet,
        headers: leafs.map((c) => headerText(c.columnDef.header, c.id)),
        rows: rows.map((row, i) =>
          leafs.map((c) => c.columnDef.meta?.exportValue?.(row) ?? toCell(c.accessorFn?.(row, i))),
        ),
      });
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportRows };
}

function toCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  return typeof value === 'number' ? value : textOf(value);
}
