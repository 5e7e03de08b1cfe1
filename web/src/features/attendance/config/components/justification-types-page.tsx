import { Modal, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, JustificationTypeRow } from '@faena/contracts';
import { DataGrid } from '../../../../components/ui/data-grid';
import { PageHeading } from '../../../../components/ui/page-heading';
import { listJustificationTypes, pagesOf } from '../api/attendance-config.api';
import { NewButton, useConfigGrid, useSaved } from './config-grid';
import { JustificationTypeForm } from './justification-type-form';
import { useJustificationTypeColumns } from './justification-types-columns';

const fetchPage = pagesOf(listJustificationTypes);

interface ModalProps {
  editing: JustificationTypeRow | 'new' | null;
  onSaved: (result: CommandResult) => Promise<void>;
  onClose: () => void;
}

/** The justification type's form in a dialog: a new one, or the row being edited. */
function JustificationTypeModal({ editing, onSaved, onClose }: ModalProps) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={t('justifications.formTitle')}
      size="lg"
    >
      {editing !== null && (
        <JustificationTypeForm
          row={editing === 'new' ? undefined : editing}
          onSaved={onSaved}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}

/** /asistencia/justificaciones: the client's justification types (applied from /asistencia/personas). */
export function JustificationTypesPage() {
  const { t } = useTranslation('attendanceConfig');
  const [editing, setEditing] = useState<JustificationTypeRow | 'new' | null>(null);
  const grid = useConfigGrid(fetchPage, (r: JustificationTypeRow) => r.typeId);
  const columns = useJustificationTypeColumns(setEditing);
  const close = () => setEditing(null);
  const saved = useSaved(grid, close);
  return (
    <Stack data-testid="justification-types-page">
      <PageHeading title={t('justifications.title')} subtitle={t('justifications.subtitle')} />
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          columns={columns}
          title={t('justifications.gridTitle')}
          exportFileName="tipos-justificacion"
          testId="justification-types-grid"
          rowTestId={(r) => `jt-row-${r.code}`}
          toolbar={<NewButton onClick={() => setEditing('new')} testId="new-jt" />}
        />
      </Paper>
      <JustificationTypeModal editing={editing} onSaved={saved} onClose={close} />
    </Stack>
  );
}
