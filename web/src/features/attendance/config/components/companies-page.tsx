import { Alert, Modal, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttendanceCompanyRow, CommandResult } from '@faena/contracts';
import { DataGrid } from '../../../../components/ui/data-grid';
import { PageHeading } from '../../../../components/ui/page-heading';
import { useServerGrid, type ServerGrid } from '../../../../components/ui/use-server-grid';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { listAttendanceCompanies, pagesOf } from '../api/attendance-config.api';
import { useCompanyColumns } from './companies-columns';
import { CompanyConfigForm } from './company-config-form';
import { useAttendanceLive } from './use-attendance-live';

const fetchPage = pagesOf(listAttendanceCompanies);

/** The companies' grid, kept current through the client's attendance room. */
function useCompaniesGrid(): ServerGrid<AttendanceCompanyRow> {
  const grid = useServerGrid<AttendanceCompanyRow>({
    fetchPage,
    rowId: (r) => r.companyId,
    onError: notifyError,
  });
  useAttendanceLive(grid.refetch);
  return grid;
}

interface GridProps {
  grid: ServerGrid<AttendanceCompanyRow>;
  onConfigure: (row: AttendanceCompanyRow) => void;
}

function CompaniesGrid({ grid, onConfigure }: GridProps) {
  const { t } = useTranslation('attendanceConfig');
  const columns = useCompanyColumns(onConfigure);
  return (
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
  );
}

interface ModalProps {
  row: AttendanceCompanyRow | null;
  onSaved: (result: CommandResult) => Promise<void>;
  onClose: () => void;
}

/** The company's lists in a dialog, open while a row is being configured. */
function CompanyConfigModal({ row, onSaved, onClose }: ModalProps) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Modal opened={row !== null} onClose={onClose} title={t('companies.formTitle')} size="lg">
      {row && <CompanyConfigForm row={row} onSaved={onSaved} onCancel={onClose} />}
    </Modal>
  );
}

/** /asistencia/configuracion: the client's companies with control attendance and their lists. */
export function AttendanceCompaniesPage() {
  const { t } = useTranslation('attendanceConfig');
  const [editing, setEditing] = useState<AttendanceCompanyRow | null>(null);
  const grid = useCompaniesGrid();
  const saved = async (result: CommandResult) => {
    await grid.refetch(result.position);
    setEditing(null);
    notifySuccess(t('common.saved'));
  };
  return (
    <Stack data-testid="attendance-companies-page">
      <PageHeading title={t('companies.title')} subtitle={t('companies.subtitle')} />
      <Alert color="blue" variant="light">
        {t('companies.flagHint')}
      </Alert>
      <CompaniesGrid grid={grid} onConfigure={setEditing} />
      <CompanyConfigModal row={editing} onSaved={saved} onClose={() => setEditing(null)} />
    </Stack>
  );
}
