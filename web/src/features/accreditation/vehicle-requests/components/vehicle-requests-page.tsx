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
import { CorrectVehicleRequestForm } from './correct-vehicle-request-form';
import { useMyVehicleRequests, type MyVehicleRequests } from './use-my-vehicle-requests';
import { VehicleRequestForm } from './vehicle-request-form';
import { VehicleRequestHistoryDrawer } from './vehicle-request-history';
import { VehicleRequestsMassEdit } from './vehicle-requests-mass-edit';

/** The spec's five modes; EM edits the observed requests (no drafts on the server). */
export const VEHICLE_REQUEST_MODES: readonly ScreenMode[] = ['T', 'L', 'E', 'LM', 'EM'];

/** The applicant's screen: the new vehicle request form and their own vehicle requests, live. */
export function VehicleRequestsPage() {
  const { t } = useTranslation('vehicleRequests');
  const username = useSession((s) => s.user?.username ?? '');
  const phone = usePhone();
  const modes = VEHICLE_REQUEST_MODES;
  const [mode, setMode] = useScreenMode('vehicle-requests', username, { phone, modes });
  const screen = useMyVehicleRequests(username, mode === 'LM');
  return (
    <Stack data-testid="vehicle-requests-page">
      <ScreenHeader
        title={t('requests.title')}
        subtitle={t('requests.subtitle')}
        mode={mode}
        onMode={setMode}
        modes={modes}
      />
      <Paper withBorder p="md">
        <VehicleModeBody screen={screen} mode={mode} onCancel={() => setMode('L')} />
      </Paper>
      <VehicleDialogs screen={screen} />
      <NewRowsPill notices={screen.notices} />
    </Stack>
  );
}

type BodyProps = { screen: MyVehicleRequests; mode: ScreenMode; onCancel: () => void };

/** The new request form (E), the observed requests' mass edit (EM), or the grid (T, L, LM). */
function VehicleModeBody({ screen, mode, onCancel }: BodyProps) {
  if (mode === 'E') return <VehicleEditMode screen={screen} onCancel={onCancel} />;
  if (mode === 'EM')
    return <VehicleRequestsMassEdit requests={screen.grid.rows} onSaved={screen.grid.refetch} />;
  return <MyVehicleRequestsGrid screen={screen} mode={mode} />;
}

/** E: the new request form in the page; it starts afresh after each request sent. */
function VehicleEditMode({
  screen,
  onCancel,
}: {
  screen: MyVehicleRequests;
  onCancel: () => void;
}) {
  const [sent, setSent] = useState(0);
  const afterSubmit = screen.after('requests.sent');
  return (
    <VehicleRequestForm
      key={sent}
      onSubmitted={async (r) => {
        await afterSubmit(r);
        setSent((n) => n + 1);
      }}
      onCancel={onCancel}
    />
  );
}

type GridProps = { screen: MyVehicleRequests; mode: ScreenMode };

function MyVehicleRequestsGrid({ screen, mode }: GridProps) {
  const { t } = useTranslation('vehicleRequests');
  return (
    <>
      <DataGrid
        grid={screen.grid}
        layout={mode === 'T' ? 'cards' : 'table'}
        isFresh={(r) => screen.notices.isFresh(r.requestId)}
        columns={screen.columns}
        title={t('requests.gridTitle')}
        exportFileName="mis-solicitudes-vehiculos"
        testId="my-vehicle-requests-grid"
        rowTestId={(r) => `vehicle-request-row-${r.requestId}`}
        toolbar={<MyVehicleRequestsToolbar screen={screen} mode={mode} />}
      />
      {mode === 'LM' && <SelectionHint />}
    </>
  );
}

function MyVehicleRequestsToolbar({ screen, mode }: GridProps) {
  const { t } = useTranslation('vehicleRequests');
  const now = useNow();
  const sheet = { title: t('requests.gridTitle'), fileName: 'mis-solicitudes-vehiculos-seleccion' };
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
        data-testid="new-vehicle-request"
      >
        {t('requests.new')}
      </Button>
    </>
  );
}

function VehicleDialogs({ screen }: { screen: MyVehicleRequests }) {
  const { t } = useTranslation('vehicleRequests');
  const { creating, setCreating, history, setHistory } = screen.dialogs;
  return (
    <>
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('form.title')} size="lg">
        {creating && (
          <VehicleRequestForm
            onSubmitted={screen.after('requests.sent')}
            onCancel={() => setCreating(false)}
          />
        )}
      </Modal>
      <CorrectModal screen={screen} />
      <VehicleRequestHistoryDrawer request={history} onClose={() => setHistory(null)} />
    </>
  );
}

function CorrectModal({ screen }: { screen: MyVehicleRequests }) {
  const { t } = useTranslation('vehicleRequests');
  const { correcting, setCorrecting } = screen.dialogs;
  return (
    <Modal
      opened={correcting !== null}
      onClose={() => setCorrecting(null)}
      title={correcting ? t('correct.title', { code: correcting.code }) : ''}
      size="lg"
    >
      {correcting && (
        <CorrectVehicleRequestForm
          request={correcting}
          onCorrected={screen.after('correct.done')}
          onCancel={() => setCorrecting(null)}
        />
      )}
    </Modal>
  );
}
