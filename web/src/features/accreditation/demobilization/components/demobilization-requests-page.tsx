import { Button, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, DemobilizationRow } from '@faena/contracts';
import { NewRowsPill } from '../../../../components/live/new-rows-pill';
import { DataGrid } from '../../../../components/ui/data-grid';
import { LiveStatus } from '../../../../components/ui/live-status';
import { useNow } from '../../../../hooks/use-now';
import { notifySuccess } from '../../../../lib/notify';
import { useSession } from '../../../../stores/session.store';
import { useMyDemobilizations } from '../hooks/use-demobilization-grids';
import { CorrectForm } from './correct-form';
import { useDemobilizationColumns, type DemobilizationColumns } from './demobilization-columns';
import { DemobilizationForm } from './demobilization-form';

/** An observed row's Corregir button. */
function useCorrectAction(onCorrect: (row: DemobilizationRow) => void) {
  const { t } = useTranslation('demobilization');
  return useCallback(
    (row: DemobilizationRow) =>
      row.status === 'O' ? (
        <Button
          size="compact-xs"
          color="orange"
          onClick={() => onCorrect(row)}
          data-testid={`correct-${row.demobilizationId}`}
        >
          {t('grid.correct')}
        </Button>
      ) : null,
    [t, onCorrect],
  );
}

/** The form open (new or a correction) and what follows a command: read your writes, then the message. */
function useRequestForms(refetch: (afterPosition?: number) => Promise<void>) {
  const { t } = useTranslation('demobilization');
  const [creating, setCreating] = useState(false);
  const [correcting, setCorrecting] = useState<DemobilizationRow | null>(null);
  const afterCommand = async (result: CommandResult, messageKey: string) => {
    await refetch(result.position);
    setCreating(false);
    setCorrecting(null);
    notifySuccess(t(messageKey));
  };
  return { creating, setCreating, correcting, setCorrecting, afterCommand };
}

/** The requester's screen: new demobilization form and the own demobilizations, live. */
export function DemobilizationRequestsPage() {
  const { t } = useTranslation('demobilization');
  const username = useSession((s) => s.user?.username ?? '');
  const live = useMyDemobilizations(username);
  const forms = useRequestForms(live.grid.refetch);
  const columns = useDemobilizationColumns(useCorrectAction(forms.setCorrecting));
  return (
    <Stack data-testid="demobilization-requests-page">
      <Title order={1} size="h2">
        {t('requests.title')}
      </Title>
      <Text c="dimmed">{t('requests.subtitle')}</Text>
      <Paper withBorder p="md">
        <MyGrid live={live} columns={columns} onNew={() => forms.setCreating(true)} />
      </Paper>
      <RequestModals forms={forms} />
      <NewRowsPill notices={live.notices} />
    </Stack>
  );
}

interface MyGridProps {
  live: ReturnType<typeof useMyDemobilizations>;
  columns: DemobilizationColumns;
  onNew: () => void;
}

function MyGrid({ live, columns, onNew }: MyGridProps) {
  const { t } = useTranslation('demobilization');
  const now = useNow();
  return (
    <DataGrid
      grid={live.grid}
      isFresh={(r) => live.notices.isFresh(r.demobilizationId)}
      columns={columns}
      title={t('requests.gridTitle')}
      exportFileName="mis-desmovilizaciones"
      testId="my-demobilizations-grid"
      rowTestId={(r) => `demobilization-row-${r.demobilizationId}`}
      toolbar={
        <>
          <LiveStatus updatedAt={live.updatedAt} now={now} size="xs" />
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={onNew}
            data-testid="new-demobilization"
          >
            {t('requests.new')}
          </Button>
        </>
      }
    />
  );
}

/** The new demobilization's form and the observed one's correction, each in its modal. */
function RequestModals({ forms }: { forms: ReturnType<typeof useRequestForms> }) {
  const { t } = useTranslation('demobilization');
  const { creating, setCreating, correcting, setCorrecting, afterCommand } = forms;
  return (
    <>
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('form.title')} size="lg">
        {creating && (
          <DemobilizationForm
            onSubmitted={(r) => afterCommand(r, 'requests.registered')}
            onCancel={() => setCreating(false)}
          />
        )}
      </Modal>
      <Modal
        opened={correcting !== null}
        onClose={() => setCorrecting(null)}
        title={t('correct.title')}
        size="lg"
      >
        {correcting && (
          <CorrectForm
            demobilization={correcting}
            onSubmitted={(r) => afterCommand(r, 'requests.corrected')}
            onCancel={() => setCorrecting(null)}
          />
        )}
      </Modal>
    </>
  );
}
