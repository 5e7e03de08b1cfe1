import { Alert, Badge, Button, Group, Paper, SegmentedControl, Text, Title } from '@mantine/core';
import { IconCloudOff, IconRefresh, IconWifi } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Direction } from '@faena/contracts';
import { notifyError } from '../../../lib/notify';
import { apiSender, type GuardAnswer } from '../hooks/use-guard-mark';
import type { VehicleMarkInput } from '../hooks/use-guard-vehicle-mark';
import { useGuardQueue } from '../stores/guard-queue.store';
import { DecisionCard } from './guard-decision-card';

export type GuardMode = 'person' | 'vehicle';

/** While marks wait and the browser says it is online, a sync is tried this often. */
const SYNC_RETRY_MS = 30_000;

/** Sends the waiting marks (errors other than the network's are shown). */
export const syncNow = () => useGuardQueue.getState().sync(apiSender).catch(notifyError);

/** Back online (or opened with marks waiting): send them, and retry while the server is out of reach. */
export function useAutoSync(online: boolean, toSync: number) {
  useEffect(() => {
    if (!online || toSync === 0) return undefined;
    void syncNow();
    const timer = window.setInterval(() => void syncNow(), SYNC_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [online, toSync]);
}

interface Markers {
  mark: (code: string, direction: Direction) => Promise<void>;
  markVehicle: (input: VehicleMarkInput) => Promise<void>;
}

/** One mark at a time, its errors shown (a missing answer is not an error: the mark waits). */
export function useBusyMarks({ mark, markVehicle }: Markers) {
  const [busy, setBusy] = useState(false);
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
    (input: VehicleMarkInput) => busyWhile(() => markVehicle(input)),
    [busyWhile, markVehicle],
  );
  return { busy, onMark, onVehicleMark };
}

/** The title, and the network badge (online or offline). */
export function GuardHeader({ online }: { online: boolean }) {
  const { t } = useTranslation('access');
  return (
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
  );
}

/** How many marks wait to be sent, and the button that sends them now (online only). */
export function GuardToSync({ toSync, online }: { toSync: number; online: boolean }) {
  const { t } = useTranslation('access');
  const syncing = useGuardQueue((s) => s.syncing);
  return (
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
  );
}

/** Marking a person or a vehicle. */
export function GuardModeSwitch(props: { mode: GuardMode; onMode: (mode: GuardMode) => void }) {
  const { t } = useTranslation('access');
  return (
    <SegmentedControl
      fullWidth
      size="md"
      value={props.mode}
      onChange={(v) => props.onMode(v === 'vehicle' ? 'vehicle' : 'person')}
      data={[
        { value: 'person', label: t('guard.personMode') },
        { value: 'vehicle', label: t('guard.vehicleMode') },
      ]}
      data-testid="guard-mode"
    />
  );
}

/** A person mark's answer: nobody with the code, the mark queued, and the decision card. */
export function GuardPersonAnswer(props: { answer: GuardAnswer | null; notFound: string | null }) {
  const { t } = useTranslation('access');
  const { answer, notFound } = props;
  return (
    <>
      {notFound && (
        <Alert color="red" fz="lg" data-testid="guard-not-found">
          {t('guard.personNotFound')} ({notFound})
        </Alert>
      )}
      {answer?.decision.kind === 'pending' && (
        <Alert color="orange" data-testid="guard-queued">
          {t('guard.queued')}
        </Alert>
      )}
      {answer && <DecisionCard {...answer} />}
    </>
  );
}
