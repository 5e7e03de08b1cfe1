import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SCREEN_MODES, type ScreenMode } from '../hooks/use-screen-mode';

/** The screen's mode switch: T, L, E, LM, EM, each with its name for screen readers. */
export function ModeSwitch({
  mode,
  onChange,
}: {
  mode: ScreenMode;
  onChange: (mode: ScreenMode) => void;
}) {
  const { t } = useTranslation('requests');
  return (
    <SegmentedControl
      size="xs"
      value={mode}
      onChange={onChange}
      aria-label={t('modes.label')}
      data-testid="mode-switch"
      data={SCREEN_MODES.map((m) => ({
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
