import { Button, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, RequirementTypeRow } from '@faena/contracts';
import { DataGrid } from '../../../components/ui/data-grid';
import { PageHeading } from '../../../components/ui/page-heading';
import { useServerGrid, type ServerGrid } from '../../../components/ui/use-server-grid';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { hasPermission, useSession } from '../../../stores/session.store';
import { listRequirementTypes } from '../api/requirements.api';
import { RequirementTypeForm } from './requirement-type-form';
import { useTypeColumns } from './requirement-types-columns';

const GRID = {
  fetchPage: listRequirementTypes,
  rowId: (r: RequirementTypeRow) => r.code,
  onError: notifyError,
};

interface GridProps {
  grid: ServerGrid<RequirementTypeRow>;
  edit: ((row: RequirementTypeRow) => void) | null;
}

function TypesGrid({ grid, edit }: GridProps) {
  const { t } = useTranslation('requirements');
  const columns = useTypeColumns(edit);
  return (
    <Paper withBorder p="md">
      <DataGrid
        grid={grid}
        columns={columns}
        title={t('types.title')}
        exportFileName="tipos-requisito"
        testId="requirement-types-grid"
        rowTestId={(r) => `type-row-${r.code}`}
      />
    </Paper>
  );
}

/** The requirement types admin: the catalogue grid, and the form for requirements.manage. */
export function RequirementTypesPage() {
  const { t } = useTranslation('requirements');
  const canManage = useSession((s) => hasPermission(s.user, 'requirements.manage'));
  const [editing, setEditing] = useState<RequirementTypeRow | 'new' | null>(null);
  const grid = useServerGrid<RequirementTypeRow>(GRID);
  const onSaved = async (result: CommandResult) => {
    await grid.refetch(result.position);
    setEditing(null);
    notifySuccess(t('types.saved'));
  };
  return (
    <Stack data-testid="requirement-types-page">
      <PageHeading title={t('types.title')} />
      {canManage && (
        <Button w="fit-content" onClick={() => setEditing('new')} data-testid="new-type">
          {t('types.new')}
        </Button>
      )}
      <TypesGrid grid={grid} edit={canManage ? setEditing : null} />
      {editing && (
        <RequirementTypeForm
          type={editing === 'new' ? null : editing}
          onSaved={onSaved}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
