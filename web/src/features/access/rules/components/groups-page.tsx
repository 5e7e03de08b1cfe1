import { Button, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, GroupRow } from '@faena/contracts';
import { DataGrid } from '../../../../components/ui/data-grid';
import { useAccessRulesLive } from './use-access-rules-live';
import { useServerGrid, type GridRow } from '../../../../components/ui/use-server-grid';
import { formatDate } from '../../../../lib/format';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { listGroups, pagesOf } from '../api/access-rules.api';
import { GroupForm } from './group-form';
import { useAccessOptions } from './use-access-options';

const fetchPage = pagesOf(listGroups);

/** /acceso/grupos: the client's access groups (zones × schedules), a grid and its form. */
export function GroupsPage() {
  const { t } = useTranslation('accessRules');
  const [editing, setEditing] = useState<GroupRow | 'new' | null>(null);
  const options = useAccessOptions();
  const { zoneName } = options;
  const grid = useServerGrid<GroupRow>({
    fetchPage,
    rowId: (r) => r.groupId,
    onError: notifyError,
  });
  useAccessRulesLive(grid.refetch);
  const columns = useMemo<Array<ColumnDef<GridRow<GroupRow>>>>(
    () => [
      {
        accessorKey: 'code',
        header: t('common.code'),
        enableSorting: false,
        meta: { phone: 'title' },
      },
      { accessorKey: 'name', header: t('groups.name'), enableSorting: false },
      {
        id: 'zones',
        header: t('groups.zones'),
        enableSorting: false,
        cell: ({ row }) => row.original.zoneIds.map(zoneName).join(', '),
        meta: { exportValue: (r: GroupRow) => r.zoneIds.map(zoneName).join(', ') },
      },
      {
        id: 'schedules',
        header: t('groups.schedules'),
        enableSorting: false,
        cell: ({ row }) => row.original.scheduleCodes.join(', '),
        meta: { exportValue: (r: GroupRow) => r.scheduleCodes.join(', ') },
      },
      {
        id: 'validity',
        header: `${t('common.startDate')} – ${t('common.endDate')}`,
        enableSorting: false,
        cell: ({ row }) =>
          `${formatDate(row.original.startDate)} – ${formatDate(row.original.endDate)}`,
        meta: { nowrap: true },
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
            data-testid={`edit-group-${row.original.code}`}
          >
            {t('common.edit')}
          </Button>
        ),
      },
    ],
    [t, zoneName],
  );
  const saved = async (result: CommandResult) => {
    await grid.refetch(result.position);
    setEditing(null);
    notifySuccess(t('common.saved'));
  };
  return (
    <Stack data-testid="groups-page">
      <Title order={1} size="h2">
        {t('groups.title')}
      </Title>
      <Text c="dimmed">{t('groups.subtitle')}</Text>
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          columns={columns}
          title={t('groups.gridTitle')}
          exportFileName="grupos-acceso"
          testId="groups-grid"
          rowTestId={(r) => `group-row-${r.code}`}
          toolbar={
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setEditing('new')}
              data-testid="new-group"
            >
              {t('common.new')}
            </Button>
          }
        />
      </Paper>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('groups.formTitle')}
        size="lg"
      >
        {editing !== null && (
          <GroupForm
            row={editing === 'new' ? undefined : editing}
            zones={options.zoneOptions}
            schedules={options.scheduleOptions}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
