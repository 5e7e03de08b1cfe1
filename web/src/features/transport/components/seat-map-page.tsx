import { Badge, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import type { CommandResult, SeatMessage, SeatView, TripRow } from '@faena/contracts';
import board from '../../../components/ui/board.module.css';
import { LiveStatus } from '../../../components/ui/live-status';
import { PageIndicator } from '../../../components/ui/page-indicator';
import { PageLoader } from '../../../components/ui/page-loader';
import { useLiveRoom } from '../../../hooks/use-live-room';
import { useNow } from '../../../hooks/use-now';
import { useRotation } from '../../../hooks/use-rotation';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { parsePageSeconds } from '../../../lib/wall';
import { useDisplay } from '../../../stores/display.store';
import { hasPermission, useSession } from '../../../stores/session.store';
import { getTrip, listTrips } from '../api/transport.api';
import { useSeatMap } from '../stores/seat-map.store';
import { SeatMap } from './seat-map';
import { SeatModal } from './seat-modal';

const tripLabel = (t: TFunction<'transport'>, trip: TripRow) =>
  t('picker.option', { date: formatDate(trip.date), time: trip.departureTime, route: trip.route });

/**
 * /transporte/asientos/:tripId? — pick a trip, see its seats live, reserve or release. On a wall
 * it shows the trips in turn (`pagina` seconds each), read only.
 */
export function SeatMapPage() {
  const { t } = useTranslation('transport');
  const { tripId } = useParams();
  const navigate = useNavigate();
  const wall = useDisplay((s) => s.wall);
  const [trips, setTrips] = useState<TripRow[] | null>(null);
  useEffect(() => {
    listTrips()
      .then(setTrips)
      .catch((err: unknown) => {
        notifyError(err);
        setTrips([]);
      });
  }, []);
  if (!trips) return <PageLoader />;
  if (wall && trips.length > 0) return <WallTrips trips={trips} />;
  if (!tripId && trips[0])
    return <Navigate to={`/transporte/asientos/${trips[0].tripId}`} replace />;
  return (
    <Stack data-testid="seat-map-page" className={board.board}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Select
        label={t('picker.label')}
        data={trips.map((trip) => ({ value: trip.tripId, label: tripLabel(t, trip) }))}
        value={tripId ?? null}
        onChange={(v) => v && void navigate(`/transporte/asientos/${v}`)}
        maw={480}
        data-testid="trip-picker"
      />
      {tripId ? (
        <TripSeats key={tripId} tripId={tripId} />
      ) : (
        <Text c="dimmed">{t('picker.none')}</Text>
      )}
    </Stack>
  );
}

/** The wall: each trip in turn, `pagina` seconds each, with its label and "2 / 3". */
function WallTrips({ trips }: { trips: TripRow[] }) {
  const { t } = useTranslation('transport');
  const [params] = useSearchParams();
  const index = useRotation(trips.length, parsePageSeconds(params));
  const shown = trips[index] ?? trips[0];
  if (!shown) return null;
  return (
    <Stack data-testid="seat-map-page" className={board.board}>
      <Group justify="space-between">
        <Title order={1} data-testid="wall-trip">
          {tripLabel(t, shown)}
        </Title>
        <PageIndicator page={index} count={trips.length} testId="trip-page-indicator" />
      </Group>
      <TripSeats key={shown.tripId} tripId={shown.tripId} />
    </Stack>
  );
}

function TripSeats({ tripId }: { tripId: string }) {
  const { t } = useTranslation('transport');
  const now = useNow();
  const user = useSession((s) => s.user);
  const { trip, receivedAt, load, apply, reset } = useSeatMap();
  const [chosen, setChosen] = useState<{ seat: number; taken: SeatView | null } | null>(null);
  const refetch = useCallback(
    (after?: number) =>
      getTrip(tripId, after)
        .then((x) => load(x))
        .catch(notifyError),
    [tripId, load],
  );
  useEffect(() => {
    void refetch();
    return reset;
  }, [refetch, reset]);
  useLiveRoom<SeatMessage>(
    `trip:${tripId}`,
    (m) => m.kind === 'trip.seat' && apply(m.payload, m.position),
    refetch,
  );

  if (!trip || trip.tripId !== tripId) return <PageLoader />;
  const onDone = async (result: CommandResult, messageKey: string) => {
    await refetch(result.position);
    setChosen(null);
    notifySuccess(t(`modal.${messageKey}`));
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <SeatMap
        capacity={trip.capacity}
        seats={trip.seats}
        onSeat={(seat, taken) => setChosen({ seat, taken })}
      />
      <Paper withBorder p="md" h="fit-content" data-testid="trip-info">
        <Group justify="space-between" mb="sm">
          <Text fw={700}>{trip.route}</Text>
          <LiveStatus updatedAt={receivedAt} now={now} size="xs" />
        </Group>
        <Stack gap={4}>
          <Text size="sm">
            {t('info.when', { date: formatDate(trip.date), time: trip.departureTime })}
          </Text>
          <Text size="sm">
            {t('info.stops', { origin: trip.origin, destination: trip.destination })}
          </Text>
          <Text size="sm">{t('info.unit', { plate: trip.plate, driver: trip.driver })}</Text>
          <Group gap="xs" mt="xs">
            <Badge size="lg" variant="light" data-testid="trip-taken">
              {t('info.taken', { taken: trip.taken, capacity: trip.capacity })}
            </Badge>
            <Badge size="lg" variant="filled" color="teal.9">
              {t('info.free', { count: trip.capacity - trip.taken })}
            </Badge>
          </Group>
        </Stack>
      </Paper>
      {chosen && (
        <SeatModal
          tripId={tripId}
          seat={chosen.seat}
          taken={chosen.taken}
          canReserve={hasPermission(user, 'transport.reserve')}
          onDone={onDone}
          onClose={() => setChosen(null)}
        />
      )}
    </SimpleGrid>
  );
}
