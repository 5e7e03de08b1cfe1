import { Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import type { BedRow, CommandResult, HotelRow } from '@faena/contracts';
import board from '../../../components/ui/board.module.css';
import { PageIndicator } from '../../../components/ui/page-indicator';
import { PageLoader } from '../../../components/ui/page-loader';
import { useLiveRoom } from '../../../hooks/use-live-room';
import { useRotation } from '../../../hooks/use-rotation';
import { plusDays, today } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { packPages, parsePageSeconds } from '../../../lib/wall';
import { useDisplay } from '../../../stores/display.store';
import { hasPermission, useSession } from '../../../stores/session.store';
import { getBedBoard, listHotels } from '../api/lodging.api';
import { useBedBoard } from '../stores/bed-board.store';
import { AssignBedForm } from './assign-bed-form';
import { BedBoardGrid } from './bed-board-grid';
import { BedFlags } from './bed-flags';
import { NightsWindowBar } from './nights-window-bar';

const WINDOW_DAYS = 14;
/** Table lines (a room's title and its beds) a wall page holds at 1920×1080. */
const WALL_LINES = 16;

/**
 * /dashboard/campamento/:hotelId? — the camp's bed board over a date window, live. On a wall it
 * stays on its path (first camp when none is given) and pages through the rooms.
 */
export function BedBoardPage() {
  const { hotelId } = useParams();
  const wall = useDisplay((s) => s.wall);
  const hotels = useHotels();
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
  return <ChosenCamp hotels={hotels} hotel={hotel} />;
}

/** The camps to choose from; an empty list when they cannot be read (the error is shown). */
function useHotels(): HotelRow[] | null {
  const [hotels, setHotels] = useState<HotelRow[] | null>(null);
  useEffect(() => {
    listHotels()
      .then(setHotels)
      .catch((err: unknown) => {
        notifyError(err);
        setHotels([]);
      });
  }, []);
  return hotels;
}

/** The camp picker and the board of the camp in the address. */
function ChosenCamp({ hotels, hotel }: { hotels: HotelRow[]; hotel: HotelRow | undefined }) {
  const { t } = useTranslation('lodging');
  const navigate = useNavigate();
  return (
    <Stack data-testid="bed-board-page" className={board.board}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Select
        label={t('picker')}
        data={hotels.map((h) => ({ value: h.hotelId, label: h.name }))}
        value={hotel?.hotelId ?? null}
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

/** The beds of the camp over [from, to), loaded then kept current by the camp's live room. */
function useLiveBeds({ hotelId, from, to }: { hotelId: string; from: string; to: string }) {
  const { beds, receivedAt, load, apply, reset } = useBedBoard();
  const refetch = useCallback(
    (afterPosition?: number) =>
      getBedBoard({ hotelId, from, to, afterPosition })
        .then((rows) => load(rows))
        .catch(notifyError),
    [hotelId, from, to, load],
  );
  useEffect(() => {
    void refetch();
  }, [refetch]);
  useEffect(() => reset, [reset]);
  useLiveRoom<BedRow>(
    `hotel:${hotelId}`,
    (m) => m.kind === 'bed.changed' && apply(m.payload),
    refetch,
  );
  return { beds, receivedAt, refetch };
}

/** The window of nights shown: WINDOW_DAYS from `from`, moved a week at a time. */
function useNightsWindow() {
  const [from, setFrom] = useState(today);
  const days = useMemo(
    () => Array.from({ length: WINDOW_DAYS }, (_, i) => plusDays(from, i)),
    [from],
  );
  return { from, to: plusDays(from, WINDOW_DAYS), days, setFrom };
}

/** On a wall, the camp's rooms packed into pages shown in turn; all the rooms off a wall. */
function useWallPages(hotel: HotelRow, wall: boolean) {
  const [params] = useSearchParams();
  const pages = wall ? packPages(hotel.rooms, (r) => r.beds.length + 1, WALL_LINES) : [];
  const page = useRotation(pages.length, parsePageSeconds(params));
  return { rooms: wall ? pages[page] : undefined, page, count: pages.length };
}

/** The wall's title: the camp, and which page of its rooms is shown. */
function WallTitle({ hotel, page, count }: { hotel: HotelRow; page: number; count: number }) {
  const { t } = useTranslation('lodging');
  return (
    <Group justify="space-between">
      <Title order={1}>{t('wallTitle', { hotel: hotel.name })}</Title>
      <PageIndicator page={page} count={count} testId="bed-page-indicator" />
    </Group>
  );
}

function CampBoard({ hotel, wall = false }: { hotel: HotelRow; wall?: boolean }) {
  const { t } = useTranslation('lodging');
  const canAssign = useSession((s) => !wall && hasPermission(s.user, 'lodging.assign'));
  const { rooms, page, count } = useWallPages(hotel, wall);
  const { from, to, days, setFrom } = useNightsWindow();
  const { beds, receivedAt, refetch } = useLiveBeds({ hotelId: hotel.hotelId, from, to });
  const onAssigned = async (result: CommandResult) => {
    await refetch(result.position);
    notifySuccess(t('assign.done'));
  };
  return (
    <Stack>
      {wall && <WallTitle hotel={hotel} page={page} count={count} />}
      {canAssign && <AssignBedForm hotel={hotel} onAssigned={onAssigned} />}
      <Paper withBorder p="md">
        <NightsWindowBar from={from} to={to} onFrom={setFrom} receivedAt={receivedAt} />
        <BedBoardGrid hotel={hotel} beds={beds} days={days} rooms={rooms} wall={wall} />
        <BedFlags hotel={hotel} beds={beds} />
      </Paper>
    </Stack>
  );
}
