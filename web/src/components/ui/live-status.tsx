import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isStale, useRealtime } from '../../stores/realtime.store';

interface Props {
  /** when this view last received data (ms since epoch) */
  updatedAt: number | null;
  now: number;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  testId?: string;
}

/** STALE when the socket has been down for a while, LIVE while connected, nothing otherwise. */
function LiveBadge({ now, size }: Pick<Props, 'now' | 'size'>) {
  const { t } = useTranslation('common');
  const realtime = useRealtime();
  if (isStale(realtime, now))
    return (
      <Badge
        color="orange"
        variant="filled"
        size={size}
        style={{ flexShrink: 0 }}
        data-testid="stale-badge"
      >
        {t('live.stale')}
      </Badge>
    );
  if (realtime.status !== 'connected') return null;
  return (
    <Badge
      color="teal"
      variant="dot"
      size={size}
      style={{ flexShrink: 0 }}
      data-testid="live-badge"
    >
      {t('live.live')}
    </Badge>
  );
}

/** "actualizado hace N s" and a STALE badge when the socket has been down for a while. */
export function LiveStatus({ updatedAt, now, size = 'sm', testId }: Props) {
  const { t } = useTranslation('common');
  const seconds = updatedAt === null ? null : Math.max(0, Math.round((now - updatedAt) / 1000));
  return (
    <Group gap="xs" wrap="nowrap" data-testid={testId}>
      {seconds !== null && (
        <Text size={size} c="dimmed" data-testid="updated-ago">
          {t('live.updatedAgo', { count: seconds })}
        </Text>
      )}
      <LiveBadge now={now} size={size} />
    </Group>
  );
}
