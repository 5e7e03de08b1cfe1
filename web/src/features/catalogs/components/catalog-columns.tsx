import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  textOf as plainText,
  type CatalogDefinition,
  type CatalogField,
  type CatalogItemRow,
} from '@faena/contracts';
import type { ColumnFilterSpec } from '../../../components/ui/data-grid-filter';
import type { GridRow } from '../../../components/ui/use-server-grid';
import { useLabel } from './use-lang';

type Row = GridRow<CatalogItemRow>;
interface Actions {
  canEdit: boolean;
  onEdit: (row: CatalogItemRow) => void;
  onToggle: (row: CatalogItemRow) => void;
}

/** Grid columns of a catalogue from its declaration: code, fields shown in the grid, state, actions. */
export function useCatalogColumns(
  def: CatalogDefinition,
  { canEdit, onEdit, onToggle }: Actions,
): Array<ColumnDef<Row>> {
  const { t } = useTranslation('catalogs');
  const label = useLabel();
  return useMemo(() => {
    const yesNo = [
      { value: 'S', label: t('yes') },
      { value: 'N', label: t('no') },
    ];
    const filterOf = (f: CatalogField): ColumnFilterSpec => {
      if (f.type === 'flag') return { type: 'select', options: yesNo };
      if (f.type === 'enum')
        return {
          type: 'select',
          options: (f.options ?? []).map((o) => ({ value: o.value, label: label(o.label) })),
        };
      if (f.type === 'int') return { type: 'text', op: '=' };
      return { type: 'text' };
    };
    const textOf = (f: CatalogField, value: unknown): string => {
      if (value === null || value === undefined) return '';
      if (f.type === 'flag') return value === 'S' ? t('yes') : t('no');
      const option = f.options?.find((o) => o.value === value);
      return option ? label(option.label) : plainText(value);
    };
    const columns: Array<ColumnDef<Row>> = [
      {
        id: 'code',
        accessorKey: 'code',
        header: t('code'),
        meta: { filter: { type: 'text' }, nowrap: true },
      },
      ...def.fields
        .filter((f) => f.grid !== false)
        .map((f): ColumnDef<Row> => ({
          id: f.name,
          accessorFn: (r) => r[f.name],
          header: label(f.label),
          cell: ({ row }) => textOf(f, row.original[f.name]),
          meta: { filter: filterOf(f), exportValue: (r: Row) => textOf(f, r[f.name]) },
        })),
      {
        id: 'active',
        accessorKey: 'active',
        header: t('state'),
        cell: ({ row }) => (
          <Badge color={row.original.active === 'S' ? 'green' : 'gray'} variant="light">
            {row.original.active === 'S' ? t('active') : t('inactive')}
          </Badge>
        ),
        meta: {
          filter: {
            type: 'select',
            options: [
              { value: 'S', label: t('active') },
              { value: 'N', label: t('inactive') },
            ],
          },
          exportValue: (r: Row) => (r.active === 'S' ? t('active') : t('inactive')),
        },
      },
    ];
    if (!canEdit) return columns;
    columns.push({
      id: 'actions',
      header: '',
      enableSorting: false,
      meta: { noExport: true },
      cell: ({ row }) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('edit')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('edit')}
              onClick={() => onEdit(row.original)}
              data-testid={`edit-${row.original.code}`}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={row.original.active === 'S' ? t('deactivate') : t('activate')}>
            <ActionIcon
              variant="subtle"
              color={row.original.active === 'S' ? 'orange' : 'green'}
              aria-label={row.original.active === 'S' ? t('deactivate') : t('activate')}
              onClick={() => onToggle(row.original)}
              data-testid={`toggle-${row.original.code}`}
            >
              {row.original.active === 'S' ? (
                <IconPlayerPause size={16} />
              ) : (
                <IconPlayerPlay size={16} />
              )}
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    });
    return columns;
  }, [def, canEdit, onEdit, onToggle, t, label]);
}
