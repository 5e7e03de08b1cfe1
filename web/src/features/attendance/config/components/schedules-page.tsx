import { Modal, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttendanceScheduleRow, CommandResult } from '@faena/contracts';
import { DataGrid } from '../../../../components/ui/data-grid';
import { PageHeading } from '../../../../components/ui/page-heading';
import { listAttendanceSchedules, pagesOf } from '../api/attendance-config.api';
import { NewButton, useConfigGrid, useSaved } from './config-grid';
import { ScheduleForm } from './schedule-form';
import { useScheduleColumns } from './schedules-columns';

const fetchPage = pagesOf(listAttendanceSchedules);

interface ModalProps {
  editing: AttendanceScheduleRow | 'new' | null;
  onSaved: (result: CommandResult) => Promise<void>;
  onClose: () => void;
}

/** The schedule's form in a dialog (full screen on a phone): a new one, or the row being edited. */
function ScheduleModal({ editing, onSaved, onClose }: ModalProps) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={t('schedules.formTitle')}
      size="auto"
      fullScreen={typeof window !== 'undefined' && window.innerWidth < 768}
    >
      {editing !== null && (
        <ScheduleForm
          row={editing === 'new' ? undefined : editing}
          onSaved={onSaved}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}

/** /asistencia/horarios: the client's attendance schedules, a grid and its form. */
export function AttendanceSchedulesPage() {
  const { t } = useTranslation('attendanceConfig');
  const [editing, setEditing] = useState<AttendanceScheduleRow | 'new' | null>(null);
  const grid = useConfigGrid(fetchPage, (r: AttendanceScheduleRow) => r.scheduleId);
  const columns = useScheduleColumns(setEditing);
  const close = () => setEditing(null);
  const saved = useSaved(grid, close);
  return (
    <Stack data-testid="attendance-schedules-page">
      <PageHeading title={t('schedules.title')} subtitle={t('schedules.subtitle')} />
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          columns={columns}
          title={t('schedules.gridTitle')}
          exportFileName="horarios-asistencia"
          testId="attendance-schedules-grid"
          rowTestId={(r) => `att-schedule-row-${r.code}`}
          toolbar={<NewButton onClick={() => setEditing('new')} testId="new-att-schedule" />}
        />
      </Paper>
      <ScheduleModal editing={editing} onSaved={saved} onClose={close} />
    </Stack>
  );
}
