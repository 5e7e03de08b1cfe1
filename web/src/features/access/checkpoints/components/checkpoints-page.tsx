import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckpointRow, CommandResult } from '@faena/contracts';
import { DataGrid } from '../../../../components/ui/data-grid';
import { useServerGrid } from '../../../../components/ui/use-server-grid';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { hasPermission, useSession } from '../../../../stores/session.store';
import { getCheckpoint, listCheckpoints } from '../api/checkpoints.api';
import { useCheckpointColumns } from './checkpoint-columns';
import { ZoneDoors } from './zone-doors';
import { ZoneForm } from './zone-form';

/** /acceso/puntos-control: the client's zones and their doors (administrators edit, approvers read). */
export function CheckpointsPage() {
  const { t } = useTranslation('checkpoints');
  const canManage = useSession((s) => hasPermission(s.user, 'admin.operate'));
  const [editing, setEditing] = useState<CheckpointRow | 'new' | null>(null);
  const [doorsOf, setDoorsOf] = useState<CheckpointRow | null>(null);
  const grid = useServerGrid<CheckpointRow>({
    fetchPage: listCheckpoints,
    rowId: (r) => r.zoneId,
    versionOf: (r) => r.version,
    initialSorting: [{ id: 'name', desc: false }],
    onError: notifyError,
  });
  const columns = useCheckpointColumns({
    edit: setEditing,
    doors: useCallback((row: CheckpointRow) => setDoorsOf(row), []),
    canManage,
  });
  const onZoneSaved = async (result: CommandResult) => {
    await grid.refetch(result.position);
    setEditing(null);
    notifySuccess(t('zone.saved'));
  };
  const onDoorSaved = async (result: CommandResult) => {
    if (!doorsOf) return;
    const [zone] = await Promise.all([
      getCheckpoint(doorsOf.zoneId, { afterPosition: result.position }),
      grid.refetch(result.position),
    ]);
    setDoorsOf(zone);
    notifySuccess(t('door.saved'));
  };
  return (
    <Stack data-testid="checkpoints-page">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text c="dimmed">{t('subtitle')}</Text>
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          columns={columns}
          title={t('title')}
          exportFileName="puntos-control"
          testId="checkpoints-grid"
          rowTestId={(r) => `zone-row-${r.name}`}
          toolbar={
            canManage ? (
              <Button
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => setEditing('new')}
                data-testid="new-zone"
              >
                {t('zone.new')}
              </Button>
            ) : undefined
          }
        />
      </Paper>
      {doorsOf && (
        <ZoneDoors
          zone={doorsOf}
          canManage={canManage}
          onSaved={onDoorSaved}
          onClose={() => setDoorsOf(null)}
        />
      )}
      {editing && (
        <ZoneForm
          zone={editing === 'new' ? null : editing}
          onSaved={onZoneSaved}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
