import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractEndowment } from '@faena/contracts';
import { useLiveRoom } from '../../../../hooks/use-live-room';
import { notifyError } from '../../../../lib/notify';
import { getContractEndowment } from '../api/requests.api';

/**
 * The chosen contract's endowment (domain spec §8), as soon as it is picked: 'Sin dotación para
 * validar' when it has no limit, the warning when this request would exceed it (refused or only
 * marked, as the client's policy says), and the quota, accredited and on-site counts side by side,
 * kept current by the contract's live room.
 */
export function EndowmentPanel({ contractId }: { contractId: string }) {
  const endowment = useEndowment(contractId);
  if (!endowment) return null;
  return (
    <Stack gap="xs" data-testid="request-endowment-panel">
      <EndowmentNotice endowment={endowment} />
      <EndowmentCounts endowment={endowment} />
    </Stack>
  );
}

function EndowmentNotice({ endowment }: { endowment: ContractEndowment }) {
  const { t } = useTranslation('requests');
  if (endowment.noLimit)
    return (
      <Text size="sm" c="dimmed" data-testid="request-endowment">
        {t('form.noEndowment')}
      </Text>
    );
  if (!endowment.exceeded) return null;
  return (
    <Alert
      color={endowment.policy === 'refuse' ? 'red' : 'yellow'}
      title={t('form.endowmentExceeded')}
      data-testid="request-endowment"
    >
      {t(endowment.policy === 'refuse' ? 'form.endowmentRefused' : 'form.endowmentWarned')}
    </Alert>
  );
}

function EndowmentCounts({ endowment }: { endowment: ContractEndowment }) {
  const { t } = useTranslation('requests');
  const counts = [
    ['quota', endowment.noLimit ? '—' : String(endowment.quota)],
    ['held', String(endowment.held)],
    ['accredited', String(endowment.accredited)],
    ['onSite', String(endowment.onSite)],
  ] as const;
  return (
    <SimpleGrid cols={4} spacing="xs" data-testid="request-endowment-counts">
      {counts.map(([key, value]) => (
        <Paper key={key} withBorder p={6} ta="center">
          <Text size="xs" c="dimmed">
            {t(`form.counts.${key}`)}
          </Text>
          <Text fw={700} data-testid={`endowment-${key}`}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/**
 * The contract's endowment; null until the answer for this contract (not the previous one) is in.
 * Live: every change its room endowment:<contractId> pushes (a request approved, a worker marked
 * in or out, a demobilization, a slot taken or freed) reads it again after the change's position.
 * Only the latest read's answer shows: a slow older answer never overwrites a newer one.
 */
function useEndowment(contractId: string): ContractEndowment | null {
  const [endowment, setEndowment] = useState<ContractEndowment | null>(null);
  const latest = useRef(0);
  const read = useCallback(
    (afterPosition?: number) => {
      const ticket = ++latest.current;
      return getContractEndowment(contractId, afterPosition)
        .then((e) => {
          if (ticket === latest.current) setEndowment(e);
        })
        .catch((err: unknown) => notifyError(err, 'load'));
    },
    [contractId],
  );
  // a new contract's first read is the latest: an answer still out for the previous one is dropped
  useEffect(() => {
    void read();
  }, [read]);
  useLiveRoom(`endowment:${contractId}`, (m) => void read(m.position), read);
  return endowment?.contractId === contractId ? endowment : null;
}
