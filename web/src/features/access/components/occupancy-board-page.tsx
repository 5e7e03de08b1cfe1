import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarkOutcome, OccupancyMessage } from '@faena/contracts';
import { LiveStatus } from '../../../components/ui/live-status';
import { useLiveRoom } from '../../../hooks/use-live-room';
import { useNow } from '../../../hooks/use-now';
import { notifyError } from '../../../lib/notify';
import { useDisplay } from '../../../stores/display.store';
import { hasPermission, useSession } from '../../../stores/session.store';
import { getZones } from '../api/access.api';
import { useZoneBoard } from '../stores/zone-board.store';
import { DoorMarkForm } from './door-mark-form';
import { OccupancyChart } from './occupancy-chart';
import { ZoneTile } from './zone-tile';

/** Zone occupancy board of the client, live through zone:<clientId>; wall-screen ready. */
export function OccupancyBoardPage() {
  const { t } = useTranslation('access');
  const user = useSession((s) => s.user);
  const wall = useDisplay((s) => s.wall);
  const now = useNow();
  const { zones, order, load, apply, reset } = useZoneBoard();
  const clientId = user?.profile.clientId ?? null;

  const refetch = useCallback(
    (afterPosition?: number) =>
      getZones(afterPosition)
        .then((rows) => load(rows))
        .catch(notifyError),
    [load],
  );
  useEffect(() => {
    void refetch();
    return reset;
  }, [refetch, reset]);
  useLiveRoom<OccupancyMessage>(
    clientId ? `zone:${clientId}` : null,
    (m) => m.kind === 'zone.occupancy' && apply(m.payload, m.position),
    refetch,
  );

  const list = order.map((id) => zones[id]).filter((z) => z !== undefined);
  const lastUpdate = list.reduce<number | null>(
    (max, z) => (max === null || z.receivedAt > max ? z.receivedAt : max),
    null,
  );
  const onMarked = async (outcome: MarkOutcome) => {
    await refetch(outcome.position);
  };

  return (
    <Stack data-testid="occupancy-page" gap={wall ? 'xl' : 'md'}>
      <Group justify="space-between">
        <div>
          <Title order={1} size={wall ? 'h1' : 'h2'}>
            {t('title')}
          </Title>
          {!wall && <Text c="dimmed">{t('subtitle')}</Text>}
        </div>
        <LiveStatus
          updatedAt={lastUpdate}
          now={now}
          size={wall ? 'lg' : 'sm'}
          testId="board-status"
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {list.map((zone) => (
          <ZoneTile key={zone.zoneId} zone={zone} now={now} wall={wall} />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: !wall && hasPermission(user, 'access.mark') ? 2 : 1 }}>
        <OccupancyChart zones={list} wall={wall} />
        {!wall && hasPermission(user, 'access.mark') && (
          <DoorMarkForm zones={list} onMarked={onMarked} />
        )}
      </SimpleGrid>
    </Stack>
  );
}
