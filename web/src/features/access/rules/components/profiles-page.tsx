import { Badge, Button, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, ProfileRow } from '@faena/contracts';
import { DataGrid } from '../../../../components/ui/data-grid';
import { useServerGrid, type GridRow } from '../../../../components/ui/use-server-grid';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { listProfiles, pagesOf } from '../api/access-rules.api';
import { ProfileForm } from './profile-form';
import { useAccessOptions } from './use-access-options';
import { useAccessRulesLive } from './use-access-rules-live';

const fetchPage = pagesOf(listProfiles);

/** /acceso/perfiles: the client's access profiles (the groups each grants), a grid and its form. */
export function ProfilesPage() {
  const { t } = useTranslation('accessRules');
  const [editing, setEditing] = useState<ProfileRow | 'new' | null>(null);
  const options = useAccessOptions();
  const grid = useServerGrid<ProfileRow>({
    fetchPage,
    rowId: (r) => r.profileId,
    onError: notifyError,
  });
  useAccessRulesLive(grid.refetch);
  const columns = useMemo<Array<ColumnDef<GridRow<ProfileRow>>>>(
    () => [
      {
        accessorKey: 'code',
        header: t('common.code'),
        enableSorting: false,
        meta: { phone: 'title' },
      },
      { accessorKey: 'description', header: t('profiles.description'), enableSorting: false },
      {
        id: 'groups',
        header: t('profiles.groups'),
        enableSorting: false,
        cell: ({ row }) => row.original.groupCodes.join(', '),
        meta: { exportValue: (r: ProfileRow) => r.groupCodes.join(', ') },
      },
      {
        id: 'active',
        header: t('profiles.active'),
        enableSorting: false,
        cell: ({ row }) => (
          <Badge variant="light" color={row.original.active ? 'green' : 'gray'}>
            {t(row.original.active ? 'profiles.yes' : 'profiles.no')}
          </Badge>
        ),
        meta: {
          exportValue: (r: ProfileRow) => t(r.active ? 'profiles.yes' : 'profiles.no'),
        },
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
            data-testid={`edit-profile-${row.original.code}`}
          >
            {t('common.edit')}
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
    <Stack data-testid="profiles-page">
      <Title order={1} size="h2">
        {t('profiles.title')}
      </Title>
      <Text c="dimmed">{t('profiles.subtitle')}</Text>
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          columns={columns}
          title={t('profiles.gridTitle')}
          exportFileName="perfiles-acceso"
          testId="profiles-grid"
          rowTestId={(r) => `profile-row-${r.code}`}
          toolbar={
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setEditing('new')}
              data-testid="new-profile"
            >
              {t('common.new')}
            </Button>
          }
        />
      </Paper>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('profiles.formTitle')}
        size="lg"
      >
        {editing !== null && (
          <ProfileForm
            row={editing === 'new' ? undefined : editing}
            groups={options.groupOptions}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
