import { Alert, Group, Paper, Slider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { HistoryEntry, RequestHistory, RequestStatus } from '@faena/contracts';
import { RequestStatusBadge } from '../../../../components/request-status-badge';
import { LiveStatus } from '../../../../components/ui/live-status';
import { PageLoader } from '../../../../components/ui/page-loader';
import { useNow } from '../../../../hooks/use-now';
import { useRequestHistory, type HistoryView } from '../hooks/use-request-history';
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

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function RequestHistoryView({ requestId }: { requestId: string }) {
  const view = useRequestHistory(requestId);
  const { history, selected } = view;
  if (!history) return <PageLoader />;
  return (
    <Stack data-testid="history-page">
      <HistoryHeader history={history} requestId={requestId} updatedAt={view.updatedAt} />
      {history.entries.length > 1 && <TimeTravel view={view} entries={history.entries} />}
      <Paper withBorder p="md">
        <HistoryTimeline entries={history.entries} upTo={selected} />
      </Paper>
    </Stack>
  );
}

interface HeaderProps {
  history: RequestHistory;
  requestId: string;
  updatedAt: number | null;
}

/** The request's code (from its first event), the person, its current status, how fresh it is. */
function HistoryHeader({ history, requestId, updatedAt }: HeaderProps) {
  const { t } = useTranslation('requestHistory');
  const now = useNow();
  const first = history.entries[0]?.data ?? {};
  const current = history.stateAsOf.status;
  return (
    <>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('title', { code: typeof first.code === 'string' ? first.code : requestId })}
        </Title>
        <LiveStatus updatedAt={updatedAt} now={now} size="xs" />
      </Group>
      <Group gap="xs">
        <Text>{text(first.personName)}</Text>
        <Text c="dimmed">{t('currentStatus')}</Text>
        {current && <StatusOf status={current} testId="history-current-status" />}
      </Group>
    </>
  );
}

/** The slider over the entries, and the request's state as of the one chosen. */
function TimeTravel({ view, entries }: { view: HistoryView; entries: HistoryEntry[] }) {
  const { t } = useTranslation('requestHistory');
  const { asOf, selected, select } = view;
  const last = entries.length - 1;
  return (
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
      {asOf && <AsOfAlert asOf={asOf} entries={entries} />}
    </Paper>
  );
}

/** The request's status as of the chosen entry, and when that was. */
function AsOfAlert({
  asOf,
  entries,
}: {
  asOf: RequestHistory['stateAsOf'];
  entries: HistoryEntry[];
}) {
  return (
    <Alert color="blue" mt="md" data-testid="history-as-of">
      <Group gap="xs">
        <Text size="sm" data-testid="history-as-of-text">
          {asOfText(entries.find((e) => e.position === asOf.position))}
        </Text>
        {asOf.status && <StatusOf status={asOf.status} testId="history-as-of-status" />}
      </Group>
    </Alert>
  );
}

function StatusOf({ status, testId }: { status: RequestStatus; testId: string }) {
  return (
    <span data-testid={testId} data-status={status}>
      <RequestStatusBadge status={status} />
    </span>
  );
}
