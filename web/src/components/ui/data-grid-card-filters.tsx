import { Box, Button, Collapse, SimpleGrid } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import type { Column, Table as TanTable } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { DataGridFilter } from './data-grid-filter';
import { headerText } from './data-grid-parts';
import type { GridRow, ServerGrid } from './use-server-grid';

/** The column filters of a phone's grid, behind a "Filters" button (no header row to hold them). */
export function DataGridCardFilters<T>({
  table,
  grid,
}: {
  table: TanTable<GridRow<T>>;
  grid: ServerGrid<T>;
}) {
  const [opened, { toggle }] = useDisclosure(false);
  const filtered = table.getVisibleLeafColumns().filter((c) => c.columnDef.meta?.filter);
  if (filtered.length === 0) return null;
  return (
    <Box mb="xs">
      <FiltersToggle opened={opened} onClick={toggle} />
      <Collapse expanded={opened}>
        <SimpleGrid cols={1} spacing="xs" mt="xs">
          {filtered.map((column) => (
            <CardFilter key={column.id} column={column} grid={grid} />
          ))}
        </SimpleGrid>
      </Collapse>
    </Box>
  );
}

/** One column's filter, labelled (a phone's filters have no header above them). */
function CardFilter<T>({ column, grid }: { column: Column<GridRow<T>>; grid: ServerGrid<T> }) {
  return (
    <DataGridFilter
      field={column.id}
      label={headerText(column.columnDef.header, column.id)}
      spec={column.columnDef.meta?.filter ?? { type: 'text' }}
      value={grid.filterValue(column.id)}
      onChange={grid.setFilter}
      withLabel
    />
  );
}

/** The "Filters" button that opens and closes them. */
function FiltersToggle({ opened, onClick }: { opened: boolean; onClick: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconFilter size={16} />}
      onClick={onClick}
      aria-expanded={opened}
      data-testid="grid-filters-toggle"
    >
      {t('grid.filters')}
    </Button>
  );
}
