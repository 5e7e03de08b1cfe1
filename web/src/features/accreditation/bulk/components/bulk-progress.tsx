import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BulkProgress as Progressed } from '@faena/contracts';

/** The batch's progress bar: rows done of total, and what is being done. */
export function BulkProgress({ batch }: { batch: Progressed }) {
  const { t } = useTranslation('bulk');
  const value = batch.total === 0 ? 100 : Math.round((batch.done / batch.total) * 100);
  const moving = batch.phase === 'validating' || batch.phase === 'sending';
  return (
    <Stack gap={4}>
      <Progress value={value} animated={moving} aria-label={t(`progress.${batch.phase}`, batch)} />
      <Text size="sm" data-testid="bulk-progress" data-phase={batch.phase}>
        {t(`progress.${batch.phase}`, { done: batch.done, total: batch.total })}
      </Text>
    </Stack>
  );
}
