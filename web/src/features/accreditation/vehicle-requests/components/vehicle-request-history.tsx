import { Alert, Drawer, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VehicleRequestRow } from '@faena/contracts';
import { errorText } from '../../../../lib/notify';
import { HistoryTimeline } from '../../request-history/components/history-timeline';
import { vehicleRequestHistory, type VehicleRequestHistory } from '../api/vehicle-requests.api';
import { VehicleRequestSummary } from './vehicle-request-summary';

interface Props {
  request: VehicleRequestRow | null;
  onClose: () => void;
  load?: (requestId: string) => Promise<VehicleRequestHistory>;
}

type Loaded = { id: string; history: VehicleRequestHistory } | { id: string; error: string };

/** The request's history (or why it could not be read); null while it loads. */
function useVehicleHistory(requestId: string | null, load: NonNullable<Props['load']>) {
  const [state, setState] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!requestId) return;
    let live = true;
    load(requestId).then(
      (history) => live && setState({ id: requestId, history }),
      (e: unknown) => live && setState({ id: requestId, error: errorText(e) }),
    );
    return () => {
      live = false;
    };
  }, [requestId, load]);
  return state && state.id === requestId ? state : null;
}

/** Every event of a vehicle request, read from its stream: who did what and when (auditors, the applicant). */
export function VehicleRequestHistoryDrawer({
  request,
  onClose,
  load = vehicleRequestHistory,
}: Props) {
  const { t } = useTranslation('vehicleRequests');
  const current = useVehicleHistory(request?.requestId ?? null, load);
  return (
    <Drawer
      opened={request !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={request ? t('history.title', { code: request.code }) : ''}
    >
      {request && <HistoryBody request={request} current={current} />}
    </Drawer>
  );
}

/** The vehicle, its request's summary, then its timeline (a loader, or the reading's error). */
function HistoryBody({ request, current }: { request: VehicleRequestRow; current: Loaded | null }) {
  const { t } = useTranslation('vehicleRequests');
  return (
    <Stack data-testid="vehicle-request-history">
      <Text size="sm" c="dimmed">
        {t('correct.what', {
          plate: request.plate,
          type: request.vehicleType,
          contract: request.contractCode,
        })}
      </Text>
      <VehicleRequestSummary request={request} />
      {current === null && <Loader size="sm" />}
      {current && 'error' in current && <Alert color="red">{current.error}</Alert>}
      {current && 'history' in current && (
        <HistoryTimeline entries={current.history.entries} upTo={null} />
      )}
    </Stack>
  );
}
