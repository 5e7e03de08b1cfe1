import { Badge, Stack } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequirementReportStatus, RequirementStatusRow } from '@faena/contracts';
import { TwoLineCell } from '../../../components/ui/two-line-cell';
import type { GridRow } from '../../../components/ui/use-server-grid';
import { formatDate } from '../../../lib/format';

type Col = ColumnDef<GridRow<RequirementStatusRow>>;

export const STATUS_COLORS: Record<RequirementReportStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  missing: 'gray',
};

/** The expiry, and below it whether the expiry notice went out (issue 18's daily job). */
function ExpiryCell({ row }: { row: RequirementStatusRow }) {
  const { t } = useTranslation('requirements');
  if (!row.noticeSentOn) return formatDate(row.expiresOn);
  return (
    <Stack gap={2} align="flex-start">
      {formatDate(row.expiresOn)}
      <Badge color="orange" variant="light" size="xs" data-testid="notice-sent">
        {t('noticeSent', { date: formatDate(row.noticeSentOn) })}
      </Badge>
    </Stack>
  );
}

const textColumn = (key: 'companyName' | 'typeDescription', header: string): Col => ({
  accessorKey: key,
  header,
  meta: { filter: { type: 'text' } },
});

const subjectColumn = (t: TFunction): Col => ({
  accessorKey: 'subjectName',
  header: t('columns.subject'),
  cell: ({ row }) => (
    <TwoLineCell primary={row.original.subjectName} secondary={row.original.subjectId} />
  ),
  meta: { filter: { type: 'text' }, phone: 'title' },
});

const statusColumn = (t: TFunction): Col => ({
  accessorKey: 'status',
  header: t('columns.status'),
  cell: ({ row }) => (
    <Badge color={STATUS_COLORS[row.original.status]} variant="light" miw="max-content">
      {t(`status.${row.original.status}`)}
    </Badge>
  ),
  meta: { exportValue: (row) => t(`status.${row.status}`) },
});

const issuedColumn = (t: TFunction): Col => ({
  accessorKey: 'issuedOn',
  header: t('columns.issuedOn'),
  cell: ({ row }) => formatDate(row.original.issuedOn),
  meta: { nowrap: true, exportValue: (row) => formatDate(row.issuedOn) },
});

const expiresColumn = (t: TFunction): Col => ({
  accessorKey: 'expiresOn',
  header: t('columns.expiresOn'),
  cell: ({ row }) => <ExpiryCell row={row.original} />,
  meta: { nowrap: true, exportValue: (row) => formatDate(row.expiresOn) },
});

/** The report's columns: company, worker, requirement, state and dates. */
export function useRequirementColumns(): Col[] {
  const { t } = useTranslation('requirements');
  return useMemo<Col[]>(
    () => [
      textColumn('companyName', t('columns.company')),
      subjectColumn(t),
      textColumn('typeDescription', t('columns.type')),
      statusColumn(t),
      issuedColumn(t),
      expiresColumn(t),
      { accessorKey: 'reviewerName', header: t('columns.reviewedBy'), enableSorting: false },
    ],
    [t],
  );
}
