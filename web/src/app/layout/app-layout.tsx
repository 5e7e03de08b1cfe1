import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { useDisplay } from '../../stores/display.store';
import { isDisplayIdentity, useSession } from '../../stores/session.store';
import { useDecisionToasts } from '../../features/accreditation/requests/hooks/use-decision-toasts';
import { LockScreen } from '../../features/identity/session/lock-screen';
import { SessionSplash } from '../../features/identity/session/session-splash';
import { useInactivityLock } from '../../features/identity/session/use-inactivity-lock';
import { useSessionUi } from '../../features/identity/session/session-ui.store';
import { onNoResponse, onTokenLock } from '../../lib/http';
import { installDialogHandler } from '../../lib/dialog';
import { canReach, WALL_PATH } from '../shell/menu';
import { useMenus } from '../shell/menu.store';
import { useLoadMenus } from '../shell/use-load-menus';
import { useSlideWidth } from '../shell/use-slide-width';
import { AppHeader, headerHeight, useHeaderMinimized } from './app-header';
import { SubHeader, useSelectedMenuTitle } from './sub-header';
import { AppFooter, ScrollToTop } from './app-footer';
import { NAV_WIDTH, SideNav } from './side-nav';
import { ConfirmHost } from './confirm-host';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import classes from './app-layout.module.css';

/** Routes outside the profile's access list (once the menu is loaded) show the permission page. */
function AccessGate() {
  const { pathname } = useLocation();
  const options = useMenus((s) => s.options);
  const records = useMenus((s) => s.records);
  if (options.length > 0 && !canReach(pathname, options, records))
    return <Navigate to="/error/error-v6" replace />;
  return <Outlet />;
}

/** Wall mode when asked by `?display=wall`, on /pared, and always for the display identity (MONITOR). */
function useWallMode(): boolean {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const wall =
    params.get('display') === 'wall' || pathname === WALL_PATH || isDisplayIdentity(user);
  const setWall = useDisplay((s) => s.setWall);
  useEffect(() => {
    setWall(wall);
    return () => setWall(false);
  }, [wall, setWall]);
  return wall;
}

/** 'open' / 'closed' once the slide has finished, 'sliding' meanwhile (tests and styles read it). */
const navState = (shown: boolean, width: number, mobile: boolean) =>
  mobile || (shown && width === NAV_WIDTH) ? 'open' : !shown && width === 0 ? 'closed' : 'sliding';

/** The session's and the shell's side effects: lock, menus, title, toasts, the http hooks. */
function useShellEffects(wall: boolean) {
  useInactivityLock();
  useLoadMenus();
  useSelectedMenuTitle();
  const username = useSession((s) => s.user?.username ?? null);
  useDecisionToasts(wall ? null : username);
  useEffect(() => {
    onNoResponse(() => useSessionUi.getState().openSplash());
    // a recreated-token header saying the session sat idle past the lock time opens the lock screen
    onTokenLock(() => useSessionUi.getState().setCounter(useSessionUi.getState().countTime, true));
    const uninstall = installDialogHandler();
    return () => {
      onNoResponse(null);
      onTokenLock(null);
      uninstall();
    };
  }, []);
}

/** The side menu's state: the default layout is fluid, the menu hidden until the toggle shows it. */
function useSideNav() {
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(false);
  const navWidth = useSlideWidth(desktopOpened, NAV_WIDTH);
  return {
    mobileOpened,
    mobile,
    desktopOpened,
    desktop,
    navShown: desktopOpened || mobileOpened,
    navWidth,
  };
}
type SideNavState = ReturnType<typeof useSideNav>;

/** The shell's navbar (none on the wall), its width following the slide. */
const navbarFor = (wall: boolean, { navWidth, mobileOpened }: SideNavState) =>
  wall
    ? undefined
    : {
        width: { base: NAV_WIDTH, sm: navWidth === 0 ? NAV_WIDTH : navWidth },
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened, desktop: navWidth === 0 },
      };

/** The page: the sub-header while the menu shows, the routed screen, the footer (none on the wall). */
function ShellMain({ wall, navShown }: { wall: boolean; navShown: boolean }) {
  return (
    <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Suspense fallback={<PageLoader />}>
        {!wall && navShown && <SubHeader />}
        <AccessGate />
      </Suspense>
      {!wall && <AppFooter className={classes.footer} />}
    </AppShell.Main>
  );
}

/** The header and, off the wall, the side menu. */
function ShellBars(props: { wall: boolean; minimized: boolean; nav: SideNavState }) {
  const { wall, minimized, nav } = props;
  return (
    <>
      <AppShell.Header>
        <AppHeader
          mobileOpened={nav.mobileOpened}
          desktopOpened={nav.desktopOpened}
          onToggleMobile={nav.mobile.toggle}
          onToggleDesktop={nav.desktop.toggle}
          wall={wall}
          minimized={minimized}
        />
      </AppShell.Header>
      {!wall && (
        <AppShell.Navbar p="xs">
          <SideNav onNavigate={nav.mobile.close} />
        </AppShell.Navbar>
      )}
    </>
  );
}

export function AppLayout() {
  const wall = useWallMode();
  const minimized = useHeaderMinimized() && !wall;
  useShellEffects(wall);
  const nav = useSideNav();
  return (
    <AppShell
      header={{ height: wall ? 64 : headerHeight(minimized) }}
      navbar={navbarFor(wall, nav)}
      padding="md"
      transitionDuration={0}
      data-wall={wall ? 'true' : 'false'}
      data-nav={navState(nav.navShown, nav.navWidth, nav.mobileOpened)}
    >
      <SkipLink />
      <ShellBars wall={wall} minimized={minimized} nav={nav} />
      <ShellMain wall={wall} navShown={nav.navShown} />
      <ScrollToTop />
      <LockScreen />
      <SessionSplash />
      <ConfirmHost />
    </AppShell>
  );
}
