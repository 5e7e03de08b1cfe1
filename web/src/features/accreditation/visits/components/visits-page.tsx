import { Button, Modal, Paper, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewRowsPill } from '../../../../components/live/new-rows-pill';
import { DataGrid } from '../../../../components/ui/data-grid';
import { usePhone } from '../../../../components/ui/data-grid-cards';
import { LiveStatus } from '../../../../components/ui/live-status';
import { useNow } from '../../../../hooks/use-now';
import { useSession } from '../../../../stores/session.store';
import { ScreenHeader } from '../../shared/components/screen-header';
import { SelectionActions, SelectionHint } from '../../shared/components/selection-actions';
import { useScreenMode, type ScreenMode } from '../../shared/hooks/use-screen-mode';
import { CorrectVisitForm } from './correct-visit-form';
import { useMyVisits, type MyVisits } from './use-my-visits';
import { VisitDetailDrawer } from './visit-detail';
import { VisitForm } from './visit-form';
import { VisitsMassEdit } from './visits-mass-edit';

/** The spec's five modes; EM edits the observed visits (no drafts on the server). */
export const VISIT_MODES: readonly ScreenMode[] = ['T', 'L', 'E', 'LM', 'EM'];

/** The requester's screen: a new visit request and the caller's own visits, in the spec's modes. */
export function VisitsPage() {
  const { t } = useTranslation('visits');
  const username = useSession((s) => s.user?.username ?? '');
  const phone = usePhone();
  const [mode, setMode] = useScreenMode('visits', username, { phone, modes: VISIT_MODES });
  const screen = useMyVisits(username, mode === 'LM');
  return (
    <Stack data-testid="visits-page">
      <ScreenHeader
        title={t('requests.title')}
        subtitle={t('requests.subtitle')}
        mode={mode}
        onMode={setMode}
        modes={VISIT_MODES}
      />
      <Paper withBorder p="md">
        <VisitModeBody screen={screen} mode={mode} onCancel={() => setMode('L')} />
      </Paper>
      <VisitDialogs screen={screen} />
      <NewRowsPill notices={screen.notices} />
    </Stack>
  );
}

interface BodyProps {
  screen: MyVisits;
  mode: ScreenMode;
  onCancel: () => void;
}

/** The new visit form (E), the observed visits' mass edit (EM), or the grid (T, L, LM). */
function VisitModeBody({ screen, mode, onCancel }: BodyProps) {
  if (mode === 'E') return <VisitEditMode screen={screen} onCancel={onCancel} />;
  if (mode === 'EM')
    return <VisitsMassEdit visits={screen.grid.rows} onSaved={screen.grid.refetch} />;
  return <MyVisitsGrid screen={screen} mode={mode} />;
}

/** E: the new visit form in the page; it starts afresh after each visit sent. */
function VisitEditMode({ screen, onCancel }: { screen: MyVisits; onCancel: () => void }) {
  const [sent, setSent] = useState(0);
  const afterSubmit = screen.after('requests.registered');
  return (
    <VisitForm
      key={sent}
      onSubmitted={async (r) => {
        await afterSubmit(r);
        setSent((n) => n + 1);
      }}
      onCancel={onCancel}
    />
  );
}

function MyVisitsGrid({ screen, mode }: { screen: MyVisits; mode: ScreenMode }) {
  const { t } = useTranslation('visits');
  return (
    <>
      <DataGrid
        grid={screen.grid}
        layout={mode === 'T' ? 'cards' : 'table'}
        isFresh={(r) => screen.notices.isFresh(r.visitId)}
        columns={screen.columns}
        title={t('requests.gridTitle')}
        exportFileName="mis-visitas"
        testId="my-visits-grid"
        rowTestId={(r) => `visit-row-${r.visitId}`}
        toolbar={<MyVisitsToolbar screen={screen} mode={mode} />}
      />
      {mode === 'LM' && <SelectionHint />}
    </>
  );
}

function MyVisitsToolbar({ screen, mode }: { screen: MyVisits; mode: ScreenMode }) {
  const { t } = useTranslation('visits');
  const now = useNow();
  const sheet = { title: t('requests.gridTitle'), fileName: 'mis-visitas-seleccion' };
  return (
    <>
      <LiveStatus updatedAt={screen.updatedAt} now={now} size="xs" />
      {mode === 'LM' && (
        <SelectionActions selection={screen.selection} columns={screen.columns} sheet={sheet} />
      )}
      <Button
        size="xs"
        leftSection={<IconPlus size={14} />}
        onClick={() => screen.dialogs.setCreating(true)}
        data-testid="new-visit"
      >
        {t('requests.new')}
      </Button>
    </>
  );
}

function VisitDialogs({ screen }: { screen: MyVisits }) {
  const { viewing, setViewing } = screen.dialogs;
  return (
    <>
      <NewVisitModal screen={screen} />
      <CorrectVisitModal screen={screen} />
      <VisitDetailDrawer
        visit={viewing}
        zoneName={screen.zoneName}
        onClose={() => setViewing(null)}
      />
    </>
  );
}

function NewVisitModal({ screen }: { screen: MyVisits }) {
  const { t } = useTranslation('visits');
  const { creating, setCreating } = screen.dialogs;
  return (
    <Modal opened={creating} onClose={() => setCreating(false)} title={t('form.title')} size="xl">
      {creating && (
        <VisitForm
          onSubmitted={screen.after('requests.registered')}
          onCancel={() => setCreating(false)}
        />
      )}
    </Modal>
  );
}

function CorrectVisitModal({ screen }: { screen: MyVisits }) {
  const { t } = useTranslation('visits');
  const { correcting, setCorrecting } = screen.dialogs;
  return (
    <Modal
      opened={correcting !== null}
      onClose={() => setCorrecting(null)}
      title={correcting ? t('correct.title', { code: correcting.code }) : ''}
      size="lg"
    >
      {correcting && (
        <CorrectVisitForm
          visit={correcting}
          onCorrected={screen.after('correct.done')}
          onCancel={() => setCorrecting(null)}
        />
      )}
    </Modal>
  );
}
