import { ActionIcon, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import type { BedRow, CommandResult, HotelRow } from '@faena/contracts';
import board from '../../../components/ui/board.module.css';
import { LiveStatus } from '../../../components/ui/live-status';
import { PageIndicator } from '../../../components/ui/page-indicator';
import { PageLoader } from '../../../components/ui/page-loader';
import { useLiveRoom } from '../../../hooks/use-live-room';
import { useNow } from '../../../hooks/use-now';
import { useRotation } from '../../../hooks/use-rotation';
import { formatDate, plusDays, today } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { packPages, parsePageSeconds } from '../../../lib/wall';
import { useDisplay } from '../../../stores/display.store';
import { hasPermission, useSession } from '../../../stores/session.store';
import { getBedBoard, listHotels } from '../api/lodging.api';
import { useBedBoard } from '../stores/bed-board.store';
import { AssignBedForm } from './assign-bed-form';
import { BedBoardGrid } from './bed-board-grid';
import { BedFlags } from './bed-flags';

const WINDOW_DAYS = 14;
/** Table lines (a room's title and its beds) a wall page holds at 1920×1080. */
const WALL_LINES = 16;

/**
 * /dashboard/campamento/:hotelId? — the camp's bed board over a date window, live. On a wall it
 * stays on its path (first camp when none is given) and pages through the rooms.
 */
export function BedBoardPage() {
  const { t } = useTranslation('lodging');
  const { hotelId } = useParams();
  const navigate = useNavigate();
  const wall = useDisplay((s) => s.wall);
  const [hotels, setHotels] = useState<HotelRow[] | null>(null);
  useEffect(() => {
    listHotels()
      .then(setHotels)
      .catch((err: unknown) => {
        notifyError(err);
        setHotels([]);
      });
  }, []);
  if (!hotels) return <PageLoader />;
  if (!hotelId && hotels[0] && !wall)
    return <Navigate to={`/dashboard/campamento/${hotels[0].hotelId}`} replace />;
  const hotel = hotels.find((h) => h.hotelId === hotelId) ?? (wall ? hotels[0] : undefined);
  if (wall && hotel)
    return (
      <Stack data-testid="bed-board-page" className={board.board}>
        <CampBoard key={hotel.hotelId} hotel={hotel} wall />
      </Stack>
    );
  return (
    <Stack data-testid="bed-board-page" className={board.board}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Select
        label={t('picker')}
        data={hotels.map((h) => ({ value: h.hotelId, label: h.name }))}
        value={hotelId ?? null}
        onChange={(v) => v && void navigate(`/dashboard/campamento/${v}`)}
        maw={420}
        data-testid="hotel-picker"
      />
      {hotel ? (
        <CampBoard key={hotel.hotelId} hotel={hotel} />
      ) : (
        <Text c="dimmed">{t('none')}</Text>
      )}
    </Stack>
  );
}

function CampBoard({ hotel, wall = false }: { hotel: HotelRow; wall?: boolean }) {
  const { t } = useTranslation('lodging');
  const now = useNow();
  const user = useSession((s) => s.user);
  const [params] = useSearchParams();
  const pages = wall ? packPages(hotel.rooms, (r) => r.beds.length + 1, WALL_LINES) : [];
  const page = useRotation(pages.length, parsePageSeconds(params));
  const [from, setFrom] = useState(today);
  const days = useMemo(
    () => Array.from({ length: WINDOW_DAYS }, (_, i) => plusDays(from, i)),
    [from],
  );
  const { beds, receivedAt, load, apply, reset } = useBedBoard();
  const to = plusDays(from, WINDOW_DAYS);
  const refetch = useCallback(
    (afterPosition?: number) =>
      getBedBoard({ hotelId: hotel.hotelId, from, to, afterPosition })
        .then((rows) => load(rows))
        .catch(notifyError),
    [hotel.hotelId, from, to, load],
  );
  useEffect(() => {
    void refetch();
  }, [refetch]);
  useEffect(() => reset, [reset]);
  useLiveRoom<BedRow>(
    `hotel:${hotel.hotelId}`,
    (m) => m.kind === 'bed.changed' && apply(m.payload),
    refetch,
  );
  const onAssigned = async (result: CommandResult) => {
    await refetch(result.position);
    notifySuccess(t('assign.done'));
  };
  return (
    <Stack>
      {wall && (
        <Group justify="space-between">
          <Title order={1}>{t('wallTitle', { hotel: hotel.name })}</Title>
          <PageIndicator page={page} count={pages.length} testId="bed-page-indicator" />
        </Group>
      )}
      {!wall && hasPermission(user, 'lodging.assign') && (
        <AssignBedForm hotel={hotel} onAssigned={onAssigned} />
      )}
      <Paper withBorder p="md">
        <Group justify="space-between" mb="sm">
          <Group gap="xs">
            <ActionIcon
              variant="default"
              aria-label={t('window.previous')}
              onClick={() => setFrom(plusDays(from, -7))}
            >
              <IconChevronLeft size={16} />
            </ActionIcon>
            <Text fw={600} data-testid="bed-window">
              {t('window.range', { from: formatDate(from), to: formatDate(plusDays(to, -1)) })}
            </Text>
            <ActionIcon
              variant="default"
              aria-label={t('window.next')}
              onClick={() => setFrom(plusDays(from, 7))}
            >
              <IconChevronRight size={16} />
            </ActionIcon>
          </Group>
          <LiveStatus updatedAt={receivedAt} now={now} size="xs" />
        </Group>
        <BedBoardGrid
          hotel={hotel}
          beds={beds}
          days={days}
          rooms={wall ? pages[page] : undefined}
          wall={wall}
        />
        <BedFlags hotel={hotel} beds={beds} />
      </Paper>
    </Stack>
  );
}
