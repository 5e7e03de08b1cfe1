import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUEST_DATE_FILTER, type CommandResult, type RequestRow } from '@faena/contracts';
import { NewRowsPill } from '../../../../components/live/new-rows-pill';
import { DataGrid } from '../../../../components/ui/data-grid';
import { usePhone } from '../../../../components/ui/data-grid-cards';
import { LiveStatus } from '../../../../components/ui/live-status';
import { useLiveGrid } from '../../../../hooks/use-live-grid';
import { useNow } from '../../../../hooks/use-now';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useSession } from '../../../../stores/session.store';
import { listRequests } from '../api/requests.api';
import { useScreenMode } from '../../shared/hooks/use-screen-mode';
import { AttachmentsPanel } from './attachments-panel';
import { DraftEditor } from './draft-editor';
import { DraftsBulkEdit } from './drafts-bulk-edit';
import { ModeSwitch } from '../../shared/components/mode-switch';
import { RequestForm } from './request-form';
import { ResubmitForm } from './resubmit-form';
import { useRequestRemoval } from '../hooks/use-request-removal';
import { useStatusFromUrl } from '../hooks/use-status-from-url';
import { useMyRequestColumns } from './request-columns';

/** Newest first, so live arrivals show on page 1. */
const NEWEST_FIRST = [{ id: 'RowIndex', desc: true }];

/** The requester's screen: new request form and "Mis solicitudes", live. */
export function RequestsPage() {
  const { t } = useTranslation('requests');
  const username = useSession((s) => s.user?.username ?? '');
  const [creating, setCreating] = useState(false);
  const [correcting, setCorrecting] = useState<RequestRow | null>(null);
  const [editing, setEditing] = useState<RequestRow | null>(null);
  const [attachingId, setAttachingId] = useState<string | null>(null);
  const now = useNow();
  const [mode, setMode] = useScreenMode('requests', username, { phone: usePhone() });
  const statusFilter = useStatusFromUrl();
  const { grid, updatedAt, notices } = useLiveGrid<RequestRow>(
    username ? `requester:${username}` : null,
    'request.changed',
    {
      fetchPage: listRequests,
      rowId: (r) => r.requestId,
      versionOf: (r) => r.version,
      initialFilters: [{ field: 'submittedBy', op: '=', value: username }, ...statusFilter],
      initialSorting: NEWEST_FIRST,
      // the spec's month filter, sent as FechaInicio / FechaFin (yyyyMMdd) on the submission day
      dateRange: { fields: REQUEST_DATE_FILTER, format: 'yyyyMMdd' },
      onError: notifyError,
    },
  );
  const onCorrect = useCallback((row: RequestRow) => setCorrecting(row), []);
  const onEdit = useCallback((row: RequestRow) => setEditing(row), []);
  const removal = useRequestRemoval(grid.refetch);
  const { removeIds } = removal;
  const onRemove = useCallback((row: RequestRow) => void removeIds([row.requestId]), [removeIds]);
  const onAttachments = useCallback((row: RequestRow) => setAttachingId(row.requestId), []);
  const columns = useMyRequestColumns({
    onCorrect,
    onEdit,
    onRemove,
    onAttachments,
    selected: removal.selected,
    onToggle: removal.toggle,
    selectable: mode === 'LM',
  });
  const drafts = grid.rows.filter((r) => r.status === 'I');
  // the panel shows the grid's row, so a push or a reload updates the list it shows
  const attaching = grid.rows.find((r) => r.requestId === attachingId) ?? null;

  /** Read your writes: the grid reloads at the command's position before the result shows. */
  const afterCommand = async (result: CommandResult, messageKey: string) => {
    await grid.refetch(result.position);
    setCreating(false);
    setCorrecting(null);
    setEditing(null);
    notifySuccess(t(messageKey));
  };
  const afterAttachment = async (result: CommandResult, messageKey: string) => {
    await grid.refetch(result.position);
    notifySuccess(t(messageKey));
  };

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
        {mode === 'E' && (
          <DraftEditor
            drafts={drafts}
            onSubmitted={(r, kind) =>
              afterCommand(r, kind === 'draft' ? 'draftSaved' : 'submitted')
            }
          />
        )}
        {mode === 'EM' && <DraftsBulkEdit drafts={drafts} onSaved={grid.refetch} />}
        {mode !== 'E' && mode !== 'EM' && (
          <DataGrid
            grid={grid}
            layout={mode === 'T' ? 'cards' : 'table'}
            isFresh={(r) => notices.isFresh(r.requestId)}
            columns={columns}
            title={t('grid.title')}
            exportFileName="mis-solicitudes"
            testId="my-requests-grid"
            rowTestId={(r) => `request-row-${r.requestId}`}
            toolbar={
              <>
                <LiveStatus updatedAt={updatedAt} now={now} size="xs" />
                {mode === 'LM' && (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    leftSection={<IconTrash size={14} />}
                    disabled={removal.selected.size === 0}
                    onClick={() => void removeIds([...removal.selected])}
                    title={t('remove.bulkRule')}
                    data-testid="remove-selected"
                  >
                    {t('remove.selected', { count: removal.selected.size })}
                  </Button>
                )}
                <Button
                  size="xs"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => setCreating(true)}
                  data-testid="new-request"
                >
                  {t('new')}
                </Button>
              </>
            }
          />
        )}
        {mode === 'LM' && (
          <Text size="xs" c="dimmed" mt="xs" data-testid="bulk-rule">
            {t('remove.bulkRule')}
          </Text>
        )}
      </Paper>
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('form.title')} size="lg">
        {creating && (
          <RequestForm
            onSubmitted={(r, kind) =>
              afterCommand(r, kind === 'draft' ? 'draftSaved' : 'submitted')
            }
            onCancel={() => setCreating(false)}
          />
        )}
      </Modal>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('form.editTitle')}
        size="lg"
      >
        {editing && (
          <RequestForm
            draft={editing}
            onSubmitted={(r, kind) =>
              afterCommand(r, kind === 'draft' ? 'draftSaved' : 'submitted')
            }
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal
        opened={attaching !== null}
        onClose={() => setAttachingId(null)}
        title={t('attachments.title')}
        size="lg"
      >
        {attaching && <AttachmentsPanel request={attaching} onChanged={afterAttachment} />}
      </Modal>
      <Modal
        opened={correcting !== null}
        onClose={() => setCorrecting(null)}
        title={t('resubmit.title')}
        size="lg"
      >
        {correcting && (
          <ResubmitForm
            request={correcting}
            onSubmitted={(r) => afterCommand(r, 'resubmitted')}
            onCancel={() => setCorrecting(null)}
          />
        )}
      </Modal>
      <NewRowsPill notices={notices} />
    </Stack>
  );
}
