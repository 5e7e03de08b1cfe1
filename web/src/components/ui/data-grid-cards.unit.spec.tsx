import '../../test/dom-polyfills';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ColumnDef } from '@tanstack/react-table';
import { screenWidth } from '../../test/screen-width';
import { renderUi, setupI18n } from '../../test/render';
import { DataGrid } from './data-grid';
import type { GridRow, ServerGrid } from './use-server-grid';

interface Row {
  id: string;
  code: string;
  person: string;
  status: string;
  comment: string | null;
}

const ROWS: Array<GridRow<Row>> = [
  {
    RowIndex: 1,
    id: 'r1',
    code: 'SOL-0001',
    person: 'Ana Quispe',
    status: 'Pendiente',
    comment: null,
  },
];

const COLUMNS: Array<ColumnDef<GridRow<Row>>> = [
  { accessorKey: 'code', header: 'Código', meta: { filter: { type: 'text' } } },
  { accessorKey: 'person', header: 'Persona' },
  { accessorKey: 'comment', header: 'Comentario' },
  {
    accessorKey: 'status',
    header: 'Estado',
    cell: ({ row }) => <span data-testid="badge">{row.original.status}</span>,
  },
  {
    id: 'actions',
    header: 'Acciones',
    cell: () => <button type="button">Aprobar</button>,
    meta: { noExport: true },
  },
];

function fakeGrid(): ServerGrid<Row> {
  const noop = () => undefined;
  return {
    state: { pageIndex: 0, pageSize: 10, sorting: [], filters: [] },
    rows: ROWS,
    totalCount: 1,
    loading: false,
    setPage: noop,
    setSorting: noop,
    setFilter: jest.fn(),
    setFilters: noop,
    setPageSize: noop,
    filterValue: () => undefined,
    refetch: () => Promise.resolve(),
    applyRow: noop,
    fetchAll: () => Promise.resolve(ROWS),
  };
}

const renderGrid = (grid = fakeGrid()) =>
  renderUi(
    <DataGrid
      grid={grid}
      columns={COLUMNS}
      title="Solicitudes"
      exportFileName="solicitudes"
      rowTestId={(r) => `row-${r.id}`}
    />,
  );

describe('the shared grid on a phone', () => {
  beforeAll(() => setupI18n('es'));

  it('shows each row as a card: title and status first, details labelled, actions at the bottom, no export', () => {
    screenWidth(390);
    renderGrid();
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getByTestId('row-r1');
    const text = card.textContent;
    expect(text.indexOf('SOL-0001')).toBeLessThan(text.indexOf('Pendiente'));
    expect(text.indexOf('Pendiente')).toBeLessThan(text.indexOf('Persona'));
    // the status badge never shrinks to 'PENDIE…': the title beside it wraps instead
    const status = within(card).getByTestId('card-status');
    expect(status.textContent).toBe('Pendiente');
    expect(status.style.flexShrink).toBe('0');
    expect(text.indexOf('Ana Quispe')).toBeLessThan(text.indexOf('Aprobar'));
    expect(within(card).queryByText('Código')).toBeNull();
    expect(within(card).queryByText('Comentario')).toBeNull(); // no line for an empty detail
    expect(within(card).queryByText('1')).toBeNull(); // RowIndex stays out of the card
    expect(screen.queryByTestId('grid-export')).toBeNull();
  });

  it('keeps the column filters reachable behind the Filtros button', () => {
    screenWidth(390);
    const grid = fakeGrid();
    renderGrid(grid);
    fireEvent.click(screen.getByTestId('grid-filters-toggle'));
    const input = screen.getByLabelText('Código');
    expect(input).toBeTruthy();
    expect(screen.getByTestId('grid-pagination')).toBeTruthy();
  });

  it('keeps the table and the export from the sm breakpoint up', () => {
    screenWidth(1024);
    renderGrid();
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.queryByTestId('grid-cards')).toBeNull();
    expect(screen.getByTestId('grid-export')).toBeTruthy();
  });
});
