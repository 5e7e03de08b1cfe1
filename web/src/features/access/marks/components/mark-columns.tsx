import { Badge, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MARK_MODES, MARK_ORIGINS, MARK_TYPES, type MarkRow } from '@faena/contracts';
import { TwoLineCell } from '../../../../components/ui/two-line-cell';
import type { GridRow } from '../../../../components/ui/use-server-grid';
import { formatDate } from '../../../../lib/format';
import { MarkActionsCell, type MarkActions } from './mark-actions-cell';

export type { MarkActions } from './mark-actions-cell';

type Col = ColumnDef<GridRow<MarkRow>>;
type Zone = { value: string; label: string };

/** A select filter of true/false with the two labels. */
const booleanFilter = (yes: string, no: string) => ({
  type: 'select' as const,
  options: [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ],
});

/** A column of one of a mark's enumerations (mode, type, origin), translated under its prefix. */
function enumColumn<K extends 'mode' | 'markType' | 'origin'>(
  t: TFunction,
  { key, values, header }: { key: K; values: readonly MarkRow[K][]; header: string },
): Col {
  return {
    accessorKey: key,
    header,
    cell: ({ row }) => t(`${key}.${row.original[key]}`),
    meta: {
      filter: {
        type: 'select',
        options: values.map((v) => ({ value: v, label: t(`${key}.${v}`) })),
      },
      exportValue: (r) => t(`${key}.${r[key]}`),
    },
  };
}

/** When and who: date and hour, person (with document), document and company. */
const whoColumns = (t: TFunction): Col[] => [
  {
    accessorKey: 'date',
    header: t('grid.date'),
    cell: ({ row }) => `${formatDate(row.original.date)} ${row.original.hour}`,
    meta: { nowrap: true, phone: 'title', exportValue: (r) => `${formatDate(r.date)} ${r.hour}` },
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
];

/** The result (granted or denied, a badge) and why it was denied. */
const resultColumns = (t: TFunction): Col[] => [
  {
    accessorKey: 'granted',
    header: t('grid.result'),
    cell: ({ row }) => (
      <Badge color={row.original.granted ? 'green' : 'red'} variant="light">
        {row.original.granted ? t('result.granted') : t('result.denied')}
      </Badge>
    ),
    meta: {
      filter: booleanFilter(t('result.granted'), t('result.denied')),
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
];

/** Where: the zone (with the door under it) and the door, each filtered by its options. */
const placeColumns = (t: TFunction, zones: Zone[], doors: Zone[]): Col[] => [
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
];

/** How: mode, mark type, plate, origin and whether a device marked it. */
const kindColumns = (t: TFunction): Col[] => [
  enumColumn(t, { key: 'mode', values: MARK_MODES, header: t('grid.mode') }),
  enumColumn(t, { key: 'markType', values: MARK_TYPES, header: t('grid.markType') }),
  { accessorKey: 'plate', header: t('grid.plate'), meta: { filter: { type: 'text' } } },
  enumColumn(t, { key: 'origin', values: MARK_ORIGINS, header: t('grid.origin') }),
  {
    accessorKey: 'automatic',
    header: t('grid.automatic'),
    cell: ({ row }) => (row.original.automatic ? t('yes') : t('no')),
    meta: {
      filter: booleanFilter(t('yes'), t('no')),
      exportValue: (r) => (r.automatic ? t('yes') : t('no')),
    },
  },
];

/** The device's details and the reason (noting a correction). */
const detailColumns = (t: TFunction): Col[] => [
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
];

/** The marks grid's columns; edit and void only on a supervisor's manual marks. */
export function useMarkColumns(actions: MarkActions, zones: Zone[], doors: Zone[]): Col[] {
  const { t } = useTranslation('marks');
  return useMemo<Col[]>(
    () => [
      ...whoColumns(t),
      ...resultColumns(t),
      ...placeColumns(t, zones, doors),
      ...kindColumns(t),
      ...detailColumns(t),
      {
        id: 'actions',
        header: t('grid.actions'),
        enableSorting: false,
        cell: ({ row }) => <MarkActionsCell mark={row.original} actions={actions} />,
        meta: { noExport: true },
      },
    ],
    [t, actions, zones, doors],
  );
}
