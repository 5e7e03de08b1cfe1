import { Badge, Card, Group, RingProgress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LiveStatus } from '../../../components/ui/live-status';
import { formatTime } from '../../../lib/format';
import type { ZoneTileState } from '../stores/zone-board.store';

const ringColor = (ratio: number) => (ratio >= 0.9 ? 'red' : ratio >= 0.7 ? 'orange' : 'teal');

/** One zone: occupancy against capacity, the last mark, denied marks and freshness. */
export function ZoneTile({ zone, now, wall }: { zone: ZoneTileState; now: number; wall: boolean }) {
  const { t } = useTranslation('access');
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      data-testid={`zone-tile-${zone.zoneId}`}
      data-occupancy={zone.occupancy}
    >
      <Text fw={700} size={wall ? 'xl' : 'lg'}>
        {zone.name}
      </Text>
      <Group justify="space-between" align="center" wrap="nowrap" mt="xs">
        <Stack gap={0}>
          <Text fw={800} fz={wall ? '3rem' : '2rem'} lh={1.1} data-testid="zone-occupancy">
            {zone.occupancy}
          </Text>
          <Text size="sm" c="dimmed">
            {t('tile.ofCapacity', { capacity: zone.capacity })}
          </Text>
        </Stack>
        <OccupancyRing zone={zone} wall={wall} />
      </Group>
      <ZoneActivity zone={zone} now={now} />
    </Card>
  );
}

/** The share of the capacity taken, as a ring: teal, orange from 70 %, red from 90 %. */
function OccupancyRing({ zone, wall }: { zone: ZoneTileState; wall: boolean }) {
  const ratio = zone.capacity > 0 ? zone.occupancy / zone.capacity : 0;
  const section = { value: Math.min(100, Math.max(ratio * 100, 1)), color: ringColor(ratio) };
  return (
    <RingProgress
      size={wall ? 96 : 80}
      thickness={wall ? 10 : 8}
      roundCaps
      sections={ratio > 0 ? [section] : []}
      label={
        <Text ta="center" fw={700} size="sm">
          {Math.round(ratio * 100)}%
        </Text>
      }
    />
  );
}

/** The last mark, the denied marks' count and how fresh the tile is. */
function ZoneActivity({ zone, now }: { zone: ZoneTileState; now: number }) {
  const { t } = useTranslation('access');
  return (
    <Stack gap={6} mt="sm">
      <Text size="sm" c="dimmed" lineClamp={2} data-testid="zone-last-mark">
        {zone.lastMarkAt
          ? t('tile.lastMark', {
              time: formatTime(zone.lastMarkAt),
              person: zone.lastMarkPerson ?? '',
            })
          : t('tile.noMarks')}
      </Text>
      <Badge
        color={zone.deniedCount > 0 ? 'red' : 'gray'}
        variant="light"
        w="fit-content"
        data-testid="zone-denied"
      >
        {t('tile.denied', { count: zone.deniedCount })}
      </Badge>
      <LiveStatus updatedAt={zone.receivedAt} now={now} size="xs" />
    </Stack>
  );
}
