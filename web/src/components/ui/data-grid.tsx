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
import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGridCardFilters } from './data-grid-card-filters';
import { DataGridCards, usePhone } from './data-grid-cards';
import { useGridMonths } from './data-grid-date-range';
import type { ColumnFilterSpec } from './data-grid-filter';
import { DataGridPagination } from './data-grid-pagination';
import { DataGridBody, DataGridHead } from './data-grid-parts';
import type { Cell } from './export-xlsx';
import { useGridExport } from './use-grid-export';
import type { PhoneRole } from './grid-phone';
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
export function DataGrid<T>(props: DataGridProps<T>) {
  const { grid, rowTestId, onRowClick, isFresh } = props;
  const table = useGridTable(grid, props.columns);
  const phone = usePhone();
  return (
    <Box pos="relative" data-testid={props.testId}>
      <GridTitleBar grid={grid} table={table} sheet={props} phone={phone}>
        {props.toolbar}
      </GridTitleBar>
      <LoadingOverlay visible={grid.loading && grid.rows.length === 0} />
      <GridRows
        {...{ table, grid, rowTestId, onRowClick, isFresh }}
        cards={props.layout ? props.layout === 'cards' : phone}
      />
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

/** The grid's title, then its month filter, the screen's toolbar and the export (not on a phone). */
function GridTitleBar<T>(props: {
  grid: ServerGrid<T>;
  table: TanTable<GridRow<T>>;
  sheet: Pick<DataGridProps<T>, 'title' | 'exportFileName'>;
  phone: boolean;
  children: ReactNode;
}) {
  const { title, exportFileName } = props.sheet;
  const { exporting, exportRows } = useGridExport(props.table, props.grid, {
    title,
    fileName: exportFileName,
  });
  const months = useGridMonths(props.grid);
  return (
    <Group justify="space-between" mb="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Group gap="xs">
        {months}
        {props.children}
        {/* no spreadsheet on the phone: nothing there opens it */}
        {!props.phone && <ExportButton exporting={exporting} onExport={exportRows} />}
      </Group>
    </Group>
  );
}

/** The row number column, first in every grid (insertion order). */
const rowIndexColumn = <T,>(t: TFunction): ColumnDef<GridRow<T>> => ({
  id: 'RowIndex',
  accessorKey: 'RowIndex',
  header: t('grid.rowIndex'),
  enableSorting: true,
  size: 56,
});

/** The TanStack table over the server's page: RowIndex first, sorting by the server. */
function useGridTable<T>(grid: ServerGrid<T>, columns: Array<ColumnDef<GridRow<T>>>) {
  const { t } = useTranslation('common');
  const allColumns = useMemo(() => [rowIndexColumn<T>(t), ...columns], [columns, t]);
  const sorting: SortingState = grid.state.sorting;
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's own hook: the compiler must skip it, nothing to refactor
  return useReactTable({
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
}

/** The rows: cards (with their filters behind a button) or the table with its header and filter row. */
function GridRows<T>({
  cards,
  ...rowProps
}: Pick<DataGridProps<T>, 'grid' | 'rowTestId' | 'onRowClick' | 'isFresh'> & {
  table: TanTable<GridRow<T>>;
  cards: boolean;
}) {
  if (cards)
    return (
      <>
        <DataGridCardFilters table={rowProps.table} grid={rowProps.grid} />
        <DataGridCards {...rowProps} />
      </>
    );
  return (
    <ScrollArea>
      <Table striped highlightOnHover withTableBorder verticalSpacing={6} fz="sm" miw={600}>
        <DataGridHead table={rowProps.table} grid={rowProps.grid} />
        <DataGridBody {...rowProps} />
      </Table>
    </ScrollArea>
  );
}

/** The spreadsheet export's button (every row matching the filters). */
function ExportButton({
  exporting,
  onExport,
}: {
  exporting: boolean;
  onExport: () => Promise<void>;
}) {
  const { t } = useTranslation('common');
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconDownload size={14} />}
      loading={exporting}
      onClick={() => void onExport()}
      data-testid="grid-export"
    >
      {t('grid.export')}
    </Button>
  );
}
