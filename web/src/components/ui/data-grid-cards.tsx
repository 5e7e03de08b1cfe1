import { Box, Group, Paper, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { flexRender, type Cell, type Row, type Table as TanTable } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { freshRowProps } from '../live/fresh-row';
import { headerText } from './data-grid-parts';
import { phoneLayout, type PhoneLayout } from './grid-phone';
import type { GridRow, ServerGrid } from './use-server-grid';

interface CardsProps<T> {
  table: TanTable<GridRow<T>>;
  grid: ServerGrid<T>;
  rowTestId?: (row: GridRow<T>) => string;
  onRowClick?: (row: GridRow<T>) => void;
  isFresh?: (row: GridRow<T>) => boolean;
}

/** Below the sm breakpoint (a phone) grids show cards. */
export function usePhone(): boolean {
  const { breakpoints } = useMantineTheme();
  return useMediaQuery(`(max-width: calc(${breakpoints.sm} - 1px))`);
}

/** The layout of the table's visible columns (meta.phone, or the defaults of grid-phone). */
export function tableLayout<T>(table: TanTable<GridRow<T>>): PhoneLayout {
  return phoneLayout(
    table.getVisibleLeafColumns().map((c) => ({
      id: c.id,
      phone: c.columnDef.meta?.phone,
      noExport: c.columnDef.meta?.noExport,
    })),
  );
}

/** The phone's grid: one card a row, its key facts and status first, its buttons at the bottom. */
export function DataGridCards<T>({ table, grid, rowTestId, onRowClick, isFresh }: CardsProps<T>) {
  const { t } = useTranslation('common');
  const layout = tableLayout(table);
  return (
    <Stack gap="xs" data-testid="grid-cards">
      {table.getRowModel().rows.map((row) => (
        <RowCard
          key={row.id}
          row={row}
          layout={layout}
          testId={rowTestId?.(row.original)}
          fresh={isFresh?.(row.original) ?? false}
          onRowClick={onRowClick}
        />
      ))}
      {grid.rows.length === 0 && !grid.loading && (
        <Text c="dimmed" ta="center" size="sm" data-testid="grid-empty">
          {t('grid.empty')}
        </Text>
      )}
    </Stack>
  );
}

/** One row as a card: title and status on top, the details as lines, the buttons at the bottom. */
function RowCard<T>(props: {
  row: Row<GridRow<T>>;
  layout: PhoneLayout;
  testId: string | undefined;
  fresh: boolean;
  onRowClick?: (row: GridRow<T>) => void;
}) {
  const { row, layout, onRowClick } = props;
  const cells = new Map(row.getVisibleCells().map((c) => [c.column.id, c]));
  const pick = (ids: string[]) => ids.flatMap((id) => cells.get(id) ?? []);
  return (
    <Paper
      withBorder
      p="sm"
      data-testid={props.testId}
      {...freshRowProps(props.fresh)}
      onClick={onRowClick ? () => onRowClick(row.original) : undefined}
      style={onRowClick ? { cursor: 'pointer' } : undefined}
    >
      <CardHead title={pick(layout.title)} status={pick(layout.status)} />
      <CardDetails cells={pick(layout.detail)} />
      {layout.actions.length > 0 && (
        <Group gap="xs" mt="xs" wrap="wrap">
          {pick(layout.actions).map(render)}
        </Group>
      )}
    </Paper>
  );
}

/** The card's title, and its status beside it. */
function CardHead<T>(props: {
  title: Array<Cell<GridRow<T>, unknown>>;
  status: Array<Cell<GridRow<T>, unknown>>;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
      <Box fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {props.title.map(render)}
      </Box>
      {/* the status keeps its words; the title beside it wraps */}
      <Group gap={4} style={{ flexShrink: 0 }} data-testid="card-status">
        {props.status.map(render)}
      </Group>
    </Group>
  );
}

/** The card's detail lines, each labelled with its column's header. */
function CardDetails<T>({ cells }: { cells: Array<Cell<GridRow<T>, unknown>> }) {
  return (
    <Stack gap={2} mt={4}>
      {cells.filter(hasValue).map((cell) => (
        <DetailLine key={cell.id} label={headerText(cell.column.columnDef.header, '')}>
          {render(cell)}
        </DetailLine>
      ))}
    </Stack>
  );
}

/** An empty detail (no comment yet) takes no line on the card. */
const hasValue = <T,>(cell: Cell<GridRow<T>, unknown>): boolean => {
  const value = cell.getValue();
  return value !== null && value !== undefined && value !== '';
};

function render<T>(cell: Cell<GridRow<T>, unknown>): ReactNode {
  return <Box key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Box>;
}

function DetailLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" fz="sm">
      {label && (
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }} mt={2}>
          {label}
        </Text>
      )}
      <Box style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Group>
  );
}
