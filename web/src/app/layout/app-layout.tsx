import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { useDisplay } from '../../stores/display.store';
import { isDisplayIdentity, useSession } from '../../stores/session.store';
import { LockScreen } from '../../features/session/lock-screen';
import { SessionSplash } from '../../features/session/session-splash';
import { useInactivityLock } from '../../features/session/use-inactivity-lock';
import { useSessionUi } from '../../features/session/session-ui.store';
import { onNoResponse } from '../../lib/http';
import { canReach } from '../../features/shell/menu';
import { useMenus } from '../../features/shell/menu.store';
import { useLoadMenus } from '../../features/shell/use-load-menus';
import { useSlideWidth } from '../../features/shell/use-slide-width';
import { AppHeader, HEADER_MENU, HEADER_TOP } from './app-header';
import { SubHeader } from './sub-header';
import { AppFooter, ScrollToTop } from './app-footer';
import { SideNav } from './side-nav';
import classes from './app-layout.module.css';

const NAV_WIDTH = 250;

/** Routes outside the profile's access list (once the menu is loaded) show the permission page. */
function AccessGate() {
  const { pathname } = useLocation();
  const options = useMenus((s) => s.options);
  if (options.length > 0 && !canReach(pathname, options)) return <Navigate to="/error/error-v6" replace />;
  return <Outlet />;
}

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
  const wall = useWallMode();
  useInactivityLock();
  useLoadMenus();
  useEffect(() => {
    onNoResponse(() => useSessionUi.getState().openSplash());
    return () => onNoResponse(null);
  }, []);
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  const navWidth = useSlideWidth(desktopOpened, NAV_WIDTH);
  return (
    <AppShell
      header={{ height: wall ? 64 : HEADER_TOP + HEADER_MENU }}
      navbar={wall ? undefined : { width: { base: NAV_WIDTH, sm: navWidth }, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: navWidth === 0 } }}
      padding="md"
      transitionDuration={0}
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
          {!wall && <SubHeader />}
          <AccessGate />
        </Suspense>
        <AppFooter className={classes.footer} />
      </AppShell.Main>
      <ScrollToTop />
      <LockScreen />
      <SessionSplash />
    </AppShell>
  );
}
