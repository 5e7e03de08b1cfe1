import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MassDemobilizationBody, MassDemobilizationRow } from '@faena/contracts';
import { notifyError } from '../../../../lib/notify';
import { hasPermission, useSession } from '../../../../stores/session.store';
import { inChunks, registerMassDemobilization } from '../api/mass-demobilization.api';
import { MassDemobilizationForm } from './mass-demobilization-form';
import { MassProgress, MassResults } from './mass-results';

type Done = { rows: MassDemobilizationRow[]; names: Map<string, string> };

type Running = { done: number; total: number };

/** Registers the workers in chunks, counting them as they go; the outcome with the workers' names. */
function useMassRegistration() {
  const [running, setRunning] = useState<Running | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const submit = async (body: MassDemobilizationBody, names: Map<string, string>) => {
    const { personIds, ...rest } = body;
    setDone(null);
    setRunning({ done: 0, total: personIds.length });
    try {
      const rows = await inChunks(
        personIds,
        (chunk) => registerMassDemobilization({ ...rest, personIds: chunk }),
        (count) => setRunning({ done: count, total: personIds.length }),
      );
      setDone({ rows, names });
    } catch (err) {
      notifyError(err);
    } finally {
      setRunning(null);
    }
  };
  return { running, done, submit };
}

/** /desmovilizacion/masiva: many workers demobilized at once, then approved together. */
export function MassDemobilizationPage() {
  const { t } = useTranslation('demobilization');
  const canApprove = useSession((s) => hasPermission(s.user, 'request.decide'));
  const { running, done, submit } = useMassRegistration();
  return (
    <Stack data-testid="mass-demobilization-page">
      <Title order={1} size="h2">
        {t('mass.title')}
      </Title>
      <Text c="dimmed">{t('mass.subtitle')}</Text>
      <Paper withBorder p="md">
        <MassDemobilizationForm onSubmit={submit} />
      </Paper>
      {running && (
        <MassProgress
          done={running.done}
          total={running.total}
          label={t('mass.registering', running)}
        />
      )}
      {done && (
        <Paper withBorder p="md">
          <MassResults rows={done.rows} names={done.names} canApprove={canApprove} />
        </Paper>
      )}
    </Stack>
  );
}
