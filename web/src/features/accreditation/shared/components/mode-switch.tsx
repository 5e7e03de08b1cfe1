import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SCREEN_MODES, type ScreenMode } from '../hooks/use-screen-mode';

interface Props {
  mode: ScreenMode;
  onChange: (mode: ScreenMode) => void;
  modes?: readonly ScreenMode[];
}

/** The screen's mode switch: T, L, E, LM, EM (those the screen offers), each named for screen readers. */
export function ModeSwitch({ mode, onChange, modes = SCREEN_MODES }: Props) {
  const { t } = useTranslation('screenModes');
  const data = modes.map((m) => ({
    value: m,
    label: (
      <span title={t(`modes.${m}`)} aria-label={t(`modes.${m}`)} data-testid={`mode-${m}`}>
        {m}
      </span>
    ),
  }));
  return (
    <SegmentedControl
      size="xs"
      value={mode}
      onChange={(value) => modes.filter((m) => m === value).forEach((m) => onChange(m))}
      aria-label={t('modes.label')}
      data-testid="mode-switch"
      data={data}
    />
  );
}
