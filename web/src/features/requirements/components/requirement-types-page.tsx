import { Badge, Button, Paper, Stack, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, RequirementTypeRow } from '@faena/contracts';
import { DataGrid } from '../../../components/ui/data-grid';
import { useServerGrid, type GridRow } from '../../../components/ui/use-server-grid';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { hasPermission, useSession } from '../../../stores/session.store';
import { listRequirementTypes } from '../api/requirements.api';
import { RequirementTypeForm } from './requirement-type-form';

type Col = ColumnDef<GridRow<RequirementTypeRow>>;

function useTypeColumns(edit: (row: RequirementTypeRow) => void, canManage: boolean): Col[] {
  const { t } = useTranslation('requirements');
  return useMemo<Col[]>(
    () => [
      {
        accessorKey: 'code',
        header: t('types.code'),
        meta: { filter: { type: 'text' }, phone: 'title' },
      },
      {
        accessorKey: 'description',
        header: t('types.description'),
        meta: { filter: { type: 'text' } },
      },
      {
        accessorKey: 'entity',
        header: t('types.entity'),
        cell: ({ row }) => t(`entities.${row.original.entity}`),
      },
      {
        accessorKey: 'kind',
        header: t('types.kind'),
        cell: ({ row }) => t(`kinds.${row.original.kind}`),
      },
      {
        accessorKey: 'active',
        header: t('types.active'),
        cell: ({ row }) => (
          <Badge color={row.original.active ? 'green' : 'gray'} variant="light">
            {t(row.original.active ? 'types.yes' : 'types.no')}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: '',
        cell: ({ row }) =>
          canManage ? (
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => edit(row.original)}
              data-testid={`edit-type-${row.original.code}`}
            >
              {t('types.edit')}
            </Button>
          ) : null,
        meta: { noExport: true },
      },
    ],
    [t, edit, canManage],
  );
}

/** The requirement types admin: the catalogue grid, and the form for requirements.manage. */
export function RequirementTypesPage() {
  const { t } = useTranslation('requirements');
  const canManage = useSession((s) => hasPermission(s.user, 'requirements.manage'));
  const [editing, setEditing] = useState<RequirementTypeRow | 'new' | null>(null);
  const grid = useServerGrid<RequirementTypeRow>({
    fetchPage: listRequirementTypes,
    rowId: (r) => r.code,
    onError: notifyError,
  });
  const columns = useTypeColumns(setEditing, canManage);
  const onSaved = async (result: CommandResult) => {
    await grid.refetch(result.position);
    setEditing(null);
    notifySuccess(t('types.saved'));
  };
  return (
    <Stack data-testid="requirement-types-page">
      <Title order={1} size="h2">
        {t('types.title')}
      </Title>
      {canManage && (
        <Button w="fit-content" onClick={() => setEditing('new')} data-testid="new-type">
          {t('types.new')}
        </Button>
      )}
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
