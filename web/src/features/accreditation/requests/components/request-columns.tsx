import { Anchor, Badge, Button, Checkbox, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REMOVABLE_REQUEST_STATUSES, REQUEST_STATUSES, type RequestRow } from '@faena/contracts';
import { RequestStatusBadge } from '../../../../components/request-status-badge';
import { TwoLineCell } from '../../../../components/ui/two-line-cell';
import type { GridRow } from '../../../../components/ui/use-server-grid';
import { formatDate, formatDateTime } from '../../../../lib/format';

type Col = ColumnDef<GridRow<RequestRow>>;

/** What the rows of "Mis solicitudes" let the requester do. */
export interface MyRequestActions {
  onCorrect: (row: RequestRow) => void;
  onEdit: (row: RequestRow) => void;
  onRemove: (row: RequestRow) => void;
  onAttachments: (row: RequestRow) => void;
  selected: ReadonlySet<string>;
  onToggle: (requestId: string, on: boolean) => void;
  /** the tick for a bulk removal (mass list mode, LM); absent: shown */
  selectable?: boolean;
}

export const isRemovable = (row: RequestRow) => REMOVABLE_REQUEST_STATUSES.includes(row.status);

/**
 * Columns of "Mis solicitudes": a tick for the bulk removal and "Eliminar" on the rows that may
 * still be removed (incomplete or pending); "Editar" on a draft, "Corregir" on an observed row;
 * "Adjuntos (n)" on every row (the panel adds or removes a PDF where the status allows it).
 */
export function useMyRequestColumns({
  onCorrect,
  onEdit,
  onRemove,
  onAttachments,
  selected,
  onToggle,
  selectable = true,
}: MyRequestActions): Col[] {
  const { t } = useTranslation('requests');
  const columns = useMemo<Col[]>(
    () => [
      {
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
      },
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
      {
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
      },
      {
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
      },
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
      {
        id: 'actions',
        header: t('grid.actions'),
        enableSorting: false,
        cell: ({ row }) => (
          <Group gap="xs" wrap="nowrap">
            {isRemovable(row.original) && (
              <Button
                size="compact-xs"
                color="red"
                variant="light"
                onClick={() => onRemove(row.original)}
                data-testid={`remove-${row.original.requestId}`}
              >
                {t('remove.one')}
              </Button>
            )}
            {row.original.status === 'I' && (
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => onEdit(row.original)}
                data-testid={`edit-${row.original.requestId}`}
              >
                {t('grid.edit')}
              </Button>
            )}
            {row.original.status === 'O' && (
              <Button
                size="compact-xs"
                color="orange"
                onClick={() => onCorrect(row.original)}
                data-testid={`correct-${row.original.requestId}`}
              >
                {t('grid.correct')}
              </Button>
            )}
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconPaperclip size={12} />}
              onClick={() => onAttachments(row.original)}
              data-testid={`attachments-${row.original.requestId}`}
            >
              {t('attachments.open', { count: row.original.attachments.length })}
            </Button>
            <Anchor
              component={Link}
              to={`/consultas/historial/${row.original.requestId}`}
              size="xs"
            >
              {t('grid.history')}
            </Anchor>
          </Group>
        ),
        meta: { noExport: true, nowrap: true },
      },
    ],
    [t, onCorrect, onEdit, onRemove, onAttachments, selected, onToggle],
  );
  return useMemo(
    () => (selectable ? columns : columns.filter((c) => c.id !== 'select')),
    [columns, selectable],
  );
}
