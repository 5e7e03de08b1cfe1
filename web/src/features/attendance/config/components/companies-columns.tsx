import { Badge, Button } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttendanceCompanyRow } from '@faena/contracts';
import { TwoLineCell } from '../../../../components/ui/two-line-cell';
import type { GridRow } from '../../../../components/ui/use-server-grid';

type Column = ColumnDef<GridRow<AttendanceCompanyRow>>;
type ListName = 'payrollGroups' | 'specialConditions';

const codes = (l: Array<{ code: string }>) => l.map((x) => x.code).join(', ');

const companyColumn = (t: TFunction): Column => ({
  accessorKey: 'name',
  header: t('companies.company'),
  enableSorting: false,
  cell: ({ row }) => (
    <TwoLineCell
      primary={row.original.name}
      secondary={`${row.original.documentType} ${row.original.documentNumber}`}
    />
  ),
  meta: { phone: 'title' },
});

/** The codes of one of the company's lists, comma separated (also in the spreadsheet). */
const codesColumn = (t: TFunction, name: ListName): Column => ({
  id: name,
  accessorFn: (r) => codes(r[name]),
  header: t(`companies.${name}`),
  enableSorting: false,
  cell: ({ row }) => codes(row.original[name]),
  meta: { exportValue: (r: AttendanceCompanyRow) => codes(r[name]) },
});

function ConfiguredBadge({ configured }: { configured: boolean }) {
  const { t } = useTranslation('attendanceConfig');
  return configured ? (
    <Badge color="teal" variant="light">
      {t('companies.configured')}
    </Badge>
  ) : (
    <Badge color="orange" variant="light" data-testid="company-not-configured">
      {t('companies.notConfigured')}
    </Badge>
  );
}

const configuredColumn = (t: TFunction): Column => ({
  id: 'configured',
  accessorFn: (r) => r.configured,
  header: t('common.state'),
  enableSorting: false,
  cell: ({ row }) => <ConfiguredBadge configured={row.original.configured} />,
  meta: { exportValue: (r: AttendanceCompanyRow) => (r.configured ? 'S' : 'N') },
});

const actionsColumn = (t: TFunction, onConfigure: (row: AttendanceCompanyRow) => void): Column => ({
  id: 'actions',
  header: t('common.actions'),
  enableSorting: false,
  cell: ({ row }) => (
    <Button
      size="xs"
      variant="subtle"
      onClick={() => onConfigure(row.original)}
      data-testid={`configure-${row.original.companyId}`}
    >
      {t('companies.configure')}
    </Button>
  ),
});

/** The companies grid: company, payroll groups, special conditions, whether configured, configure. */
export function useCompanyColumns(onConfigure: (row: AttendanceCompanyRow) => void): Column[] {
  const { t } = useTranslation('attendanceConfig');
  return useMemo(
    () => [
      companyColumn(t),
      codesColumn(t, 'payrollGroups'),
      codesColumn(t, 'specialConditions'),
      configuredColumn(t),
      actionsColumn(t, onConfigure),
    ],
    [t, onConfigure],
  );
}
