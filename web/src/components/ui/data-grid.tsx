import { Box, Button, Group, LoadingOverlay, ScrollArea, Table, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type SortingState,
  type Table as TanTable,
} from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf } from '@faena/contracts';
import { DataGridCardFilters, DataGridCards, usePhone } from './data-grid-cards';
import { DataGridDateRange } from './data-grid-date-range';
import type { ColumnFilterSpec } from './data-grid-filter';
import { DataGridPagination } from './data-grid-pagination';
import { DataGridBody, DataGridHead, headerText } from './data-grid-parts';
import { exportSheet, type Cell } from './export-xlsx';
import { DEFAULT_MONTHS, rangeFilters, type MonthFilter } from './grid-dates';
import type { PhoneRole } from './grid-phone';
import { siteToday } from '../../lib/site';
import type { GridRow, ServerGrid } from './use-server-grid';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    filter?: ColumnFilterSpec;
    /** the spreadsheet value of a cell; the raw accessor value when absent */
    exportValue?: (row: TData) => Cell;
    /** left out of the spreadsheet (action buttons) */
    noExport?: boolean;
    /** keep the cell on one line (codes, dates) */
    nowrap?: boolean;
    /** its place in the phone's card layout (grid-phone.ts chooses when absent) */
    phone?: PhoneRole;
    _value?: TValue;
  }
}

export interface DataGridProps<T> {
  grid: ServerGrid<T>;
  columns: Array<ColumnDef<GridRow<T>>>;
  title: string;
  exportFileName: string;
  testId?: string;
  toolbar?: ReactNode;
  rowTestId?: (row: GridRow<T>) => string;
  onRowClick?: (row: GridRow<T>) => void;
  /** a live row just added or changed: highlighted (see components/live) */
  isFresh?: (row: GridRow<T>) => boolean;
  /** cards or a table whatever the screen (a screen's mode); absent: cards on the phone only */
  layout?: 'cards' | 'table';
}

/** The one data grid of the app: server paging, sorting and filters, RowIndex, spreadsheet export. */
export function DataGrid<T>({
  grid,
  columns,
  title,
  exportFileName,
  testId,
  toolbar,
  rowTestId,
  onRowClick,
  isFresh,
  layout,
}: DataGridProps<T>) {
  const { t } = useTranslation('common');
  const allColumns = useMemo<Array<ColumnDef<GridRow<T>>>>(
    () => [
      {
        id: 'RowIndex',
        accessorKey: 'RowIndex',
        header: t('grid.rowIndex'),
        enableSorting: true,
        size: 56,
      },
      ...columns,
    ],
    [columns, t],
  );
  const sorting: SortingState = grid.state.sorting;
  const table = useReactTable({
    data: grid.rows,
    columns: allColumns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    state: { sorting },
    onSortingChange: (updater) =>
      grid.setSorting(typeof updater === 'function' ? updater(sorting) : updater),
    rowCount: grid.totalCount,
  });
  const { exporting, exportRows } = useGridExport(table, grid, { title, fileName: exportFileName });
  const months = useGridMonths(grid);
  const phone = usePhone();
  const cards = layout ? layout === 'cards' : phone;
  const rowProps = { table, grid, rowTestId, onRowClick, isFresh };

  return (
    <Box pos="relative" data-testid={testId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Group gap="xs">
          {months}
          {toolbar}
          {/* no spreadsheet on the phone: nothing there opens it */}
          {!phone && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconDownload size={14} />}
              loading={exporting}
              onClick={() => void exportRows()}
              data-testid="grid-export"
            >
              {t('grid.export')}
            </Button>
          )}
        </Group>
      </Group>
      <LoadingOverlay visible={grid.loading && grid.rows.length === 0} />
      {cards ? (
        <>
          <DataGridCardFilters table={table} grid={grid} />
          <DataGridCards {...rowProps} />
        </>
      ) : (
        <ScrollArea>
          <Table striped highlightOnHover withTableBorder verticalSpacing={6} fz="sm" miw={600}>
            <DataGridHead table={table} grid={grid} />
            <DataGridBody {...rowProps} />
          </Table>
        </ScrollArea>
      )}
      <DataGridPagination
        pageIndex={grid.state.pageIndex}
        pageSize={grid.state.pageSize}
        totalCount={grid.totalCount}
        onPage={grid.setPage}
        onPageSize={grid.setPageSize}
      />
    </Box>
  );
}

/** A grid with dates: the month filter (2 / 3 / 6 months, default 2); a change returns to page 1. */
function useGridMonths<T>(grid: ServerGrid<T>): ReactNode {
  const [months, setMonths] = useState<MonthFilter>(DEFAULT_MONTHS);
  const [today] = useState(() => siteToday());
  const range = grid.dateRange;
  if (!range) return null;
  const onChange = (m: MonthFilter) => {
    setMonths(m);
    grid.setFilters(rangeFilters(range, m, today));
  };
  return <DataGridDateRange months={months} today={today} onChange={onChange} />;
}

/** Every row matching the grid's filters and sort, as a spreadsheet. */
function useGridExport<T>(
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
