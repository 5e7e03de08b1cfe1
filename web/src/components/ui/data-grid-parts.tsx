import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { flexRender, type Header, type Row, type Table as TanTable } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { freshRowProps } from '../live/fresh-row';
import { DataGridFilter } from './data-grid-filter';
import type { GridRow, ServerGrid } from './use-server-grid';

/** Header row (click to sort) and the filter row under it. */
export function DataGridHead<T>({
  table,
  grid,
}: {
  table: TanTable<GridRow<T>>;
  grid: ServerGrid<T>;
}) {
  return (
    <Table.Thead>
      {table.getHeaderGroups().map((group) => (
        <Table.Tr key={group.id}>
          {group.headers.map((header) => (
            <HeaderCell key={header.id} header={header} />
          ))}
        </Table.Tr>
      ))}
      <FilterRow table={table} grid={grid} />
    </Table.Thead>
  );
}

interface BodyProps<T> {
  table: TanTable<GridRow<T>>;
  grid: ServerGrid<T>;
  rowTestId?: (row: GridRow<T>) => string;
  onRowClick?: (row: GridRow<T>) => void;
  /** a live row just added or changed: highlighted (components/live) */
  isFresh?: (row: GridRow<T>) => boolean;
}

/** The rows of the current page, or "no records". */
export function DataGridBody<T>({ table, grid, rowTestId, onRowClick, isFresh }: BodyProps<T>) {
  const { t } = useTranslation('common');
  return (
    <Table.Tbody>
      {table.getRowModel().rows.map((row) => (
        <BodyRow
          key={row.id}
          row={row}
          testId={rowTestId?.(row.original)}
          fresh={isFresh?.(row.original) ?? false}
          onRowClick={onRowClick}
        />
      ))}
      {grid.rows.length === 0 && !grid.loading && (
        <Table.Tr>
          <Table.Td colSpan={table.getVisibleLeafColumns().length}>
            <Text c="dimmed" ta="center" size="sm" data-testid="grid-empty">
              {t('grid.empty')}
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
    </Table.Tbody>
  );
}

/** A column's header: a button that sorts when the column sorts, its text otherwise. */
function HeaderCell<T>({ header }: { header: Header<GridRow<T>, unknown> }) {
  const { column, getContext } = header;
  return (
    <Table.Th style={{ width: column.columnDef.size, whiteSpace: 'nowrap' }}>
      {column.getCanSort() ? (
        <UnstyledButton
          onClick={column.getToggleSortingHandler()}
          data-testid={`grid-sort-${column.id}`}
        >
          <Group gap={4} wrap="nowrap">
            <Text fw={600} size="sm">
              {flexRender(column.columnDef.header, getContext())}
            </Text>
            <SortIcon dir={column.getIsSorted()} />
          </Group>
        </UnstyledButton>
      ) : (
        flexRender(column.columnDef.header, getContext())
      )}
    </Table.Th>
  );
}

/** The filter row under the headers: a filter under each column that has one. */
function FilterRow<T>({ table, grid }: { table: TanTable<GridRow<T>>; grid: ServerGrid<T> }) {
  return (
    <Table.Tr>
      {table.getVisibleLeafColumns().map((column) => {
        const spec = column.columnDef.meta?.filter;
        // a column without filter leaves a plain cell: an empty header cell names nothing
        if (!spec) return <Table.Td key={column.id} />;
        return (
          <Table.Th key={column.id}>
            <DataGridFilter
              field={column.id}
              label={headerText(column.columnDef.header, column.id)}
              spec={spec}
              value={grid.filterValue(column.id)}
              onChange={grid.setFilter}
            />
          </Table.Th>
        );
      })}
    </Table.Tr>
  );
}

/** One row of the page: its cells, highlighted when fresh, clickable when the grid opens rows. */
function BodyRow<T>(props: {
  row: Row<GridRow<T>>;
  testId: string | undefined;
  fresh: boolean;
  onRowClick?: (row: GridRow<T>) => void;
}) {
  const { row, onRowClick } = props;
  return (
    <Table.Tr
      data-testid={props.testId}
      {...freshRowProps(props.fresh)}
      onClick={onRowClick ? () => onRowClick(row.original) : undefined}
      style={onRowClick ? { cursor: 'pointer' } : undefined}
    >
      {row.getVisibleCells().map((cell) => (
        <Table.Td
          key={cell.id}
          style={cell.column.columnDef.meta?.nowrap ? { whiteSpace: 'nowrap' } : undefined}
        >
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

function SortIcon({ dir }: { dir: false | 'asc' | 'desc' }) {
  if (dir === 'asc') return <IconSortAscending size={14} />;
  if (dir === 'desc') return <IconSortDescending size={14} />;
  return <IconArrowsSort size={14} opacity={0.4} />;
}

/** A column header as text (headers are plain translated strings). */
export function headerText(header: unknown, fallback: string): string {
  return typeof header === 'string' ? header : fallback;
}
