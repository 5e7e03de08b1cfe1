import { Group, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DEMOBILIZATION_STATUSES, type DemobilizationRow } from '@faena/contracts';
import { RequestStatusBadge } from '../../../../components/request-status-badge';
import { TwoLineCell } from '../../../../components/ui/two-line-cell';
import type { GridRow } from '../../../../components/ui/use-server-grid';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { hasPermission, useSession } from '../../../../stores/session.store';
import { DemobilizationHistoryLink } from './demobilization-history';
import { useCessationReasons } from './cessation-reason-select';

type Col = ColumnDef<GridRow<DemobilizationRow>>;

export type DemobilizationColumns = Col[];
type T = TFunction<'demobilization'>;

/** Who: the demobilization's code, the person (and worker code), the company. */
const whoColumns = (t: T): Col[] => [
  {
    accessorKey: 'code',
    header: t('grid.code'),
    meta: { filter: { type: 'text' }, nowrap: true, phone: 'title' },
  },
  {
    accessorKey: 'personName',
    header: t('grid.person'),
    cell: ({ row }) => (
      <TwoLineCell
        primary={row.original.personName}
        secondary={`${t('grid.workerCode')}: ${row.original.workerCode}`}
      />
    ),
    meta: { filter: { type: 'text' }, phone: 'title' },
  },
  { accessorKey: 'companyName', header: t('grid.company'), meta: { filter: { type: 'text' } } },
];

/** Why and when: the reason's description (its code below it) and the cessation date. */
const cessationColumns = (t: T, reasonName: ReadonlyMap<string, string>): Col[] => [
  {
    accessorKey: 'cessationReason',
    header: t('grid.cessationReason'),
    cell: ({ row }) => (
      <TwoLineCell
        primary={reasonName.get(row.original.cessationReason) ?? row.original.cessationReason}
        secondary={row.original.cessationReason}
      />
    ),
    meta: {
      filter: { type: 'text' },
      exportValue: (row) => reasonName.get(row.cessationReason) ?? row.cessationReason,
    },
  },
  {
    accessorKey: 'cessationDate',
    header: t('grid.cessationDate'),
    cell: ({ row }) => formatDate(row.original.cessationDate),
    meta: { nowrap: true, exportValue: (row) => formatDate(row.cessationDate) },
  },
];

/** Where it stands: status, when requested, the last comment. */
const stateColumns = (t: T): Col[] => [
  {
    accessorKey: 'status',
    header: t('grid.status'),
    cell: ({ row }) => <RequestStatusBadge status={row.original.status} />,
    meta: {
      filter: {
        type: 'select',
        options: DEMOBILIZATION_STATUSES.map((s) => ({ value: s, label: t(`common:status.${s}`) })),
      },
      exportValue: (row) => t(`common:status.${row.status}`),
    },
  },
  {
    accessorKey: 'requestedAt',
    header: t('grid.requestedAt'),
    cell: ({ row }) => formatDateTime(row.original.requestedAt),
    meta: { nowrap: true, exportValue: (row) => formatDateTime(row.requestedAt) },
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

/** Columns of both demobilization grids; `actions` renders the last column of a row, then its history for auditors. */
export function useDemobilizationColumns(actions: (row: DemobilizationRow) => ReactNode): Col[] {
  const { t } = useTranslation('demobilization');
  const canAudit = useSession((s) => hasPermission(s.user, 'audit.read'));
  const reasons = useCessationReasons();
  // the row keeps the reason's code; the grid shows its description (the code below it)
  const reasonName = useMemo(() => new Map(reasons.map((r) => [r.code, r.description])), [reasons]);
  return useMemo<Col[]>(
    () => [
      ...whoColumns(t),
      ...cessationColumns(t, reasonName),
      ...stateColumns(t),
      {
        id: 'actions',
        header: t('grid.actions'),
        enableSorting: false,
        cell: ({ row }) => (
          <Group gap="xs" miw={160}>
            {actions(row.original)}
            {canAudit && <DemobilizationHistoryLink row={row.original} />}
          </Group>
        ),
        meta: { noExport: true },
      },
    ],
    [t, actions, reasonName, canAudit],
  );
}
