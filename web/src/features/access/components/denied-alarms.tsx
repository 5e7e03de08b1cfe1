import { Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangleFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format';
import { useDeniedAlarms } from '../hooks/use-denied-alarms';

/** Denied door marks as red alarms over the wall (newest on top); entries and exits stay quiet. */
export function DeniedAlarms() {
  const alarms = useDeniedAlarms(true);
  if (alarms.length === 0) return null;
  return (
    <Stack
      gap="sm"
      pos="fixed"
      top={80}
      right={24}
      w={560}
      style={{ zIndex: 300 }}
      role="alert"
      data-testid="denied-alarms"
    >
      {alarms.map((a) => (
        <DeniedAlarm key={a.markId} alarm={a} />
      ))}
    </Stack>
  );
}

/** One denied mark: when, who, at which door and why, large enough to read across the room. */
function DeniedAlarm({ alarm: a }: { alarm: ReturnType<typeof useDeniedAlarms>[number] }) {
  const { t } = useTranslation('access');
  return (
    <Paper p="md" radius="md" bg="red.9" c="white" shadow="xl" data-testid="denied-alarm">
      <Text fw={800} fz="1.5rem" c="white">
        <IconAlertTriangleFilled size={24} /> {t('alarm.title')} · {formatTime(a.markedAt)}
      </Text>
      <Text fw={800} fz="2rem" lh={1.2} c="white" data-testid="denied-alarm-person">
        {a.personName}
      </Text>
      <Text fz="1.375rem" c="white" data-testid="denied-alarm-door">
        {t('alarm.door', { door: a.doorName })}
      </Text>
      <Text fz="1.375rem" fw={700} c="white" data-testid="denied-alarm-reason">
        {t(`reason.${a.reason}`)}
      </Text>
    </Paper>
  );
}
