import { Badge } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  textOf as plainText,
  type CatalogDefinition,
  type CatalogField,
  type CatalogItemRow,
  type Labels,
} from '@faena/contracts';
import type { ColumnFilterSpec } from '../../../components/ui/data-grid-filter';
import type { GridRow } from '../../../components/ui/use-server-grid';
import { CatalogRowActions, type RowActions } from './catalog-row-actions';
import { useLabel } from './use-lang';

type Row = GridRow<CatalogItemRow>;
interface Actions extends RowActions {
  canEdit: boolean;
}

/** The texts the columns need: the catalogues' namespace and a declaration's label. */
interface Texts {
  t: TFunction<'catalogs'>;
  label: (labels: Labels) => string;
}

const yesNo = (t: Texts['t']) => [
  { value: 'S', label: t('yes') },
  { value: 'N', label: t('no') },
];

/** The filter under a declared field's header: a list for S/N and enums, `=` for numbers. */
function filterOf(f: CatalogField, { t, label }: Texts): ColumnFilterSpec {
  if (f.type === 'flag') return { type: 'select', options: yesNo(t) };
  if (f.type === 'enum')
    return {
      type: 'select',
      options: (f.options ?? []).map((o) => ({ value: o.value, label: label(o.label) })),
    };
  if (f.type === 'int') return { type: 'text', op: '=' };
  return { type: 'text' };
}

/** A declared field's value as shown and exported: yes/no, an option's label, or the text. */
function textOf(f: CatalogField, value: unknown, { t, label }: Texts): string {
  if (value === null || value === undefined) return '';
  if (f.type === 'flag') return value === 'S' ? t('yes') : t('no');
  const option = f.options?.find((o) => o.value === value);
  return option ? label(option.label) : plainText(value);
}

/** One column per declared field shown in the grid. */
function fieldColumns(def: CatalogDefinition, texts: Texts): Array<ColumnDef<Row>> {
  return def.fields
    .filter((f) => f.grid !== false)
    .map((f): ColumnDef<Row> => ({
      id: f.name,
      accessorFn: (r) => r[f.name],
      header: texts.label(f.label),
      cell: ({ row }) => textOf(f, row.original[f.name], texts),
      meta: { filter: filterOf(f, texts), exportValue: (r: Row) => textOf(f, r[f.name], texts) },
    }));
}

const stateText = (t: Texts['t'], active: string) => (active === 'S' ? t('active') : t('inactive'));

/** Active or inactive, as a badge; filtered by a list. */
function stateColumn(t: Texts['t']): ColumnDef<Row> {
  return {
    id: 'active',
    accessorKey: 'active',
    header: t('state'),
    cell: ({ row }) => (
      <Badge color={row.original.active === 'S' ? 'green' : 'gray'} variant="light">
        {stateText(t, row.original.active)}
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
      exportValue: (r: Row) => stateText(t, r.active),
    },
  };
}

/** Grid columns of a catalogue from its declaration: code, fields shown in the grid, state, actions. */
export function useCatalogColumns(
  def: CatalogDefinition,
  { canEdit, onEdit, onToggle }: Actions,
): Array<ColumnDef<Row>> {
  const { t } = useTranslation('catalogs');
  const label = useLabel();
  return useMemo(() => {
    const columns: Array<ColumnDef<Row>> = [
      {
        id: 'code',
        accessorKey: 'code',
        header: t('code'),
        meta: { filter: { type: 'text' }, nowrap: true },
      },
      ...fieldColumns(def, { t, label }),
      stateColumn(t),
    ];
    if (!canEdit) return columns;
    columns.push({
      id: 'actions',
      header: '',
      enableSorting: false,
      meta: { noExport: true },
      cell: ({ row }) => (
        <CatalogRowActions row={row.original} onEdit={onEdit} onToggle={onToggle} />
      ),
    });
    return columns;
  }, [def, canEdit, onEdit, onToggle, t, label]);
}
