import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCloudOff, IconRefresh, IconWifi } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Direction } from '@faena/contracts';
import { notifyError } from '../../../lib/notify';
import { apiSender, useGuardMark } from '../hooks/use-guard-mark';
import { useOnline } from '../hooks/use-online';
import { useGuardVehicleMark, type VehicleMarkInput } from '../hooks/use-guard-vehicle-mark';
import { useGuardDoor } from '../stores/guard-door.store';
import { useGuardQueue, waiting } from '../stores/guard-queue.store';
import { DecisionCard } from './guard-decision-card';
import { GuardDoorPicker } from './guard-door-picker';
import { GuardPersonForm } from './guard-person-form';
import { GuardSyncLists } from './guard-sync-lists';
import { GuardVehicleForm } from './guard-vehicle-form';
import { GuardVehicleResult } from './guard-vehicle-result';

/** While marks wait and the browser says it is online, a sync is tried this often. */
const SYNC_RETRY_MS = 30_000;

/** Sends the waiting marks (errors other than the network's are shown). */
const syncNow = () => useGuardQueue.getState().sync(apiSender).catch(notifyError);

/**
 * /acceso/marcar: the guard's screen, phone- and tablet-first. Marks taken without network wait
 * in the browser (vcg:guard-queue) and are sent when it is back, each applied once.
 */
export function GuardMarkPage() {
  const { t } = useTranslation('access');
  const online = useOnline();
  const door = useGuardDoor((s) => s.door);
  const queue = useGuardQueue((s) => s.queue);
  const syncing = useGuardQueue((s) => s.syncing);
  const toSync = waiting(queue).length;
  const { mark, answer, notFound } = useGuardMark(door);
  const vehicle = useGuardVehicleMark(door);
  const [mode, setMode] = useState<'person' | 'vehicle'>('person');
  const [busy, setBusy] = useState(false);

  // back online (or opened with marks waiting): send them, and try again while the server is out of reach
  useEffect(() => {
    if (!online || toSync === 0) return undefined;
    void syncNow();
    const timer = window.setInterval(() => void syncNow(), SYNC_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [online, toSync]);

  /** One mark at a time, its errors shown (a missing answer is not an error: the mark waits). */
  const busyWhile = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  }, []);
  const onMark = useCallback(
    (code: string, direction: Direction) => busyWhile(() => mark(code, direction)),
    [busyWhile, mark],
  );
  const onVehicleMark = useCallback(
    (input: VehicleMarkInput) => busyWhile(() => vehicle.mark(input)),
    [busyWhile, vehicle],
  );

  return (
    <Stack data-testid="guard-page" gap="md" maw={1100} mx="auto" w="100%">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {t('guard.title')}
          </Title>
          <Text c="dimmed" visibleFrom="sm">
            {t('guard.subtitle')}
          </Text>
        </div>
        <Badge
          size="xl"
          color={online ? 'teal.9' : 'red.9'}
          leftSection={online ? <IconWifi size={18} /> : <IconCloudOff size={18} />}
          data-testid="guard-network"
          data-online={String(online)}
        >
          {t(online ? 'guard.online' : 'guard.offline')}
        </Badge>
      </Group>
      {toSync > 0 && (
        <Paper withBorder p="sm" bg="orange.0" data-testid="guard-to-sync" data-count={toSync}>
          <Group justify="space-between">
            <Text fw={700} fz="lg">
              {t('guard.toSync', { count: toSync })}
            </Text>
            <Button
              leftSection={<IconRefresh size={18} />}
              loading={syncing}
              disabled={!online}
              onClick={() => void syncNow()}
              data-testid="guard-sync"
            >
              {t('guard.syncNow')}
            </Button>
          </Group>
        </Paper>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <GuardDoorPicker />
            {door && (
              <SegmentedControl
                fullWidth
                size="md"
                value={mode}
                onChange={(v) => setMode(v === 'vehicle' ? 'vehicle' : 'person')}
                data={[
                  { value: 'person', label: t('guard.personMode') },
                  { value: 'vehicle', label: t('guard.vehicleMode') },
                ]}
                data-testid="guard-mode"
              />
            )}
            {door && mode === 'person' && (
              <GuardPersonForm door={door} busy={busy} onMark={onMark} />
            )}
            {door && mode === 'vehicle' && (
              <GuardVehicleForm door={door} busy={busy} online={online} onMark={onVehicleMark} />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            {mode === 'vehicle' && vehicle.answer && <GuardVehicleResult answer={vehicle.answer} />}
            {mode === 'person' && notFound && (
              <Alert color="red" fz="lg" data-testid="guard-not-found">
                {t('guard.personNotFound')} ({notFound})
              </Alert>
            )}
            {mode === 'person' && answer?.decision.kind === 'pending' && (
              <Alert color="orange" data-testid="guard-queued">
                {t('guard.queued')}
              </Alert>
            )}
            {mode === 'person' && answer && <DecisionCard {...answer} />}
            <GuardSyncLists />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
