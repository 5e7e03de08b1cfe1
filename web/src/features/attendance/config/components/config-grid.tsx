import { Badge, Button } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CommandResult } from '@faena/contracts';
import {
  useServerGrid,
  type GridRow,
  type ServerGrid,
  type ServerGridOptions,
} from '../../../../components/ui/use-server-grid';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useAttendanceLive } from './use-attendance-live';

type Column<T> = ColumnDef<GridRow<T>>;

/** A configuration grid, kept current through the client's attendance room. */
export function useConfigGrid<T>(
  fetchPage: ServerGridOptions<T>['fetchPage'],
  rowId: (row: T) => string,
): ServerGrid<T> {
  const grid = useServerGrid<T>({ fetchPage, rowId, onError: notifyError });
  useAttendanceLive(grid.refetch);
  return grid;
}

/** After a save: the grid reads up to the command's position, the form closes, a notice says so. */
export function useSaved<T>(grid: ServerGrid<T>, close: () => void) {
  const { t } = useTranslation('attendanceConfig');
  return async (result: CommandResult) => {
    await grid.refetch(result.position);
    close();
    notifySuccess(t('common.saved'));
  };
}

/** Code (the row's title on a phone) and description. */
export const codeColumns = <T extends { code: string; description: string }>(
  t: TFunction,
): Array<Column<T>> => [
  {
    id: 'code',
    accessorFn: (r) => r.code,
    header: t('common.code'),
    enableSorting: false,
    meta: { phone: 'title' },
  },
  {
    id: 'description',
    accessorFn: (r) => r.description,
    header: t('common.description'),
    enableSorting: false,
  },
];

/** Active or inactive, as a badge (S/N in the spreadsheet). */
export const activeColumn = <T extends { active: boolean }>(t: TFunction): Column<T> => ({
  id: 'active',
  accessorFn: (r) => r.active,
  header: t('common.state'),
  enableSorting: false,
  cell: ({ row }) => (
    <Badge color={row.original.active ? 'teal' : 'gray'} variant="light">
      {row.original.active ? t('common.active') : t('common.inactive')}
    </Badge>
  ),
  meta: { exportValue: (r: T) => (r.active ? 'S' : 'N') },
});

/** The row's edit button; `testIdOf` names it. */
export const editColumn = <T,>(
  t: TFunction,
  onEdit: (row: T) => void,
  testIdOf: (row: T) => string,
): Column<T> => ({
  id: 'actions',
  header: t('common.actions'),
  enableSorting: false,
  cell: ({ row }) => (
    <Button
      size="xs"
      variant="subtle"
      onClick={() => onEdit(row.original)}
      data-testid={testIdOf(row.original)}
    >
      {t('common.edit')}
    </Button>
  ),
});

/** The grid toolbar's "new" button. */
export function NewButton({ onClick, testId }: { onClick: () => void; testId: string }) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onClick} data-testid={testId}>
      {t('common.new')}
    </Button>
  );
}
