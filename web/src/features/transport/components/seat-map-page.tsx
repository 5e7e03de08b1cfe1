import { Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import type { CommandResult, SeatMessage, SeatView, TripRow } from '@faena/contracts';
import board from '../../../components/ui/board.module.css';
import { PageIndicator } from '../../../components/ui/page-indicator';
import { PageLoader } from '../../../components/ui/page-loader';
import { useLiveRoom } from '../../../hooks/use-live-room';
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
import { TripInfo } from './trip-info';

const tripLabel = (t: TFunction<'transport'>, trip: TripRow) =>
  t('picker.option', { date: formatDate(trip.date), time: trip.departureTime, route: trip.route });

/**
 * /transporte/asientos/:tripId? — pick a trip, see its seats live, reserve or release. On a wall
 * it shows the trips in turn (`pagina` seconds each), read only.
 */
export function SeatMapPage() {
  const { tripId } = useParams();
  const wall = useDisplay((s) => s.wall);
  const trips = useTrips();
  if (!trips) return <PageLoader />;
  if (wall && trips.length > 0) return <WallTrips trips={trips} />;
  if (!tripId && trips[0])
    return <Navigate to={`/transporte/asientos/${trips[0].tripId}`} replace />;
  return <ChosenTrip trips={trips} tripId={tripId} />;
}

/** The trips to choose from; an empty list when they cannot be read (the error is shown). */
function useTrips(): TripRow[] | null {
  const [trips, setTrips] = useState<TripRow[] | null>(null);
  useEffect(() => {
    listTrips()
      .then(setTrips)
      .catch((err: unknown) => {
        notifyError(err);
        setTrips([]);
      });
  }, []);
  return trips;
}

/** The trip picker and the seats of the trip in the address. */
function ChosenTrip({ trips, tripId }: { trips: TripRow[]; tripId: string | undefined }) {
  const { t } = useTranslation('transport');
  const navigate = useNavigate();
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

/** The trip as loaded, then kept current by its live room. */
function useLiveTrip(tripId: string) {
  const { trip, receivedAt, load, apply, reset } = useSeatMap();
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
  return { trip: trip?.tripId === tripId ? trip : null, receivedAt, refetch };
}

/** The seat clicked (its modal open), and what follows a reserve or a release. */
function useSeatChoice(refetch: (after?: number) => Promise<void>) {
  const { t } = useTranslation('transport');
  const [chosen, setChosen] = useState<{ seat: number; taken: SeatView | null } | null>(null);
  const onDone = async (result: CommandResult, messageKey: string) => {
    await refetch(result.position);
    setChosen(null);
    notifySuccess(t(`modal.${messageKey}`));
  };
  return { chosen, setChosen, onDone };
}

function TripSeats({ tripId }: { tripId: string }) {
  const user = useSession((s) => s.user);
  const { trip, receivedAt, refetch } = useLiveTrip(tripId);
  const { chosen, setChosen, onDone } = useSeatChoice(refetch);
  if (!trip) return <PageLoader />;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <SeatMap
        capacity={trip.capacity}
        seats={trip.seats}
        onSeat={(seat, taken) => setChosen({ seat, taken })}
      />
      <TripInfo trip={trip} receivedAt={receivedAt} />
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
