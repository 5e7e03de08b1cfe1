import { Button, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CommandResult,
  MarkChangedMessage,
  MarkOutcome,
  MarkRow,
  ZoneRow,
} from '@faena/contracts';
import { DataGrid } from '../../../../components/ui/data-grid';
import { LiveStatus } from '../../../../components/ui/live-status';
import { useServerGrid } from '../../../../components/ui/use-server-grid';
import { useLiveRoom } from '../../../../hooks/use-live-room';
import { useNow } from '../../../../hooks/use-now';
import { showDialog } from '../../../../lib/dialog';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { siteToday } from '../../../../lib/site';
import { hasPermission, useSession } from '../../../../stores/session.store';
import { getZones } from '../../api/access.api';
import { listMarks } from '../api/marks.api';
import { CorrectMarkForm, VoidMarkForm } from './change-mark-forms';
import { ManualMarkForm } from './manual-mark-form';
import { useMarkColumns } from './mark-columns';

const NEWEST_FIRST = [{ id: 'markedAt', desc: true }];
/** §9: the default range runs from the first day of two months ago to the end of this month. */
const BY_DATE = { fields: { start: 'date', end: 'date' }, format: 'iso' as const };

type Dialog = { kind: 'new' } | { kind: 'edit' | 'void'; mark: MarkRow } | null;

/**
 * The marks query (/acceso/marcaciones): the client's marks by date range, zone, door, person,
 * plate, result, mark type and origin, paged on the server, with the spreadsheet export. A
 * supervisor registers manual marks and corrects or voids them; new marks of today appear live.
 */
export function MarksPage() {
  const { t } = useTranslation('marks');
  const user = useSession((s) => s.user);
  const clientId = user?.profile.clientId ?? null;
  const supervisor = user ? hasPermission(user, 'access.supervise') : false;
  const now = useNow();
  const [zones, setZones] = useState<ZoneRow[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const grid = useServerGrid<MarkRow>({
    fetchPage: (p) => listMarks(p).finally(() => setUpdatedAt(Date.now())),
    rowId: (r) => r.markId,
    versionOf: (r) => r.version,
    initialSorting: NEWEST_FIRST,
    dateRange: BY_DATE,
    onError: notifyError,
  });
  useEffect(() => {
    getZones().then(setZones).catch(notifyError);
  }, []);
  // a mark of today changes what the grid shows; older days come back on their own reload
  useLiveRoom<MarkChangedMessage>(
    clientId ? `marks:${clientId}` : null,
    (m) => {
      if (m.kind === 'mark.changed' && m.payload.date === siteToday())
        void grid.refetch(m.position);
    },
    grid.refetch,
  );
  const zoneOptions = useMemo(
    () => zones.map((z) => ({ value: z.zoneId, label: z.name })),
    [zones],
  );
  const doorOptions = useMemo(
    () => zones.flatMap((z) => z.doors.map((d) => ({ value: d.doorId, label: d.name }))),
    [zones],
  );
  const actions = useMemo(
    () => ({
      onEdit: (mark: MarkRow) => setDialog({ kind: 'edit', mark }),
      onVoid: (mark: MarkRow) => setDialog({ kind: 'void', mark }),
      onReadOnly: () =>
        showDialog({
          kind: 'warning',
          title: t('readOnlyTitle'),
          message: t('errors:access.automaticMarkReadOnly'),
        }),
    }),
    [t],
  );
  const all = useMarkColumns(actions, zoneOptions, doorOptions);
  // a guard reads the marks; only a supervisor changes manual ones
  const columns = useMemo(
    () => (supervisor ? all : all.filter((c) => c.id !== 'actions')),
    [all, supervisor],
  );
  const done = (message: string) => async (result: CommandResult | MarkOutcome) => {
    await grid.refetch(result.position);
    setDialog(null);
    notifySuccess(message);
  };

  return (
    <Stack data-testid="marks-page">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text c="dimmed">{t('subtitle')}</Text>
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          columns={columns}
          title={t('gridTitle')}
          exportFileName="marcaciones"
          testId="marks-grid"
          rowTestId={(r) => `mark-row-${r.markId}`}
          toolbar={
            <>
              <LiveStatus updatedAt={updatedAt} now={now} size="xs" />
              {supervisor && (
                <Button
                  size="xs"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => setDialog({ kind: 'new' })}
                  data-testid="new-manual-mark"
                >
                  {t('actions.new')}
                </Button>
              )}
            </>
          }
        />
      </Paper>
      <Modal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog ? t(`dialog.${dialog.kind}`) : ''}
        size="lg"
      >
        {dialog?.kind === 'new' && (
          <ManualMarkForm
            zones={zones}
            onSaved={done(t('saved.new'))}
            onCancel={() => setDialog(null)}
          />
        )}
        {dialog?.kind === 'edit' && (
          <CorrectMarkForm
            mark={dialog.mark}
            onDone={done(t('saved.edit'))}
            onCancel={() => setDialog(null)}
          />
        )}
        {dialog?.kind === 'void' && (
          <VoidMarkForm
            mark={dialog.mark}
            onDone={done(t('saved.void'))}
            onCancel={() => setDialog(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
