import { Badge, Checkbox, Group, Text, VisuallyHidden } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { REQUEST_STATUSES, type RequestRow } from '@faena/contracts';
import { RequestStatusBadge } from '../../../../components/request-status-badge';
import { TwoLineCell } from '../../../../components/ui/two-line-cell';
import type { GridRow } from '../../../../components/ui/use-server-grid';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { isRemovable, MyRequestRowActions, type RowActions } from './request-row-actions';

type Col = ColumnDef<GridRow<RequestRow>>;

/** What the rows of "Mis solicitudes" let the requester do. */
export interface MyRequestActions extends RowActions {
  selected: ReadonlySet<string>;
  onToggle: (requestId: string, on: boolean) => void;
  /** the tick for a bulk removal (mass list mode, LM); absent: shown */
  selectable?: boolean;
}

type T = TFunction<'requests'>;

/** The tick of a bulk removal: enabled on the rows that may still be removed. */
const selectColumn = (
  t: T,
  { selected, onToggle }: Pick<MyRequestActions, 'selected' | 'onToggle'>,
): Col => ({
  id: 'select',
  header: () => <VisuallyHidden>{t('remove.column')}</VisuallyHidden>,
  enableSorting: false,
  cell: ({ row }) => (
    <Checkbox
      size="xs"
      aria-label={t('remove.select', { code: row.original.code })}
      disabled={!isRemovable(row.original)}
      checked={selected.has(row.original.requestId)}
      onChange={(e) => onToggle(row.original.requestId, e.currentTarget.checked)}
      data-testid={`select-${row.original.requestId}`}
    />
  ),
  meta: { noExport: true },
});

/** Who and for what: the code, the person (document below), the contract. */
const subjectColumns = (t: T): Col[] => [
  {
    accessorKey: 'code',
    header: t('grid.code'),
    meta: { filter: { type: 'text' }, nowrap: true, phone: 'title' },
  },
  {
    accessorKey: 'personName',
    header: t('grid.person'),
    cell: ({ row }) => (
      <TwoLineCell primary={row.original.personName} secondary={row.original.documentNumber} />
    ),
    meta: { filter: { type: 'text' }, phone: 'title' },
  },
  {
    accessorKey: 'contractCode',
    header: t('grid.contract'),
    meta: { filter: { type: 'text' }, nowrap: true },
  },
];

/** The period asked for: from and to. */
const periodColumn = (t: T): Col => ({
  id: 'period',
  header: t('grid.period'),
  enableSorting: false,
  meta: { nowrap: true },
  accessorFn: (r) => `${formatDate(r.startDate)} – ${formatDate(r.endDate)}`,
  cell: ({ row }) => (
    <TwoLineCell
      primary={formatDate(row.original.startDate)}
      secondary={formatDate(row.original.endDate)}
    />
  ),
});

/** The status (and the endowment warning), filtered by a list. */
const statusColumn = (t: T): Col => ({
  accessorKey: 'status',
  header: t('grid.status'),
  cell: ({ row }) => (
    <Group gap={4} wrap="nowrap">
      <RequestStatusBadge status={row.original.status} />
      {row.original.overEndowment && (
        <Badge color="orange" size="xs" data-testid="over-endowment">
          {t('grid.overEndowment')}
        </Badge>
      )}
    </Group>
  ),
  meta: {
    filter: {
      type: 'select',
      options: REQUEST_STATUSES.map((s) => ({ value: s, label: t(`common:status.${s}`) })),
    },
    exportValue: (row) => t(`common:status.${row.status}`),
  },
});

/** When it was submitted, and the approver's last comment. */
const sentColumns = (t: T): Col[] => [
  {
    accessorKey: 'submittedAt',
    header: t('grid.submittedAt'),
    meta: { nowrap: true, exportValue: (row) => formatDateTime(row.submittedAt) },
    cell: ({ row }) => formatDateTime(row.original.submittedAt),
  },
  {
    accessorKey: 'lastComment',
    header: t('grid.comment'),
    enableSorting: false,
    cell: ({ row }) => (
      <Text size="xs" lineClamp={2} maw={220}>
        {row.original.lastComment}
      </Text>
    ),
  },
];

const actionsColumn = (t: T, actions: RowActions): Col => ({
  id: 'actions',
  header: t('grid.actions'),
  enableSorting: false,
  cell: ({ row }) => <MyRequestRowActions row={row.original} actions={actions} />,
  meta: { noExport: true, nowrap: true },
});

/**
 * Columns of "Mis solicitudes": a tick for the bulk removal and "Eliminar" on the rows that may
 * still be removed (incomplete or pending); "Editar" on a draft, "Corregir" on an observed row;
 * "Adjuntos (n)" on every row (the panel adds or removes a PDF where the status allows it).
 */
export function useMyRequestColumns(actions: MyRequestActions): Col[] {
  const { onCorrect, onEdit, onRemove, onAttachments, selected, onToggle } = actions;
  const selectable = actions.selectable ?? true;
  const { t } = useTranslation('requests');
  const columns = useMemo<Col[]>(
    () => [
      selectColumn(t, { selected, onToggle }),
      ...subjectColumns(t),
      periodColumn(t),
      statusColumn(t),
      ...sentColumns(t),
      actionsColumn(t, { onCorrect, onEdit, onRemove, onAttachments }),
    ],
    [t, onCorrect, onEdit, onRemove, onAttachments, selected, onToggle],
  );
  return useMemo(
    () => (selectable ? columns : columns.filter((c) => c.id !== 'select')),
    [columns, selectable],
  );
}
