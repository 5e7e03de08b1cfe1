import { Anchor, Group } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REQUEST_STATUSES, type Decision, type RequestRow } from '@faena/contracts';
import { DecisionButtons } from '../../../../components/decision-buttons';
import { RequestStatusBadge } from '../../../../components/request-status-badge';
import { TwoLineCell } from '../../../../components/ui/two-line-cell';
import type { GridRow } from '../../../../components/ui/use-server-grid';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { AttachmentMenu } from './attachment-menu';

type Col = ColumnDef<GridRow<RequestRow>>;

type T = TFunction<'approvals'>;

/** Who and for what: the request's code, the person, the company and contract. */
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
    accessorKey: 'companyName',
    header: t('grid.company'),
    cell: ({ row }) => (
      <TwoLineCell primary={row.original.companyName} secondary={row.original.contractCode} />
    ),
    meta: { filter: { type: 'text' } },
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

/** Where it stands: its status and when and by whom it was submitted. */
const stateColumns = (t: T): Col[] => [
  {
    accessorKey: 'status',
    header: t('grid.status'),
    cell: ({ row }) => <RequestStatusBadge status={row.original.status} />,
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
    cell: ({ row }) => (
      <TwoLineCell
        primary={formatDateTime(row.original.submittedAt)}
        secondary={row.original.submittedBy}
      />
    ),
  },
];

interface ActionsProps {
  request: RequestRow;
  onDecide: (row: RequestRow, decision: Decision) => void;
  canDecide: boolean;
}

/** A row's paperclip, its decisions while pending, and the way to its history. */
function QueueRowActions({ request, onDecide, canDecide }: ActionsProps) {
  const { t } = useTranslation('approvals');
  return (
    <Group gap={4} wrap="wrap" maw={240}>
      <AttachmentMenu request={request} />
      {canDecide && request.status === 'P' && (
        <DecisionButtons
          onDecide={(decision) => onDecide(request, decision)}
          label={(decision) => t(`actions.${decision}`)}
          testId={(decision) => `${decision}-${request.requestId}`}
        />
      )}
      <Anchor component={Link} to={`/consultas/historial/${request.requestId}`} size="xs">
        {t('grid.history')}
      </Anchor>
    </Group>
  );
}

/** Columns of the approver queue; a pending row offers Aprobar / Observar / Rechazar; every row its paperclip. */
export function useQueueColumns(
  onDecide: (row: RequestRow, decision: Decision) => void,
  canDecide: boolean,
): Col[] {
  const { t } = useTranslation('approvals');
  return useMemo<Col[]>(
    () => [
      ...subjectColumns(t),
      periodColumn(t),
      ...stateColumns(t),
      {
        id: 'actions',
        header: t('grid.actions'),
        enableSorting: false,
        cell: ({ row }) => (
          <QueueRowActions request={row.original} onDecide={onDecide} canDecide={canDecide} />
        ),
        meta: { noExport: true },
      },
    ],
    [t, onDecide, canDecide],
  );
}
