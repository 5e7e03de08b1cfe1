import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestRow } from '@faena/contracts';
import { NewRowsPill } from '../../../../components/live/new-rows-pill';
import { DataGrid } from '../../../../components/ui/data-grid';
import { usePhone } from '../../../../components/ui/data-grid-cards';
import { LiveStatus } from '../../../../components/ui/live-status';
import { useNow } from '../../../../hooks/use-now';
import { useSession } from '../../../../stores/session.store';
import { useMyRequests } from '../hooks/use-my-requests';
import { useRequestRemoval } from '../hooks/use-request-removal';
import { useScreenMode, type ScreenMode } from '../../shared/hooks/use-screen-mode';
import { DraftEditor } from './draft-editor';
import { DraftsBulkEdit } from './drafts-bulk-edit';
import { ModeSwitch } from '../../shared/components/mode-switch';
import { useMyRequestColumns } from './request-columns';
import {
  RequestDialogs,
  sentKey,
  useRequestDialogs,
  type RequestDialogsState,
} from './request-dialogs';

type Removal = ReturnType<typeof useRequestRemoval>;

/** The grid's columns, their row actions opening the dialogs; ticks in the mass list mode. */
function useColumns(dialogs: RequestDialogsState, removal: Removal, mode: ScreenMode) {
  const { setCorrecting, setEditing, setAttachingId } = dialogs.open;
  const { removeIds } = removal;
  const onCorrect = useCallback((row: RequestRow) => setCorrecting(row), [setCorrecting]);
  const onEdit = useCallback((row: RequestRow) => setEditing(row), [setEditing]);
  const onRemove = useCallback((row: RequestRow) => void removeIds([row.requestId]), [removeIds]);
  const onAttachments = useCallback(
    (row: RequestRow) => setAttachingId(row.requestId),
    [setAttachingId],
  );
  return useMyRequestColumns({
    onCorrect,
    onEdit,
    onRemove,
    onAttachments,
    selected: removal.selected,
    onToggle: removal.toggle,
    selectable: mode === 'LM',
  });
}

/** The requester's screen: new request form and "Mis solicitudes", live. */
export function RequestsPage() {
  const { t } = useTranslation('requests');
  const username = useSession((s) => s.user?.username ?? '');
  const [mode, setMode] = useScreenMode('requests', username, { phone: usePhone() });
  const live = useMyRequests(username);
  const dialogs = useRequestDialogs(live.grid.refetch);
  const removal = useRequestRemoval(live.grid.refetch);
  const columns = useColumns(dialogs, removal, mode);
  // the panel shows the grid's row, so a push or a reload updates the list it shows
  const attaching = live.grid.rows.find((r) => r.requestId === dialogs.attachingId) ?? null;
  return (
    <Stack data-testid="requests-page">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text c="dimmed">{t('subtitle')}</Text>
      <Group justify="flex-end">
        <ModeSwitch mode={mode} onChange={setMode} />
      </Group>
      <Paper withBorder p="md">
        <ModeBody mode={mode} live={live} columns={columns} dialogs={dialogs} removal={removal} />
      </Paper>
      <RequestDialogs dialogs={dialogs} attaching={attaching} />
      <NewRowsPill notices={live.notices} />
    </Stack>
  );
}

interface BodyProps {
  mode: ScreenMode;
  live: ReturnType<typeof useMyRequests>;
  columns: ReturnType<typeof useMyRequestColumns>;
  dialogs: RequestDialogsState;
  removal: Removal;
}

/** The drafts' editor (E), their mass edit (EM), or the grid as cards (T) or a list (L, LM). */
function ModeBody({ mode, live, columns, dialogs, removal }: BodyProps) {
  const drafts = live.grid.rows.filter((r) => r.status === 'I');
  if (mode === 'E')
    return (
      <DraftEditor
        drafts={drafts}
        onSubmitted={(r, kind) => dialogs.afterCommand(r, sentKey(kind))}
      />
    );
  if (mode === 'EM') return <DraftsBulkEdit drafts={drafts} onSaved={live.grid.refetch} />;
  return (
    <MyRequestsGrid mode={mode} live={live} columns={columns} dialogs={dialogs} removal={removal} />
  );
}

/** The grid (cards or list) and, in the mass list, the removal's rule. */
function MyRequestsGrid({ mode, live, columns, dialogs, removal }: BodyProps) {
  const { t } = useTranslation('requests');
  return (
    <>
      <DataGrid
        grid={live.grid}
        layout={mode === 'T' ? 'cards' : 'table'}
        isFresh={(r) => live.notices.isFresh(r.requestId)}
        columns={columns}
        title={t('grid.title')}
        exportFileName="mis-solicitudes"
        testId="my-requests-grid"
        rowTestId={(r) => `request-row-${r.requestId}`}
        toolbar={
          <GridToolbar mode={mode} updatedAt={live.updatedAt} dialogs={dialogs} removal={removal} />
        }
      />
      {mode === 'LM' && (
        <Text size="xs" c="dimmed" mt="xs" data-testid="bulk-rule">
          {t('remove.bulkRule')}
        </Text>
      )}
    </>
  );
}

interface ToolbarProps extends Pick<BodyProps, 'mode' | 'dialogs' | 'removal'> {
  updatedAt: number | null;
}

/** How fresh the grid is, the mass removal (LM), and a new request. */
function GridToolbar({ mode, updatedAt, dialogs, removal }: ToolbarProps) {
  const { t } = useTranslation('requests');
  const now = useNow();
  return (
    <>
      <LiveStatus updatedAt={updatedAt} now={now} size="xs" />
      {mode === 'LM' && <RemoveSelected removal={removal} />}
      <Button
        size="xs"
        leftSection={<IconPlus size={14} />}
        onClick={() => dialogs.open.setCreating(true)}
        data-testid="new-request"
      >
        {t('new')}
      </Button>
    </>
  );
}

function RemoveSelected({ removal }: { removal: Removal }) {
  const { t } = useTranslation('requests');
  return (
    <Button
      size="xs"
      color="red"
      variant="light"
      leftSection={<IconTrash size={14} />}
      disabled={removal.selected.size === 0}
      onClick={() => void removal.removeIds([...removal.selected])}
      title={t('remove.bulkRule')}
      data-testid="remove-selected"
    >
      {t('remove.selected', { count: removal.selected.size })}
    </Button>
  );
}
