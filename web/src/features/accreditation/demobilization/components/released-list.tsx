import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReleasedHolding } from '@faena/contracts';
import { formatDate } from '../../../../lib/format';

/** What a demobilization's cascade released: door access, bed nights, bus seats, … */
export function ReleasedList({
  released,
  testId,
}: {
  released: ReleasedHolding[];
  testId: string;
}) {
  const { t } = useTranslation('demobilization');
  if (released.length === 0)
    return (
      <Text size="xs" c="dimmed" data-testid={testId}>
        {t('released.none')}
      </Text>
    );
  return (
    <List size="xs" spacing={2} data-testid={testId}>
      {released.map((r) => (
        <List.Item key={`${r.kind}:${r.ref}`}>
          <Text span fw={600} size="xs">
            {t(`released.kind.${r.kind}`, { defaultValue: r.kind })}
          </Text>
          {r.label ? ` · ${r.label}` : ''} ·{' '}
          {r.to === null
            ? t('released.from', { date: formatDate(r.from) })
            : t('released.range', { from: formatDate(r.from), to: formatDate(r.to) })}
        </List.Item>
      ))}
    </List>
  );
}
