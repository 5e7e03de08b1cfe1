import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SCREEN_MODES, type ScreenMode } from '../hooks/use-screen-mode';

/** The screen's mode switch: T, L, E, LM, EM (those the screen offers), each named for screen readers. */
export function ModeSwitch({
  mode,
  onChange,
  modes = SCREEN_MODES,
}: {
  mode: ScreenMode;
  onChange: (mode: ScreenMode) => void;
  modes?: readonly ScreenMode[];
}) {
  const { t } = useTranslation('screenModes');
  return (
    <SegmentedControl
      size="xs"
      value={mode}
      onChange={(value) => {
        const next = modes.find((m) => m === value);
        if (next) onChange(next);
      }}
      aria-label={t('modes.label')}
      data-testid="mode-switch"
      data={modes.map((m) => ({
        value: m,
        label: (
          <span title={t(`modes.${m}`)} aria-label={t(`modes.${m}`)} data-testid={`mode-${m}`}>
            {m}
          </span>
        ),
      }))}
    />
  );
}
