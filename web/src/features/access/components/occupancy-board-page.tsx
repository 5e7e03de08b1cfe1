import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { MarkOutcome, OccupancyMessage } from '@faena/contracts';
import board from '../../../components/ui/board.module.css';
import { LiveStatus } from '../../../components/ui/live-status';
import { PageIndicator } from '../../../components/ui/page-indicator';
import { useLiveRoom } from '../../../hooks/use-live-room';
import { useNow } from '../../../hooks/use-now';
import { useRotation } from '../../../hooks/use-rotation';
import { notifyError } from '../../../lib/notify';
import { pageCount, pageOf, parsePageSeconds } from '../../../lib/wall';
import { useDisplay } from '../../../stores/display.store';
import { hasPermission, useSession } from '../../../stores/session.store';
import { getZones } from '../api/access.api';
import { useZoneBoard, type ZoneTileState } from '../stores/zone-board.store';
import { DeniedAlarms } from './denied-alarms';
import { DoorMarkForm } from './door-mark-form';
import { OccupancyChart } from './occupancy-chart';
import { ZoneTile } from './zone-tile';

/** Zones a wall page shows: two rows of four tiles above the chart. */
const WALL_ZONES = 8;

/** The client's zones: loaded, then kept live through zone:<clientId>; refetch reloads them. */
function useLiveZones(clientId: string | null) {
  const { zones, order, load, apply, reset } = useZoneBoard();
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
  const all = order.map((id) => zones[id]).filter((z) => z !== undefined);
  return { all, refetch };
}

/** On a wall, the page of zones shown now (rotating every `pagina` seconds); else all of them. */
function useWallPage(all: ZoneTileState[], wall: boolean) {
  const [params] = useSearchParams();
  const pages = wall ? pageCount(all.length, WALL_ZONES) : 1;
  const page = useRotation(pages, parsePageSeconds(params));
  const list = wall ? pageOf(all, page, WALL_ZONES) : all;
  return { page, pages, list };
}

/** When the latest zone update arrived, or null before any. */
const lastUpdateOf = (all: ZoneTileState[]) =>
  all.reduce<number | null>(
    (max, z) => (max === null || z.receivedAt > max ? z.receivedAt : max),
    null,
  );

interface HeaderProps {
  wall: boolean;
  page: number;
  pages: number;
  lastUpdate: number | null;
  now: number;
}

/** The title (and subtitle off the wall), the page indicator and the live status. */
function OccupancyHeader({ wall, page, pages, lastUpdate, now }: HeaderProps) {
  const { t } = useTranslation('access');
  return (
    <Group justify="space-between">
      <div>
        <Title order={1} size={wall ? 'h1' : 'h2'}>
          {t('title')}
        </Title>
        {!wall && <Text c="dimmed">{t('subtitle')}</Text>}
      </div>
      <Group>
        <PageIndicator page={page} count={pages} testId="occupancy-page-indicator" />
        <LiveStatus
          updatedAt={lastUpdate}
          now={now}
          size={wall ? 'lg' : 'sm'}
          testId="board-status"
        />
      </Group>
    </Group>
  );
}

interface ChartRowProps {
  list: ZoneTileState[];
  all: ZoneTileState[];
  wall: boolean;
  refetch: (afterPosition?: number) => Promise<void>;
}

/** The chart of the zones shown, and beside it (off the wall, for who may mark) the door mark form. */
function OccupancyChartRow({ list, all, wall, refetch }: ChartRowProps) {
  const user = useSession((s) => s.user);
  const withForm = !wall && hasPermission(user, 'access.mark');
  const onMarked = async (outcome: MarkOutcome) => {
    await refetch(outcome.position);
  };
  return (
    <SimpleGrid cols={{ base: 1, md: withForm ? 2 : 1 }}>
      <OccupancyChart zones={list} wall={wall} />
      {withForm && <DoorMarkForm zones={all} onMarked={onMarked} />}
    </SimpleGrid>
  );
}

/**
 * Zone occupancy board of the client, live through zone:<clientId>. On a wall it pages through
 * the zones (`pagina` seconds a page) and raises denied marks as alarms (unless `alarms` is off,
 * when the wall rotation shows them over every board).
 */
export function OccupancyBoardPage({ alarms = true }: { alarms?: boolean }) {
  const user = useSession((s) => s.user);
  const wall = useDisplay((s) => s.wall);
  const now = useNow();
  const { all, refetch } = useLiveZones(user?.profile.clientId ?? null);
  const { page, pages, list } = useWallPage(all, wall);
  return (
    <Stack data-testid="occupancy-page" className={board.board} gap={wall ? 'xl' : 'md'}>
      <OccupancyHeader
        wall={wall}
        page={page}
        pages={pages}
        lastUpdate={lastUpdateOf(all)}
        now={now}
      />
      {wall && alarms && <DeniedAlarms />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {list.map((zone) => (
          <ZoneTile key={zone.zoneId} zone={zone} now={now} wall={wall} />
        ))}
      </SimpleGrid>
      <OccupancyChartRow list={list} all={all} wall={wall} refetch={refetch} />
    </Stack>
  );
}
