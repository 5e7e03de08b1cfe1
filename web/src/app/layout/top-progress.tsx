import { Progress } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePendingCalls } from '../../lib/http';

/** The spec's progress bar (shell spec §9): step 10 every 30 ms, held at 90 until the calls are done. */
export const PROGRESS_STEP = 10;
export const PROGRESS_STEP_MS = 30;
export const PROGRESS_HOLD = 90;

/**
 * The bar's value: from 0 up by 10 every 30 ms to 90 while calls are pending; 100 when the last one
 * settles, then `null` (hidden) one step later, so the full bar shows before it goes.
 */
export function useTopProgress(pending: boolean): number | null {
  const [value, setValue] = useState<number | null>(null);
  // a change of `pending` restarts the bar at 0 or fills it, in the render that sees the change
  const [shownFor, setShownFor] = useState(false);
  if (pending !== shownFor) {
    setShownFor(pending);
    setValue(pending ? 0 : value === null ? null : 100);
  }
  useEffect(() => {
    if (pending) {
      const timer = window.setInterval(
        () => setValue((v) => Math.min(PROGRESS_HOLD, (v ?? 0) + PROGRESS_STEP)),
        PROGRESS_STEP_MS,
      );
      return () => window.clearInterval(timer);
    }
    const timer = window.setTimeout(() => setValue(null), PROGRESS_STEP_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);
  return value;
}

/** A thin bar across the top of the page while any API call is in flight. */
export function TopProgress() {
  const { t } = useTranslation('common');
  const value = useTopProgress(usePendingCalls((s) => s.count > 0));
  if (value === null) return null;
  return (
    <Progress
      value={value}
      size={3}
      radius={0}
      transitionDuration={PROGRESS_STEP_MS}
      aria-label={t('shell.progress')}
      data-testid="top-progress"
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 'var(--mantine-z-index-max)' }}
    />
  );
}
