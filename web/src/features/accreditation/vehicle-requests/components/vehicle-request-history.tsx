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

/** Every event of a vehicle request, read from its stream: who did what and when (auditors, the applicant). */
export function VehicleRequestHistoryDrawer({
  request,
  onClose,
  load = vehicleRequestHistory,
}: Props) {
  const { t } = useTranslation('vehicleRequests');
  const [state, setState] = useState<
    { id: string; history: VehicleRequestHistory } | { id: string; error: string } | null
  >(null);
  const requestId = request?.requestId ?? null;
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
  const current = state && state.id === requestId ? state : null;
  return (
    <Drawer
      opened={request !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={request ? t('history.title', { code: request.code }) : ''}
    >
      {request && (
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
      )}
    </Drawer>
  );
}
