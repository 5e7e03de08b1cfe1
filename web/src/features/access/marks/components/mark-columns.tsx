import { Badge, Button, Group, Text } from '@mantine/core';
import { IconEdit, IconLock, IconTrash } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MARK_MODES, MARK_ORIGINS, MARK_TYPES, type MarkRow } from '@faena/contracts';
import { TwoLineCell } from '../../../../components/ui/two-line-cell';
import type { GridRow } from '../../../../components/ui/use-server-grid';
import { formatDate } from '../../../../lib/format';

type Col = ColumnDef<GridRow<MarkRow>>;
type Zone = { value: string; label: string };

export interface MarkActions {
  onEdit: (row: MarkRow) => void;
  onVoid: (row: MarkRow) => void;
  /** an automatic (device) or gate mark: read-only */
  onReadOnly: (row: MarkRow) => void;
}

/** The marks grid's columns; edit and void only on a supervisor's manual marks. */
export function useMarkColumns(actions: MarkActions, zones: Zone[], doors: Zone[]): Col[] {
  const { t } = useTranslation('marks');
  return useMemo<Col[]>(
    () => [
      {
        accessorKey: 'date',
        header: t('grid.date'),
        cell: ({ row }) => `${formatDate(row.original.date)} ${row.original.hour}`,
        meta: {
          nowrap: true,
          phone: 'title',
          exportValue: (r) => `${formatDate(r.date)} ${r.hour}`,
        },
      },
      {
        accessorKey: 'personName',
        header: t('grid.person'),
        cell: ({ row }) => (
          <TwoLineCell
            primary={row.original.personName || '—'}
            secondary={row.original.documentNumber}
          />
        ),
        meta: { filter: { type: 'text' }, phone: 'title' },
      },
      {
        accessorKey: 'documentNumber',
        header: t('grid.document'),
        meta: { filter: { type: 'text' }, nowrap: true },
      },
      { accessorKey: 'companyName', header: t('grid.company'), meta: { filter: { type: 'text' } } },
      {
        accessorKey: 'granted',
        header: t('grid.result'),
        cell: ({ row }) => (
          <Badge color={row.original.granted ? 'green' : 'red'} variant="light">
            {row.original.granted ? t('result.granted') : t('result.denied')}
          </Badge>
        ),
        meta: {
          filter: {
            type: 'select',
            options: [
              { value: 'true', label: t('result.granted') },
              { value: 'false', label: t('result.denied') },
            ],
          },
          exportValue: (r) => (r.granted ? t('result.granted') : t('result.denied')),
        },
      },
      {
        accessorKey: 'denyReason',
        header: t('grid.denyReason'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.denyReason ? <Text size="xs">{t(row.original.denyReason)}</Text> : null,
        meta: { exportValue: (r) => (r.denyReason ? t(r.denyReason) : '') },
      },
      {
        accessorKey: 'zoneId',
        header: t('grid.zone'),
        cell: ({ row }) => (
          <TwoLineCell primary={row.original.zoneName} secondary={row.original.doorName} />
        ),
        meta: { filter: { type: 'select', options: zones }, exportValue: (r) => r.zoneName },
      },
      {
        accessorKey: 'doorId',
        header: t('grid.door'),
        cell: ({ row }) => row.original.doorName,
        meta: { filter: { type: 'select', options: doors }, exportValue: (r) => r.doorName },
      },
      {
        accessorKey: 'mode',
        header: t('grid.mode'),
        cell: ({ row }) => t(`mode.${row.original.mode}`),
        meta: {
          filter: {
            type: 'select',
            options: MARK_MODES.map((m) => ({ value: m, label: t(`mode.${m}`) })),
          },
          exportValue: (r) => t(`mode.${r.mode}`),
        },
      },
      {
        accessorKey: 'markType',
        header: t('grid.markType'),
        cell: ({ row }) => t(`markType.${row.original.markType}`),
        meta: {
          filter: {
            type: 'select',
            options: MARK_TYPES.map((m) => ({ value: m, label: t(`markType.${m}`) })),
          },
          exportValue: (r) => t(`markType.${r.markType}`),
        },
      },
      { accessorKey: 'plate', header: t('grid.plate'), meta: { filter: { type: 'text' } } },
      {
        accessorKey: 'origin',
        header: t('grid.origin'),
        cell: ({ row }) => t(`origin.${row.original.origin}`),
        meta: {
          filter: {
            type: 'select',
            options: MARK_ORIGINS.map((o) => ({ value: o, label: t(`origin.${o}`) })),
          },
          exportValue: (r) => t(`origin.${r.origin}`),
        },
      },
      {
        accessorKey: 'automatic',
        header: t('grid.automatic'),
        cell: ({ row }) => (row.original.automatic ? t('yes') : t('no')),
        meta: {
          filter: {
            type: 'select',
            options: [
              { value: 'true', label: t('yes') },
              { value: 'false', label: t('no') },
            ],
          },
          exportValue: (r) => (r.automatic ? t('yes') : t('no')),
        },
      },
      { accessorKey: 'deviceId', header: t('grid.device'), enableSorting: false },
      { accessorKey: 'function', header: t('grid.function'), enableSorting: false },
      { accessorKey: 'idType', header: t('grid.idType'), enableSorting: false },
      {
        accessorKey: 'reason',
        header: t('grid.reason'),
        enableSorting: false,
        cell: ({ row }) => (
          <Text size="xs" lineClamp={2} maw={220}>
            {row.original.reason}
            {row.original.corrected ? ` (${t('grid.corrected')})` : ''}
          </Text>
        ),
      },
      {
        id: 'actions',
        header: t('grid.actions'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.origin === 'MANUAL' ? (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="compact-xs"
                variant="light"
                leftSection={<IconEdit size={12} />}
                onClick={() => actions.onEdit(row.original)}
                data-testid={`mark-edit-${row.original.markId}`}
              >
                {t('actions.edit')}
              </Button>
              <Button
                size="compact-xs"
                variant="light"
                color="red"
                leftSection={<IconTrash size={12} />}
                onClick={() => actions.onVoid(row.original)}
                data-testid={`mark-void-${row.original.markId}`}
              >
                {t('actions.void')}
              </Button>
            </Group>
          ) : (
            // device and gate marks are the record of what a door saw: the supervisor is told why
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              leftSection={<IconLock size={12} />}
              onClick={() => actions.onReadOnly(row.original)}
              data-testid={`mark-locked-${row.original.markId}`}
            >
              {t('actions.readOnly')}
            </Button>
          ),
        meta: { noExport: true },
      },
    ],
    [t, actions, zones, doors],
  );
}
