import { Alert, Badge, Button, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttendanceCompanyRow, CommandResult } from '@faena/contracts';
import { DataGrid } from '../../../../components/ui/data-grid';
import { TwoLineCell } from '../../../../components/ui/two-line-cell';
import { useServerGrid, type GridRow } from '../../../../components/ui/use-server-grid';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { listAttendanceCompanies, pagesOf } from '../api/attendance-config.api';
import { CompanyConfigForm } from './company-config-form';
import { useAttendanceLive } from './use-attendance-live';

const fetchPage = pagesOf(listAttendanceCompanies);
const codes = (l: Array<{ code: string }>) => l.map((x) => x.code).join(', ');

/** /asistencia/configuracion: the client's companies with control attendance and their lists. */
export function AttendanceCompaniesPage() {
  const { t } = useTranslation('attendanceConfig');
  const [editing, setEditing] = useState<AttendanceCompanyRow | null>(null);
  const grid = useServerGrid<AttendanceCompanyRow>({
    fetchPage,
    rowId: (r) => r.companyId,
    onError: notifyError,
  });
  useAttendanceLive(grid.refetch);
  const columns = useMemo<Array<ColumnDef<GridRow<AttendanceCompanyRow>>>>(
    () => [
      {
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
      },
      {
        id: 'payrollGroups',
        accessorFn: (r) => codes(r.payrollGroups),
        header: t('companies.payrollGroups'),
        enableSorting: false,
        cell: ({ row }) => codes(row.original.payrollGroups),
        meta: { exportValue: (r: AttendanceCompanyRow) => codes(r.payrollGroups) },
      },
      {
        id: 'specialConditions',
        accessorFn: (r) => codes(r.specialConditions),
        header: t('companies.specialConditions'),
        enableSorting: false,
        cell: ({ row }) => codes(row.original.specialConditions),
        meta: { exportValue: (r: AttendanceCompanyRow) => codes(r.specialConditions) },
      },
      {
        id: 'configured',
        accessorFn: (r) => r.configured,
        header: t('common.state'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.configured ? (
            <Badge color="teal" variant="light">
              {t('companies.configured')}
            </Badge>
          ) : (
            <Badge color="orange" variant="light" data-testid="company-not-configured">
              {t('companies.notConfigured')}
            </Badge>
          ),
        meta: { exportValue: (r: AttendanceCompanyRow) => (r.configured ? 'S' : 'N') },
      },
      {
        id: 'actions',
        header: t('common.actions'),
        enableSorting: false,
        cell: ({ row }) => (
          <Button
            size="xs"
            variant="subtle"
            onClick={() => setEditing(row.original)}
            data-testid={`configure-${row.original.companyId}`}
          >
            {t('companies.configure')}
          </Button>
        ),
      },
    ],
    [t],
  );
  const saved = async (result: CommandResult) => {
    await grid.refetch(result.position);
    setEditing(null);
    notifySuccess(t('common.saved'));
  };
  return (
    <Stack data-testid="attendance-companies-page">
      <Title order={1} size="h2">
        {t('companies.title')}
      </Title>
      <Text c="dimmed">{t('companies.subtitle')}</Text>
      <Alert color="blue" variant="light">
        {t('companies.flagHint')}
      </Alert>
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          columns={columns}
          title={t('companies.gridTitle')}
          exportFileName="asistencia-empresas"
          testId="attendance-companies-grid"
          rowTestId={(r) => `att-company-row-${r.companyId}`}
        />
      </Paper>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('companies.formTitle')}
        size="lg"
      >
        {editing && (
          <CompanyConfigForm row={editing} onSaved={saved} onCancel={() => setEditing(null)} />
        )}
      </Modal>
    </Stack>
  );
}
