import { Alert, Group, Paper, Slider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { RequestStatus } from '@faena/contracts';
import { RequestStatusBadge } from '../../../../components/request-status-badge';
import { LiveStatus } from '../../../../components/ui/live-status';
import { PageLoader } from '../../../../components/ui/page-loader';
import { useNow } from '../../../../hooks/use-now';
import { useRequestHistory } from '../hooks/use-request-history';
import { HistoryIndex } from './history-index';
import { HistoryTimeline } from './history-timeline';
import { asOfText, sliderLabel, sliderMark } from './slider-labels';

/** /consultas/historial/:requestId — the request's timeline; without an id, a list to pick from. */
export function HistoryPage() {
  const { requestId } = useParams();
  return requestId ? (
    <RequestHistoryView key={requestId} requestId={requestId} />
  ) : (
    <HistoryIndex />
  );
}

function RequestHistoryView({ requestId }: { requestId: string }) {
  const { t } = useTranslation('requestHistory');
  const now = useNow();
  const { history, asOf, selected, select, updatedAt } = useRequestHistory(requestId);
  if (!history) return <PageLoader />;
  const entries = history.entries;
  const last = entries.length - 1;
  const current = history.stateAsOf.status;
  const first = entries[0]?.data ?? {};
  return (
    <Stack data-testid="history-page">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('title', { code: typeof first.code === 'string' ? first.code : requestId })}
        </Title>
        <LiveStatus updatedAt={updatedAt} now={now} size="xs" />
      </Group>
      <Group gap="xs">
        <Text>{typeof first.personName === 'string' ? first.personName : ''}</Text>
        <Text c="dimmed">{t('currentStatus')}</Text>
        {current && <StatusOf status={current} testId="history-current-status" />}
      </Group>
      {entries.length > 1 && (
        <Paper withBorder p="md">
          <Text fw={600} mb="md">
            {t('timeTravel')}
          </Text>
          <Slider
            min={0}
            max={last}
            step={1}
            value={selected ?? last}
            onChange={select}
            marks={entries.map((e, i) => ({ value: i, label: sliderMark(e) }))}
            label={null}
            thumbLabel={sliderLabel(entries[selected ?? last])}
            mb="lg"
            data-testid="history-slider"
          />
          {asOf && (
            <Alert color="blue" mt="md" data-testid="history-as-of">
              <Group gap="xs">
                <Text size="sm" data-testid="history-as-of-text">
                  {asOfText(entries.find((e) => e.position === asOf.position))}
                </Text>
                {asOf.status && <StatusOf status={asOf.status} testId="history-as-of-status" />}
              </Group>
            </Alert>
          )}
        </Paper>
      )}
      <Paper withBorder p="md">
        <HistoryTimeline entries={entries} upTo={selected} />
      </Paper>
    </Stack>
  );
}

function StatusOf({ status, testId }: { status: RequestStatus; testId: string }) {
  return (
    <span data-testid={testId} data-status={status}>
      <RequestStatusBadge status={status} />
    </span>
  );
}
