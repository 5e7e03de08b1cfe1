import { Group, Text, Title } from '@mantine/core';
import type { ScreenMode } from '../hooks/use-screen-mode';
import { ModeSwitch } from './mode-switch';

interface Props {
  title: string;
  subtitle: string;
  mode: ScreenMode;
  onMode: (mode: ScreenMode) => void;
  modes: readonly ScreenMode[];
}

/** An accreditation screen's heading with its mode switch (T, L, E, LM, EM as the screen offers). */
export function ScreenHeader({ title, subtitle, mode, onMode, modes }: Props) {
  return (
    <>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{subtitle}</Text>
      <Group justify="flex-end">
        <ModeSwitch mode={mode} onChange={onMode} modes={modes} />
      </Group>
    </>
  );
}
