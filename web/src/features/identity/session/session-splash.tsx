import { Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { splashDone, splashNext } from './lock-state';
import { useSessionUi } from './session-ui.store';

/** While the splash shows: one second less each second, then logout at the end. */
function useSplashCountdown(open: boolean, seconds: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!open) return undefined;
    if (splashDone(seconds)) {
      useSessionUi.getState().closeSplash();
      void navigate('/logout', { replace: true });
      return undefined;
    }
    const timer = window.setTimeout(
      () => useSessionUi.getState().setSplashSeconds(splashNext(seconds)),
      1000,
    );
    return () => window.clearTimeout(timer);
  }, [open, seconds, navigate]);
}

/** A request got no response: "Error de conexión", a 5 s countdown, then logout. */
export function SessionSplash() {
  const { t } = useTranslation('session');
  const open = useSessionUi((s) => s.isOpenSplashScreen);
  const seconds = useSessionUi((s) => s.splashSeconds);
  useSplashCountdown(open, seconds);
  if (!open) return null;
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      centered
      closeOnEscape={false}
      closeOnClickOutside={false}
      data-testid="session-splash"
    >
      <Stack align="center" gap="sm" py="md">
        <ThemeIcon size={56} radius={56} color="red" variant="light">
          <IconWifiOff size={30} />
        </ThemeIcon>
        <Text fw={700} size="lg" data-testid="splash-title">
          {t('splash.title')}
        </Text>
        <Text data-testid="splash-countdown">{t('splash.redirect', { count: seconds })}</Text>
      </Stack>
    </Modal>
  );
}
