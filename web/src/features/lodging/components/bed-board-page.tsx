import { ActionIcon, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { BedRow, CommandResult, HotelRow } from '@faena/contracts';
import { LiveStatus } from '../../../components/ui/live-status';
import { PageLoader } from '../../../components/ui/page-loader';
import { useLiveRoom } from '../../../hooks/use-live-room';
import { useNow } from '../../../hooks/use-now';
import { formatDate, plusDays, today } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { hasPermission, useSession } from '../../../stores/session.store';
import { getBedBoard, listHotels } from '../api/lodging.api';
import { useBedBoard } from '../stores/bed-board.store';
import { AssignBedForm } from './assign-bed-form';
import { BedBoardGrid } from './bed-board-grid';

const WINDOW_DAYS = 14;

/** /dashboard/campamento/:hotelId? — the camp's bed board over a date window, live. */
export function BedBoardPage() {
  const { t } = useTranslation('lodging');
  const { hotelId } = useParams();
  const navigate = useNavigate();
  const [hotels, setHotels] = useState<HotelRow[] | null>(null);
  useEffect(() => {
    listHotels()
      .then(setHotels)
      .catch((err: unknown) => (notifyError(err), setHotels([])));
  }, []);
  if (!hotels) return <PageLoader />;
  if (!hotelId && hotels[0])
    return <Navigate to={`/dashboard/campamento/${hotels[0].hotelId}`} replace />;
  const hotel = hotels.find((h) => h.hotelId === hotelId);
  return (
    <Stack data-testid="bed-board-page">
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

function CampBoard({ hotel }: { hotel: HotelRow }) {
  const { t } = useTranslation('lodging');
  const now = useNow();
  const user = useSession((s) => s.user);
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
      {hasPermission(user, 'lodging.assign') && (
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
        <BedBoardGrid hotel={hotel} beds={beds} days={days} />
      </Paper>
    </Stack>
  );
}
