import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TripRow } from '@faena/contracts';
import { LiveStatus } from '../../../components/ui/live-status';
import { useNow } from '../../../hooks/use-now';
import { formatDate } from '../../../lib/format';

interface Props {
  trip: TripRow;
  receivedAt: number | null;
}

/** Beside the seat map: the route, when, stops, bus and driver, seats taken and free, live state. */
export function TripInfo({ trip, receivedAt }: Props) {
  const { t } = useTranslation('transport');
  const now = useNow();
  return (
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
  );
}
