import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LiveStatus } from '../../../components/ui/live-status';
import { useNow } from '../../../hooks/use-now';
import { formatDate, plusDays } from '../../../lib/format';

interface Props {
  from: string;
  /** the day after the window's last night */
  to: string;
  onFrom: (from: string) => void;
  receivedAt: number | null;
}

/** Above the bed board: a week back, the window's dates, a week on; how fresh the board is. */
export function NightsWindowBar({ from, to, onFrom, receivedAt }: Props) {
  const { t } = useTranslation('lodging');
  const now = useNow();
  return (
    <Group justify="space-between" mb="sm">
      <Group gap="xs">
        <ActionIcon
          variant="default"
          aria-label={t('window.previous')}
          onClick={() => onFrom(plusDays(from, -7))}
        >
          <IconChevronLeft size={16} />
        </ActionIcon>
        <Text fw={600} data-testid="bed-window">
          {t('window.range', { from: formatDate(from), to: formatDate(plusDays(to, -1)) })}
        </Text>
        <ActionIcon
          variant="default"
          aria-label={t('window.next')}
          onClick={() => onFrom(plusDays(from, 7))}
        >
          <IconChevronRight size={16} />
        </ActionIcon>
      </Group>
      <LiveStatus updatedAt={receivedAt} now={now} size="xs" />
    </Group>
  );
}
