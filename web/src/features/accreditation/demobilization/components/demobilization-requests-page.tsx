import { Button, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUEST_DATE_FILTER, type CommandResult, type DemobilizationRow } from '@faena/contracts';
import { NewRowsPill } from '../../../../components/live/new-rows-pill';
import { DataGrid } from '../../../../components/ui/data-grid';
import { LiveStatus } from '../../../../components/ui/live-status';
import { useLiveGrid } from '../../../../hooks/use-live-grid';
import { useNow } from '../../../../hooks/use-now';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useSession } from '../../../../stores/session.store';
import { listDemobilizations } from '../api/demobilization.api';
import { CorrectForm } from './correct-form';
import { useDemobilizationColumns } from './demobilization-columns';
import { DemobilizationForm } from './demobilization-form';

/** Newest first, so live arrivals show on page 1. */
const NEWEST_FIRST = [{ id: 'RowIndex', desc: true }];

/** The requester's screen: new demobilization form and the own demobilizations, live. */
export function DemobilizationRequestsPage() {
  const { t } = useTranslation('demobilization');
  const username = useSession((s) => s.user?.username ?? '');
  const [creating, setCreating] = useState(false);
  const [correcting, setCorrecting] = useState<DemobilizationRow | null>(null);
  const now = useNow();
  const { grid, updatedAt, notices } = useLiveGrid<DemobilizationRow>(
    username ? `demob-requester:${username}` : null,
    'demobilization.changed',
    {
      fetchPage: listDemobilizations,
      rowId: (r) => r.demobilizationId,
      versionOf: (r) => r.version,
      initialFilters: [{ field: 'requestedBy', op: '=', value: username }],
      initialSorting: NEWEST_FIRST,
      // the spec's month filter, sent as FechaInicio / FechaFin (yyyyMMdd) on the registration day
      dateRange: { fields: REQUEST_DATE_FILTER, format: 'yyyyMMdd' },
      onError: notifyError,
    },
  );
  const actions = useCallback(
    (row: DemobilizationRow) =>
      row.status === 'O' ? (
        <Button
          size="compact-xs"
          color="orange"
          onClick={() => setCorrecting(row)}
          data-testid={`correct-${row.demobilizationId}`}
        >
          {t('grid.correct')}
        </Button>
      ) : null,
    [t],
  );
  const columns = useDemobilizationColumns(actions);

  /** Read your writes: the grid reloads at the command's position before the result shows. */
  const afterCommand = async (result: CommandResult, messageKey: string) => {
    await grid.refetch(result.position);
    setCreating(false);
    setCorrecting(null);
    notifySuccess(t(messageKey));
  };

  return (
    <Stack data-testid="demobilization-requests-page">
      <Title order={1} size="h2">
        {t('requests.title')}
      </Title>
      <Text c="dimmed">{t('requests.subtitle')}</Text>
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          isFresh={(r) => notices.isFresh(r.demobilizationId)}
          columns={columns}
          title={t('requests.gridTitle')}
          exportFileName="mis-desmovilizaciones"
          testId="my-demobilizations-grid"
          rowTestId={(r) => `demobilization-row-${r.demobilizationId}`}
          toolbar={
            <>
              <LiveStatus updatedAt={updatedAt} now={now} size="xs" />
              <Button
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => setCreating(true)}
                data-testid="new-demobilization"
              >
                {t('requests.new')}
              </Button>
            </>
          }
        />
      </Paper>
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
      <NewRowsPill notices={notices} />
    </Stack>
  );
}
