import { Button, Paper, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckpointRow, CommandResult } from '@faena/contracts';
import { DataGrid } from '../../../../components/ui/data-grid';
import { PageTitle } from '../../../../components/ui/page-title';
import { useServerGrid } from '../../../../components/ui/use-server-grid';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { hasPermission, useSession } from '../../../../stores/session.store';
import { getCheckpoint, listCheckpoints } from '../api/checkpoints.api';
import { useCheckpointColumns } from './checkpoint-columns';
import { ZoneDoors } from './zone-doors';
import { ZoneForm } from './zone-form';

type Refetch = (afterPosition?: number) => Promise<void>;

/** The zones' grid: by name, newer pushed rows kept. */
const CHECKPOINTS_GRID = {
  fetchPage: listCheckpoints,
  rowId: (r: CheckpointRow) => r.zoneId,
  versionOf: (r: CheckpointRow) => r.version,
  initialSorting: [{ id: 'name', desc: false }],
  onError: notifyError,
};

/** The zone being edited (or a new one); saved, the grid reloads up to the change and it closes. */
function useZoneEditing(refetch: Refetch) {
  const { t } = useTranslation('checkpoints');
  const [editing, setEditing] = useState<CheckpointRow | 'new' | null>(null);
  const onZoneSaved = async ({ position }: CommandResult) => {
    await refetch(position);
    setEditing(null);
    notifySuccess(t('zone.saved'));
  };
  return { editing, setEditing, onZoneSaved };
}

/** The zone whose doors are open; a door saved reloads that zone and the grid up to the change. */
function useZoneDoors(refetch: Refetch) {
  const { t } = useTranslation('checkpoints');
  const [doorsOf, setDoorsOf] = useState<CheckpointRow | null>(null);
  const onDoorSaved = async ({ position }: CommandResult) => {
    if (!doorsOf) return;
    const [zone] = await Promise.all([
      getCheckpoint(doorsOf.zoneId, { afterPosition: position }),
      refetch(position),
    ]);
    setDoorsOf(zone);
    notifySuccess(t('door.saved'));
  };
  return { doorsOf, setDoorsOf, onDoorSaved };
}

type ZoneEditors = ReturnType<typeof useZoneEditing> & ReturnType<typeof useZoneDoors>;

/** /acceso/puntos-control: the client's zones and their doors (administrators edit, approvers read). */
export function CheckpointsPage() {
  const { t } = useTranslation('checkpoints');
  const canManage = useSession((s) => hasPermission(s.user, 'admin.operate'));
  const grid = useServerGrid<CheckpointRow>(CHECKPOINTS_GRID);
  const editors: ZoneEditors = { ...useZoneEditing(grid.refetch), ...useZoneDoors(grid.refetch) };
  const { setEditing, setDoorsOf } = editors;
  const doors = useCallback((row: CheckpointRow) => setDoorsOf(row), [setDoorsOf]);
  const columns = useCheckpointColumns({ edit: setEditing, doors, canManage });
  return (
    <Stack data-testid="checkpoints-page">
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          columns={columns}
          title={t('title')}
          exportFileName="puntos-control"
          testId="checkpoints-grid"
          rowTestId={(r) => `zone-row-${r.name}`}
          toolbar={canManage ? <NewZoneButton onClick={() => setEditing('new')} /> : undefined}
        />
      </Paper>
      <ZoneDialogs editors={editors} canManage={canManage} />
    </Stack>
  );
}

/** The open zone's doors, and the zone form when a zone is edited or added. */
function ZoneDialogs({ editors: e, canManage }: { editors: ZoneEditors; canManage: boolean }) {
  return (
    <>
      {e.doorsOf && (
        <ZoneDoors
          zone={e.doorsOf}
          canManage={canManage}
          onSaved={e.onDoorSaved}
          onClose={() => e.setDoorsOf(null)}
        />
      )}
      {e.editing && (
        <ZoneForm
          zone={e.editing === 'new' ? null : e.editing}
          onSaved={e.onZoneSaved}
          onClose={() => e.setEditing(null)}
        />
      )}
    </>
  );
}

function NewZoneButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('checkpoints');
  return (
    <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onClick} data-testid="new-zone">
      {t('zone.new')}
    </Button>
  );
}
