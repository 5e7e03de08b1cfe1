import {
  Box,
  Button,
  Collapse,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  useMantineTheme,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { flexRender, type Cell, type Table as TanTable } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { freshRowProps } from '../live/fresh-row';
import { DataGridFilter } from './data-grid-filter';
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
      {table.getRowModel().rows.map((row) => {
        const cells = new Map(row.getVisibleCells().map((c) => [c.column.id, c]));
        const pick = (ids: string[]) => ids.flatMap((id) => cells.get(id) ?? []);
        return (
          <Paper
            key={row.id}
            withBorder
            p="sm"
            data-testid={rowTestId?.(row.original)}
            {...freshRowProps(isFresh?.(row.original) ?? false)}
            onClick={onRowClick ? () => onRowClick(row.original) : undefined}
            style={onRowClick ? { cursor: 'pointer' } : undefined}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Box fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {pick(layout.title).map(render)}
              </Box>
              {/* the status keeps its words; the title beside it wraps */}
              <Group gap={4} style={{ flexShrink: 0 }} data-testid="card-status">
                {pick(layout.status).map(render)}
              </Group>
            </Group>
            <Stack gap={2} mt={4}>
              {pick(layout.detail)
                .filter(hasValue)
                .map((cell) => (
                  <DetailLine key={cell.id} label={headerText(cell.column.columnDef.header, '')}>
                    {render(cell)}
                  </DetailLine>
                ))}
            </Stack>
            {layout.actions.length > 0 && (
              <Group gap="xs" mt="xs" wrap="wrap">
                {pick(layout.actions).map(render)}
              </Group>
            )}
          </Paper>
        );
      })}
      {grid.rows.length === 0 && !grid.loading && (
        <Text c="dimmed" ta="center" size="sm" data-testid="grid-empty">
          {t('grid.empty')}
        </Text>
      )}
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

/** The column filters of a phone's grid, behind a "Filters" button (no header row to hold them). */
export function DataGridCardFilters<T>({
  table,
  grid,
}: {
  table: TanTable<GridRow<T>>;
  grid: ServerGrid<T>;
}) {
  const { t } = useTranslation('common');
  const [opened, { toggle }] = useDisclosure(false);
  const filtered = table.getVisibleLeafColumns().filter((c) => c.columnDef.meta?.filter);
  if (filtered.length === 0) return null;
  return (
    <Box mb="xs">
      <Button
        variant="default"
        size="sm"
        leftSection={<IconFilter size={16} />}
        onClick={toggle}
        aria-expanded={opened}
        data-testid="grid-filters-toggle"
      >
        {t('grid.filters')}
      </Button>
      <Collapse expanded={opened}>
        <SimpleGrid cols={1} spacing="xs" mt="xs">
          {filtered.map((column) => (
            <DataGridFilter
              key={column.id}
              field={column.id}
              label={headerText(column.columnDef.header, column.id)}
              spec={column.columnDef.meta?.filter ?? { type: 'text' }}
              value={grid.filterValue(column.id)}
              onChange={grid.setFilter}
              withLabel
            />
          ))}
        </SimpleGrid>
      </Collapse>
    </Box>
  );
}
