import {
  Alert,
  Badge,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
} from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordHistory as History } from '@faena/contracts';
import { ApiError } from '../../lib/api-error';
import { formatDateTime } from '../../lib/format';
import { diffsOf, type FieldChange } from './record-diff';
import { getRecordHistory } from './record-history.api';

type Load =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; history: History };

const eventName = (type: string) => type.split('.').pop() ?? type;

/** One changed field as "Label: before → after", the label through the same i18n key as the form's field. */
function ChangeLine({ change }: { change: FieldChange }) {
  const { t } = useTranslation(['administration', 'recordHistory']);
  const label = t([`administration:field.${change.field}`, `recordHistory:field.${change.field}`], {
    defaultValue: change.field,
  });
  return (
    <Text size="xs" data-testid="record-history-change" data-field={change.field}>
      <Text span fw={600} size="xs">
        {label}:
      </Text>{' '}
      {change.from === undefined ? change.to : `${change.from} → ${change.to}`}
    </Text>
  );
}

/** The record's history of a stream; another stream shows loading until its answer. */
function useRecordHistory(stream: string): Load {
  const { t } = useTranslation('recordHistory');
  const [loaded, setLoaded] = useState<{ stream: string; load: Load } | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    getRecordHistory(stream, abort.signal)
      .then((history) => setLoaded({ stream, load: { status: 'ready', history } }))
      .catch((err: unknown) => {
        if (abort.signal.aborted) return;
        const message = err instanceof ApiError ? err.message : t('loadFailed');
        setLoaded({ stream, load: { status: 'error', message } });
      });
    return () => abort.abort();
  }, [stream, t]);
  return loaded?.stream === stream ? loaded.load : { status: 'loading' };
}

/** A record's history: creating and modifying user and date, then every event of its stream. */
export function RecordHistory({ stream }: { stream: string }) {
  const load = useRecordHistory(stream);
  if (load.status === 'loading') return <Loader size="sm" data-testid="record-history-loading" />;
  if (load.status === 'error')
    return (
      <Alert color="red" data-testid="record-history-error">
        {load.message}
      </Alert>
    );
  const { history } = load;
  const changes = diffsOf(history.events);
  return (
    <Stack gap="sm" data-testid="record-history">
      <CreatedModified history={history} />
      <Timeline active={history.events.length - 1} bulletSize={22} lineWidth={2}>
        {history.events.map((event, i) => (
          <Timeline.Item
            key={event.position}
            bullet={<IconHistory size={12} />}
            title={<EventTitle event={event} />}
            data-testid="record-history-event"
            data-event={eventName(event.type)}
          >
            <EventChanges event={event} changes={changes[i] ?? []} />
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}

/** Who created the record and when, who modified it last and when. */
function CreatedModified({ history }: { history: History }) {
  const { t } = useTranslation('recordHistory');
  return (
    <Paper withBorder p="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Text size="sm">
          {t('created', { user: history.createdBy, when: formatDateTime(history.createdAt) })}
        </Text>
        <Text size="sm">
          {t('modified', { user: history.modifiedBy, when: formatDateTime(history.modifiedAt) })}
        </Text>
      </SimpleGrid>
    </Paper>
  );
}

type HistoryEvent = History['events'][number];

/** An event's name (translated when known) and its revision. */
function EventTitle({ event }: { event: HistoryEvent }) {
  const { t } = useTranslation('recordHistory');
  return (
    <Group gap="xs">
      <Text fw={600} size="sm">
        {t(`event.${eventName(event.type)}`, { defaultValue: eventName(event.type) })}
      </Text>
      <Badge size="xs" variant="light">
        #{event.revision}
      </Badge>
    </Group>
  );
}

/** Who did it and when, then the fields it changed. */
function EventChanges({ event, changes }: { event: HistoryEvent; changes: FieldChange[] }) {
  const { t } = useTranslation('recordHistory');
  return (
    <>
      <Text size="xs" c="dimmed">
        {t('who', { user: event.by, when: formatDateTime(event.at) })}
      </Text>
      <Stack gap={2} mt={4}>
        {changes.map((change) => (
          <ChangeLine key={change.field} change={change} />
        ))}
      </Stack>
    </>
  );
}
