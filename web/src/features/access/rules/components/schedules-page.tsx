import { Modal, Paper, Stack } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleRow } from '@faena/contracts';
import { DataGrid } from '../../../../components/ui/data-grid';
import { PageTitle } from '../../../../components/ui/page-title';
import { useAccessRulesLive } from './use-access-rules-live';
import { useServerGrid } from '../../../../components/ui/use-server-grid';
import { notifyError } from '../../../../lib/notify';
import { listSchedules, listZones, pagesOf } from '../api/access-rules.api';
import { ScheduleForm } from './schedule-form';
import { scheduleColumns } from './schedule-columns';
import { NewRuleButton, useRuleEditing } from './rule-editing';

const fetchPage = pagesOf(listSchedules);

const SCHEDULES_GRID = { fetchPage, rowId: (r: ScheduleRow) => r.scheduleId, onError: notifyError };

/** The divisions that have zones, the choices for a schedule's division. */
function useZoneDivisions(): string[] {
  const [divisions, setDivisions] = useState<string[]>([]);
  useEffect(() => {
    listZones().then(
      (zones) => setDivisions([...new Set(zones.map((z) => z.divisionId))]),
      notifyError,
    );
  }, []);
  return divisions;
}

/** /acceso/horarios: the client's access schedules, a grid and its form. */
export function SchedulesPage() {
  const { t } = useTranslation('accessRules');
  const divisions = useZoneDivisions();
  const grid = useServerGrid<ScheduleRow>(SCHEDULES_GRID);
  useAccessRulesLive(grid.refetch);
  const editor = useRuleEditing<ScheduleRow>(grid.refetch);
  const { setEditing } = editor;
  const columns = useMemo(() => scheduleColumns(t, setEditing), [t, setEditing]);
  return (
    <Stack data-testid="schedules-page">
      <PageTitle title={t('schedules.title')} subtitle={t('schedules.subtitle')} />
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          columns={columns}
          title={t('schedules.gridTitle')}
          exportFileName="horarios-acceso"
          testId="schedules-grid"
          rowTestId={(r) => `schedule-row-${r.code}`}
          toolbar={<NewRuleButton onClick={() => setEditing('new')} testId="new-schedule" />}
        />
      </Paper>
      <ScheduleFormModal editor={editor} divisions={divisions} />
    </Stack>
  );
}

/** The schedule's form in a modal, open while a schedule is edited or added. */
function ScheduleFormModal(props: {
  editor: ReturnType<typeof useRuleEditing<ScheduleRow>>;
  divisions: string[];
}) {
  const { t } = useTranslation('accessRules');
  const { editing, setEditing, saved } = props.editor;
  const onClose = () => setEditing(null);
  return (
    <Modal opened={editing !== null} onClose={onClose} title={t('schedules.formTitle')} size="lg">
      {editing !== null && (
        <ScheduleForm
          row={editing === 'new' ? undefined : editing}
          divisions={props.divisions}
          onSaved={saved}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
