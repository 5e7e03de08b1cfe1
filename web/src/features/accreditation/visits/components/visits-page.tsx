import { Button, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, VisitRow } from '@faena/contracts';
import { DataGrid } from '../../../../components/ui/data-grid';
import { useServerGrid } from '../../../../components/ui/use-server-grid';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useSession } from '../../../../stores/session.store';
import { listVisits } from '../api/visits.api';
import { CorrectVisitForm } from './correct-visit-form';
import { useVisitColumns } from './visit-columns';
import { VisitForm } from './visit-form';
import { useZoneNames } from './use-zone-names';

const NEWEST_FIRST = [{ id: 'RowIndex', desc: true }];

/** The requester's screen: a new visit request and the caller's own visits. */
export function VisitsPage() {
  const { t } = useTranslation('visits');
  const username = useSession((s) => s.user?.username ?? '');
  const [creating, setCreating] = useState(false);
  const [correcting, setCorrecting] = useState<VisitRow | null>(null);
  const zoneName = useZoneNames();
  const grid = useServerGrid<VisitRow>({
    fetchPage: listVisits,
    rowId: (r) => r.visitId,
    versionOf: (r) => r.version,
    initialFilters: [{ field: 'requestedBy', op: '=', value: username }],
    initialSorting: NEWEST_FIRST,
    onError: notifyError,
  });
  const actions = useCallback(
    (row: VisitRow) =>
      row.status === 'O' ? (
        <Button
          size="compact-xs"
          variant="light"
          color="orange"
          onClick={() => setCorrecting(row)}
          data-testid={`correct-visit-${row.visitId}`}
        >
          {t('correct.action')}
        </Button>
      ) : null,
    [t],
  );
  const columns = useVisitColumns(actions, zoneName);
  const afterCorrect = async (result: CommandResult) => {
    await grid.refetch(result.position);
    setCorrecting(null);
    notifySuccess(t('correct.done'));
  };
  const afterSubmit = async (result: CommandResult) => {
    await grid.refetch(result.position);
    setCreating(false);
    notifySuccess(t('requests.registered'));
  };

  return (
    <Stack data-testid="visits-page">
      <Title order={1} size="h2">
        {t('requests.title')}
      </Title>
      <Text c="dimmed">{t('requests.subtitle')}</Text>
      <Paper withBorder p="md">
        <DataGrid
          grid={grid}
          columns={columns}
          title={t('requests.gridTitle')}
          exportFileName="mis-visitas"
          testId="my-visits-grid"
          rowTestId={(r) => `visit-row-${r.visitId}`}
          toolbar={
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setCreating(true)}
              data-testid="new-visit"
            >
              {t('requests.new')}
            </Button>
          }
        />
      </Paper>
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('form.title')} size="xl">
        {creating && <VisitForm onSubmitted={afterSubmit} onCancel={() => setCreating(false)} />}
      </Modal>
      <Modal
        opened={correcting !== null}
        onClose={() => setCorrecting(null)}
        title={correcting ? t('correct.title', { code: correcting.code }) : ''}
        size="lg"
      >
        {correcting && (
          <CorrectVisitForm
            visit={correcting}
            onCorrected={afterCorrect}
            onCancel={() => setCorrecting(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
