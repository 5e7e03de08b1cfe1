import { Badge, Group } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeopleStatus, PersonStatusRow } from '@faena/contracts';
import { TwoLineCell } from '../../../../components/ui/two-line-cell';
import type { GridRow } from '../../../../components/ui/use-server-grid';
import { formatDate } from '../../../../lib/format';

type Col = ColumnDef<GridRow<PersonStatusRow>>;

const COLORS: Record<PeopleStatus, string> = {
  accredited: 'green',
  blocked: 'red',
  notAccredited: 'gray',
};

/** "Examen médico (vencido el 22/11/2026)", one per blocking requirement. */
export const blockingText = (t: TFunction, row: PersonStatusRow): string =>
  row.blocking
    .map((b) =>
      t(`blocking.${b.state}`, { name: b.description, date: formatDate(b.expiresOn ?? '') }),
    )
    .join('; ');

type T = TFunction<'peopleStatus'>;

/** Who: the person (document below), the company, the contract. */
const whoColumns = (t: T): Col[] => [
  {
    accessorKey: 'personName',
    header: t('columns.person'),
    cell: ({ row }) => (
      <TwoLineCell primary={row.original.personName} secondary={row.original.documentNumber} />
    ),
    meta: { phone: 'title' },
  },
  { accessorKey: 'companyName', header: t('columns.company') },
  { accessorKey: 'contractCode', header: t('columns.contract') },
];

const onSiteText = (t: T, onSite: boolean) => (onSite ? t('onSite.yes') : t('onSite.no'));

/** Where they stand: status, until when, what blocks them. */
const statusColumns = (t: T): Col[] => [
  {
    accessorKey: 'status',
    header: t('columns.status'),
    cell: ({ row }) => (
      <Badge color={COLORS[row.original.status]} variant="light">
        {t(`status.${row.original.status}`)}
      </Badge>
    ),
    meta: { exportValue: (row) => t(`status.${row.status}`) },
  },
  {
    accessorKey: 'endDate',
    header: t('columns.until'),
    cell: ({ row }) => formatDate(row.original.endDate),
    meta: { nowrap: true, exportValue: (row) => formatDate(row.endDate) },
  },
  {
    id: 'blocking',
    // a value (not only a cell): the phone's card shows the detail lines that have one
    accessorFn: (row) => blockingText(t, row),
    header: t('columns.blocking'),
    meta: { exportValue: (row) => blockingText(t, row) },
  },
];

const onSiteColumn = (t: T): Col => ({
  accessorKey: 'onSite',
  header: t('columns.onSite'),
  cell: ({ row }) => <Group gap={4}>{onSiteText(t, row.original.onSite)}</Group>,
  meta: { exportValue: (row) => onSiteText(t, row.onSite) },
});

/** The screen's columns: person, company, contract, status, until, blocking, on site (sorted by name on the server). */
export function usePeopleStatusColumns(): Col[] {
  const { t } = useTranslation('peopleStatus');
  return useMemo<Col[]>(
    () =>
      [...whoColumns(t), ...statusColumns(t), onSiteColumn(t)].map((column) => ({
        ...column,
        enableSorting: false,
      })),
    [t],
  );
}
