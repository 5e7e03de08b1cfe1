import { Modal, Paper, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupRow } from '@faena/contracts';
import { DataGrid } from '../../../../components/ui/data-grid';
import { PageTitle } from '../../../../components/ui/page-title';
import { useAccessRulesLive } from './use-access-rules-live';
import { useServerGrid } from '../../../../components/ui/use-server-grid';
import { notifyError } from '../../../../lib/notify';
import { listGroups, pagesOf } from '../api/access-rules.api';
import { GroupForm } from './group-form';
import { groupColumns } from './group-columns';
import { NewRuleButton, useRuleEditing } from './rule-editing';
import { useAccessOptions } from './use-access-options';

const fetchPage = pagesOf(listGroups);

const GROUPS_GRID = { fetchPage, rowId: (r: GroupRow) => r.groupId, onError: notifyError };

/** /acceso/grupos: the client's access groups (zones × schedules), a grid and its form. */
export function GroupsPage() {
  const { t } = useTranslation('accessRules');
  const options = useAccessOptions();
  const { zoneName } = options;
  const grid = useServerGrid<GroupRow>(GROUPS_GRID);
  useAccessRulesLive(grid.refetch);
  const editor = useRuleEditing<GroupRow>(grid.refetch);
  const { setEditing } = editor;
  const columns = useMemo(() => groupColumns(t, zoneName, setEditing), [t, zoneName, setEditing]);
  return (
    <Stack data-testid="groups-page">
      <PageTitle title={t('groups.title')} subtitle={t('groups.subtitle')} />
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          columns={columns}
          title={t('groups.gridTitle')}
          exportFileName="grupos-acceso"
          testId="groups-grid"
          rowTestId={(r) => `group-row-${r.code}`}
          toolbar={<NewRuleButton onClick={() => setEditing('new')} testId="new-group" />}
        />
      </Paper>
      <GroupFormModal editor={editor} options={options} />
    </Stack>
  );
}

/** The group's form in a modal, open while a group is edited or added. */
function GroupFormModal(props: {
  editor: ReturnType<typeof useRuleEditing<GroupRow>>;
  options: ReturnType<typeof useAccessOptions>;
}) {
  const { t } = useTranslation('accessRules');
  const { editing, setEditing, saved } = props.editor;
  const onClose = () => setEditing(null);
  return (
    <Modal opened={editing !== null} onClose={onClose} title={t('groups.formTitle')} size="lg">
      {editing !== null && (
        <GroupForm
          row={editing === 'new' ? undefined : editing}
          zones={props.options.zoneOptions}
          schedules={props.options.scheduleOptions}
          onSaved={saved}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
