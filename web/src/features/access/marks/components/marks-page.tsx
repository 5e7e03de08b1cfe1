import { Button, Modal, Paper, Stack } from '@mantine/core';
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
import { PageTitle } from '../../../../components/ui/page-title';
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

/** The marks grid, newest first by date range, following today's marks live. */
function useMarksGrid(clientId: string | null) {
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const grid = useServerGrid<MarkRow>({
    fetchPage: (p) => listMarks(p).finally(() => setUpdatedAt(Date.now())),
    rowId: (r) => r.markId,
    versionOf: (r) => r.version,
    initialSorting: NEWEST_FIRST,
    dateRange: BY_DATE,
    onError: notifyError,
  });
  // a mark of today changes what the grid shows; older days come back on their own reload
  useLiveRoom<MarkChangedMessage>(
    clientId ? `marks:${clientId}` : null,
    (m) => {
      if (m.kind === 'mark.changed' && m.payload.date === siteToday())
        void grid.refetch(m.position);
    },
    grid.refetch,
  );
  return { grid, updatedAt };
}

/** The client's zones, and the zones and doors as filter options. */
function useZoneOptions() {
  const [zones, setZones] = useState<ZoneRow[]>([]);
  useEffect(() => {
    getZones().then(setZones).catch(notifyError);
  }, []);
  const zoneOptions = useMemo(
    () => zones.map((z) => ({ value: z.zoneId, label: z.name })),
    [zones],
  );
  const doorOptions = useMemo(
    () => zones.flatMap((z) => z.doors.map((d) => ({ value: d.doorId, label: d.name }))),
    [zones],
  );
  return { zones, zoneOptions, doorOptions };
}

/** The grid's columns; a guard reads the marks, only a supervisor changes manual ones. */
function useVisibleMarkColumns(
  supervisor: boolean,
  setDialog: (d: Dialog) => void,
  zones: ReturnType<typeof useZoneOptions>,
) {
  const { t } = useTranslation('marks');
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
    [t, setDialog],
  );
  const all = useMarkColumns(actions, zones.zoneOptions, zones.doorOptions);
  return useMemo(
    () => (supervisor ? all : all.filter((c) => c.id !== 'actions')),
    [all, supervisor],
  );
}

/** The signed-in user's client and whether they supervise (change manual marks). */
function useMarksUser() {
  const user = useSession((s) => s.user);
  const supervisor = user ? hasPermission(user, 'access.supervise') : false;
  return { clientId: user?.profile.clientId ?? null, supervisor };
}

/** The open dialog; done, the grid reloads up to the change, it closes and the message shows. */
function useMarkDialog(refetch: (afterPosition?: number) => Promise<void>) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const done = (message: string) => async (result: CommandResult | MarkOutcome) => {
    await refetch(result.position);
    setDialog(null);
    notifySuccess(message);
  };
  return { dialog, setDialog, done };
}

/**
 * The marks query (/acceso/marcaciones): the client's marks by date range, zone, door, person,
 * plate, result, mark type and origin, paged on the server, with the spreadsheet export. A
 * supervisor registers manual marks and corrects or voids them; new marks of today appear live.
 */
export function MarksPage() {
  const { t } = useTranslation('marks');
  const { clientId, supervisor } = useMarksUser();
  const zones = useZoneOptions();
  const { grid, updatedAt } = useMarksGrid(clientId);
  const { dialog, setDialog, done } = useMarkDialog(grid.refetch);
  const columns = useVisibleMarkColumns(supervisor, setDialog, zones);
  const newMark = () => setDialog({ kind: 'new' });
  return (
    <Stack data-testid="marks-page">
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          columns={columns}
          title={t('gridTitle')}
          exportFileName="marcaciones"
          testId="marks-grid"
          rowTestId={(r) => `mark-row-${r.markId}`}
          toolbar={<MarksToolbar updatedAt={updatedAt} onNew={supervisor ? newMark : undefined} />}
        />
      </Paper>
      <MarkDialog dialog={dialog} zones={zones.zones} done={done} onClose={() => setDialog(null)} />
    </Stack>
  );
}

/** The grid's toolbar: how fresh it is and, for a supervisor, the new manual mark button. */
function MarksToolbar({ updatedAt, onNew }: { updatedAt: number | null; onNew?: () => void }) {
  const { t } = useTranslation('marks');
  const now = useNow();
  return (
    <>
      <LiveStatus updatedAt={updatedAt} now={now} size="xs" />
      {onNew && (
        <Button
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={onNew}
          data-testid="new-manual-mark"
        >
          {t('actions.new')}
        </Button>
      )}
    </>
  );
}

/** The open dialog: a new manual mark, a mark's correction or its voiding. */
function MarkDialog(props: {
  dialog: Dialog;
  zones: ZoneRow[];
  done: (message: string) => (result: CommandResult | MarkOutcome) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('marks');
  const { dialog, done, onClose } = props;
  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      title={dialog ? t(`dialog.${dialog.kind}`) : ''}
      size="lg"
    >
      {dialog?.kind === 'new' && (
        <ManualMarkForm zones={props.zones} onSaved={done(t('saved.new'))} onCancel={onClose} />
      )}
      {dialog?.kind === 'edit' && (
        <CorrectMarkForm mark={dialog.mark} onDone={done(t('saved.edit'))} onCancel={onClose} />
      )}
      {dialog?.kind === 'void' && (
        <VoidMarkForm mark={dialog.mark} onDone={done(t('saved.void'))} onCancel={onClose} />
      )}
    </Modal>
  );
}
