import { Affix, Anchor, Button, Group, Text, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openUserManual } from '../shell/user-manual';
import { currentLanguage } from '../../lib/i18n';
import { notifyError } from '../../lib/notify';

const COPYRIGHT_YEAR = 2026;
export const SCROLL_TOP_OFFSET = 300;
export const SCROLL_TOP_SPEED_MS = 600;
/** the scroll-to-top button's distance from the window's bottom-right corner */
const SCROLL_TOP_INSET = 20;
/**
 * Room under the footer for that button (its inset, its 30 px height, a gap): at the bottom of a
 * long page the button then floats below the footer's links instead of over the manual link.
 */
const SCROLL_TOP_CLEARANCE = 64;

/** Downloads the user manual in the app's language. */
function ManualLink() {
  const { t } = useTranslation('common');
  return (
    <Anchor
      component="button"
      type="button"
      size="xs"
      data-testid="footer-manual"
      onClick={() =>
        void openUserManual(currentLanguage()).catch((err: unknown) => notifyError(err, 'load'))
      }
    >
      <Group gap={4} component="span">
        <IconDownload size={12} />
        {t('shell.manual')}
      </Group>
    </Anchor>
  );
}

export function AppFooter({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <Group
      component="footer"
      justify="space-between"
      mt="xl"
      pt="sm"
      pb={SCROLL_TOP_CLEARANCE}
      className={className}
      data-testid="app-footer"
    >
      <Text size="xs" c="dimmed">
        {t('shell.copyright', { year: COPYRIGHT_YEAR })}
      </Text>
      <ManualLink />
    </Group>
  );
}

/** Smooth scroll to the top over ~600 ms. */
function scrollToTop(): void {
  const start = window.scrollY;
  const began = performance.now();
  const step = (now: number) => {
    const p = Math.min(1, (now - began) / SCROLL_TOP_SPEED_MS);
    window.scrollTo(0, start * (1 - p));
    if (p < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Appears after 300 px of scroll. */
export function ScrollToTop() {
  const { t } = useTranslation('common');
  const [scroll] = useWindowScroll();
  return (
    <Affix position={{ bottom: SCROLL_TOP_INSET, right: SCROLL_TOP_INSET }}>
      <Transition transition="slide-up" mounted={scroll.y > SCROLL_TOP_OFFSET}>
        {(styles) => (
          <Button
            style={styles}
            size="xs"
            leftSection={<IconArrowUp size={14} />}
            onClick={scrollToTop}
            data-testid="scroll-top"
          >
            {t('shell.scrollTop')}
          </Button>
        )}
      </Transition>
    </Affix>
  );
}
