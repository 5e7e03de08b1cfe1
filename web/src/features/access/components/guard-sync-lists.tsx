import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useGuardQueue, type QueuedMark, type SyncedMark } from '../stores/guard-queue.store';
import { vehicleReasonKey } from './guard-vehicle-result';

const who = (m: QueuedMark) => m.personName ?? m.code;

/** A refused mark: who and when, the server's reason, and a button to drop it. */
function RefusedRow({ m, onDismiss }: { m: QueuedMark; onDismiss: () => void }) {
  const { t } = useTranslation('access');
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="guard-refused-row">
      <div style={{ minWidth: 0 }}>
        <Text fw={600} truncate>
          {who(m)} · {formatDateTime(m.markedAt)}
        </Text>
        <Text size="sm" c="red.9">
          {t(m.error ?? '')}
        </Text>
      </div>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('guard.dismiss')}
        onClick={onDismiss}
      >
        <IconTrash />
      </ActionIcon>
    </Group>
  );
}

/** The marks the server refused, kept with their error until dismissed. */
function RefusedList({ refused }: { refused: QueuedMark[] }) {
  const { t } = useTranslation('access');
  const dismiss = useGuardQueue((s) => s.dismiss);
  return (
    <Paper withBorder p="sm" data-testid="guard-refused">
      <Text fw={700} c="red.9" mb="xs">
        {t('guard.refused')}
      </Text>
      <Stack gap="xs">
        {refused.map((m) => (
          <RefusedRow key={m.commandId} m={m} onDismiss={() => dismiss(m.commandId)} />
        ))}
      </Stack>
    </Paper>
  );
}

/** The i18n key of a synced mark's reason (a vehicle's own, or the person rules'). */
const reasonKey = (m: SyncedMark, reason: string) =>
  m.vehicle ? vehicleReasonKey(reason) : `reason.${reason}`;

/** A synced mark: who, when, which way, the reason, and the decision. */
function SyncedRow({ m }: { m: SyncedMark }) {
  const { t } = useTranslation('access');
  const { granted, reason } = m.outcome;
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      data-testid="guard-synced-row"
      data-granted={String(granted)}
    >
      <div style={{ minWidth: 0 }}>
        <Text fw={600} truncate>
          {who(m)}
        </Text>
        <Text size="sm" c="dimmed">
          {formatDateTime(m.markedAt)} · {t(m.direction === 'E' ? 'guard.entry' : 'guard.exit')}
          {reason ? ` · ${t(reasonKey(m, reason))}` : ''}
        </Text>
      </div>
      <Badge color={granted ? 'teal.9' : 'red.9'} size="lg" style={{ flexShrink: 0 }}>
        {t(granted ? 'guard.granted' : 'guard.denied')}
      </Badge>
    </Group>
  );
}

/** The last synced marks with the server's decision. */
function SyncedList({ synced }: { synced: SyncedMark[] }) {
  const { t } = useTranslation('access');
  return (
    <Paper withBorder p="sm" data-testid="guard-synced">
      <Text fw={700}>{t('guard.synced')}</Text>
      <Text size="sm" c="dimmed" mb="xs">
        {t('guard.syncedHint')}
      </Text>
      <Stack gap="xs">
        {synced.map((m) => (
          <SyncedRow key={m.commandId} m={m} />
        ))}
      </Stack>
    </Paper>
  );
}

/** The marks the server refused (kept, with their error) and the last synced ones with their decision. */
export function GuardSyncLists() {
  const queue = useGuardQueue((s) => s.queue);
  const synced = useGuardQueue((s) => s.synced);
  const refused = queue.filter((m) => m.error !== undefined);
  return (
    <Stack gap="md">
      {refused.length > 0 && <RefusedList refused={refused} />}
      {synced.length > 0 && <SyncedList synced={synced} />}
    </Stack>
  );
}
