import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useGuardQueue, type QueuedMark } from '../stores/guard-queue.store';
import { vehicleReasonKey } from './guard-vehicle-result';

const who = (m: QueuedMark) => m.personName ?? m.code;

/** The marks the server refused (kept, with their error) and the last synced ones with their decision. */
export function GuardSyncLists() {
  const { t } = useTranslation('access');
  const { queue, synced, dismiss } = useGuardQueue();
  const refused = queue.filter((m) => m.error !== undefined);
  return (
    <Stack gap="md">
      {refused.length > 0 && (
        <Paper withBorder p="sm" data-testid="guard-refused">
          <Text fw={700} c="red.9" mb="xs">
            {t('guard.refused')}
          </Text>
          <Stack gap="xs">
            {refused.map((m) => (
              <Group
                key={m.commandId}
                justify="space-between"
                wrap="nowrap"
                data-testid="guard-refused-row"
              >
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
                  onClick={() => dismiss(m.commandId)}
                >
                  <IconTrash />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
      {synced.length > 0 && (
        <Paper withBorder p="sm" data-testid="guard-synced">
          <Text fw={700}>{t('guard.synced')}</Text>
          <Text size="sm" c="dimmed" mb="xs">
            {t('guard.syncedHint')}
          </Text>
          <Stack gap="xs">
            {synced.map((m) => (
              <Group
                key={m.commandId}
                justify="space-between"
                wrap="nowrap"
                data-testid="guard-synced-row"
                data-granted={String(m.outcome.granted)}
              >
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {who(m)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatDateTime(m.markedAt)} ·{' '}
                    {t(m.direction === 'E' ? 'guard.entry' : 'guard.exit')}
                    {m.outcome.reason
                      ? ` · ${t(m.vehicle ? vehicleReasonKey(m.outcome.reason) : `reason.${m.outcome.reason}`)}`
                      : ''}
                  </Text>
                </div>
                <Badge
                  color={m.outcome.granted ? 'teal.9' : 'red.9'}
                  size="lg"
                  style={{ flexShrink: 0 }}
                >
                  {t(m.outcome.granted ? 'guard.granted' : 'guard.denied')}
                </Badge>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
