import { ActionIcon, Button, Chip, Group, Popover, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  day: number;
  targets: number[];
  dayLabel: (d: number) => string;
  onCopy: (targets: number[]) => string | null;
}

/** "Copy this day to…": the target days as chips; none chosen answers the spec's message. */
export function CopyDay(props: Props) {
  const { t } = useTranslation('attendanceConfig');
  const copy = useCopyDay(props.onCopy);
  return (
    <Popover
      opened={copy.opened}
      onChange={copy.setOpened}
      position="bottom-end"
      withArrow
      trapFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          aria-label={t('schedules.copyDay')}
          onClick={copy.toggle}
          data-testid={`att-day-${props.day}-copy`}
        >
          <IconCopy size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown data-testid="att-copy-panel">
        <CopyPanel {...props} copy={copy} />
      </Popover.Dropdown>
    </Popover>
  );
}

/** The popover's state: open, the chosen days, the message of a failed copy. */
function useCopyDay(onCopy: Props['onCopy']) {
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const toggle = () => {
    setOpened((o) => !o);
    setChosen([]);
    setError(null);
  };
  const apply = () => {
    const failed = onCopy(chosen.map(Number));
    setError(failed);
    if (!failed) setOpened(false);
  };
  return { opened, setOpened, chosen, setChosen, error, toggle, apply };
}

function CopyPanel({
  day,
  targets,
  dayLabel,
  copy,
}: Props & { copy: ReturnType<typeof useCopyDay> }) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Stack gap="xs" maw={280}>
      <Text size="sm" fw={500}>
        {t('schedules.copyTo', { day: dayLabel(day) })}
      </Text>
      <TargetChips targets={targets} dayLabel={dayLabel} copy={copy} />
      {copy.error && (
        <Text c="red" size="xs" data-testid="att-copy-error">
          {copy.error}
        </Text>
      )}
      <Button size="xs" onClick={copy.apply} data-testid="att-copy-apply">
        {t('schedules.copy')}
      </Button>
    </Stack>
  );
}

type ChipsProps = Pick<Props, 'targets' | 'dayLabel'> & { copy: ReturnType<typeof useCopyDay> };

function TargetChips({ targets, dayLabel, copy }: ChipsProps) {
  return (
    <Chip.Group multiple value={copy.chosen} onChange={copy.setChosen}>
      <Group gap={4}>
        {targets.map((d) => (
          <Chip key={d} value={String(d)} size="xs" data-testid={`att-copy-target-${d}`}>
            {dayLabel(d)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
