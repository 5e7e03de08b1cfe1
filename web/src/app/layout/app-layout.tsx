import { AppShell, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { useDisplay } from '../../stores/display.store';
import { isDisplayIdentity, useSession } from '../../stores/session.store';
import { AppHeader } from './app-header';
import { SideNav } from './side-nav';
import classes from './app-layout.module.css';

const COPYRIGHT_YEAR = 2026;

/** Wall mode when asked by `?display=wall`, and always for the display identity (MONITOR). */
function useWallMode(): boolean {
  const [params] = useSearchParams();
  const user = useSession((s) => s.user);
  const wall = params.get('display') === 'wall' || isDisplayIdentity(user);
  const setWall = useDisplay((s) => s.setWall);
  useEffect(() => {
    setWall(wall);
    return () => setWall(false);
  }, [wall, setWall]);
  return wall;
}

export function AppLayout() {
  const { t } = useTranslation('common');
  const wall = useWallMode();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={wall ? undefined : { width: 250, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding="md"
      data-wall={wall ? 'true' : 'false'}
    >
      <AppShell.Header>
        <AppHeader mobileOpened={mobileOpened} desktopOpened={desktopOpened} onToggleMobile={mobile.toggle} onToggleDesktop={desktop.toggle} wall={wall} />
      </AppShell.Header>
      {!wall && (
        <AppShell.Navbar p="xs">
          <SideNav onNavigate={mobile.close} />
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
        <Text component="footer" size="xs" c="dimmed" mt="xl" pt="sm" className={classes.footer}>
          {t('shell.copyright', { year: COPYRIGHT_YEAR })}
        </Text>
      </AppShell.Main>
    </AppShell>
  );
}
