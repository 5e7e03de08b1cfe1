import { Modal, Paper, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileRow } from '@faena/contracts';
import { DataGrid } from '../../../../components/ui/data-grid';
import { PageTitle } from '../../../../components/ui/page-title';
import { useServerGrid } from '../../../../components/ui/use-server-grid';
import { notifyError } from '../../../../lib/notify';
import { listProfiles, pagesOf } from '../api/access-rules.api';
import { ProfileForm } from './profile-form';
import { profileColumns } from './profile-columns';
import { NewRuleButton, useRuleEditing } from './rule-editing';
import { useAccessOptions } from './use-access-options';
import { useAccessRulesLive } from './use-access-rules-live';

const fetchPage = pagesOf(listProfiles);

const PROFILES_GRID = { fetchPage, rowId: (r: ProfileRow) => r.profileId, onError: notifyError };

/** /acceso/perfiles: the client's access profiles (the groups each grants), a grid and its form. */
export function ProfilesPage() {
  const { t } = useTranslation('accessRules');
  const options = useAccessOptions();
  const grid = useServerGrid<ProfileRow>(PROFILES_GRID);
  useAccessRulesLive(grid.refetch);
  const editor = useRuleEditing<ProfileRow>(grid.refetch);
  const { setEditing } = editor;
  const columns = useMemo(() => profileColumns(t, setEditing), [t, setEditing]);
  return (
    <Stack data-testid="profiles-page">
      <PageTitle title={t('profiles.title')} subtitle={t('profiles.subtitle')} />
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          columns={columns}
          title={t('profiles.gridTitle')}
          exportFileName="perfiles-acceso"
          testId="profiles-grid"
          rowTestId={(r) => `profile-row-${r.code}`}
          toolbar={<NewRuleButton onClick={() => setEditing('new')} testId="new-profile" />}
        />
      </Paper>
      <ProfileFormModal editor={editor} groups={options.groupOptions} />
    </Stack>
  );
}

/** The profile's form in a modal, open while a profile is edited or added. */
function ProfileFormModal(props: {
  editor: ReturnType<typeof useRuleEditing<ProfileRow>>;
  groups: ReturnType<typeof useAccessOptions>['groupOptions'];
}) {
  const { t } = useTranslation('accessRules');
  const { editing, setEditing, saved } = props.editor;
  const onClose = () => setEditing(null);
  return (
    <Modal opened={editing !== null} onClose={onClose} title={t('profiles.formTitle')} size="lg">
      {editing !== null && (
        <ProfileForm
          row={editing === 'new' ? undefined : editing}
          groups={props.groups}
          onSaved={saved}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
