import { Burger, Button, Group, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery, useWindowScroll } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../stores/session.store';
import classes from './app-layout.module.css';
import { HeaderMenu } from './header-menus';
import { QuickActions } from './quick-actions';
import { ProfileSwitch } from './profile-switch';
import { GlobalSearch, GlobalSearchButton } from '../search/global-search';
import { HeaderProfile } from './header-profile';
import { ShellLanguageSwitch } from './shell-language-switch';

export const HEADER_TOP = 60;

export const HEADER_MENU = 40;
/** The header's height: the top row, and the menu bar from the sm breakpoint up (none on a phone). */
export const headerHeight = (minimized: boolean) => ({
  base: headerTop(minimized),
  sm: headerTop(minimized) + HEADER_MENU,
});
/** The top row's height while the header is minimized. */
export const HEADER_TOP_MINIMIZED = 44;
/** The top row's height, normal or minimized (the header and the shell's layout both use it). */
export const headerTop = (minimized: boolean): number =>
  minimized ? HEADER_TOP_MINIMIZED : HEADER_TOP;
/** Scroll past which the header is minimized (domain spec §9): 150 px below the md breakpoint, 200 px from it up. */
export const HEADER_MINIMIZE_MOBILE = 150;
export const HEADER_MINIMIZE_DESKTOP = 200;

/** Whether the window is scrolled past the header's minimize offset for its width. */
export function useHeaderMinimized(): boolean {
  const { breakpoints } = useMantineTheme();
  const desktop = useMediaQuery(`(min-width: ${breakpoints.md})`);
  const [scroll] = useWindowScroll();
  return scroll.y > (desktop ? HEADER_MINIMIZE_DESKTOP : HEADER_MINIMIZE_MOBILE);
}

interface Props {
  mobileOpened: boolean;
  desktopOpened: boolean;
  onToggleMobile: () => void;
  onToggleDesktop: () => void;
  wall: boolean;
  minimized: boolean;
}

/** The menu's burgers (the phone's and the desktop's; none on the wall), then the app's name. */
function HeaderBrand(props: Props) {
  const { t } = useTranslation('common');
  return (
    <Group gap="md" wrap="nowrap">
      {!props.wall && (
        <>
          <Burger
            opened={props.mobileOpened}
            onClick={props.onToggleMobile}
            hiddenFrom="sm"
            size="sm"
            aria-label={t('shell.toggleMenu')}
            data-testid="nav-toggle-mobile"
          />
          <Burger
            opened={props.desktopOpened}
            onClick={props.onToggleDesktop}
            visibleFrom="sm"
            size="sm"
            aria-label={t('shell.toggleMenu')}
            data-testid="nav-toggle"
          />
        </>
      )}
      <Text fw={800} size={props.minimized ? 'md' : 'lg'} c="var(--mantine-color-anchor)">
        {t('appName')}
      </Text>
    </Group>
  );
}

/** The signed-in user's tools: profile switch, search (every width), quick actions. */
function HeaderTools() {
  const user = useSession((s) => s.user);
  return (
    <>
      {user && (
        <Group visibleFrom="sm">
          <ProfileSwitch user={user} />
        </Group>
      )}
      {user && (
        // every width, the phone's too (the header's menus collapse into the burger there)
        <>
          <GlobalSearchButton />
          <GlobalSearch />
        </>
      )}
      <QuickActions />
    </>
  );
}

/** Language and logout (from sm up, except on the wall, where the header is all there is). */
function HeaderSession({ wall }: { wall: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Group gap="lg" wrap="nowrap" visibleFrom={wall ? undefined : 'sm'}>
      <ShellLanguageSwitch />
      <Button
        component={Link}
        to="/logout"
        variant="subtle"
        size="xs"
        leftSection={<IconLogout size={14} />}
        data-testid="logout"
      >
        {t('shell.logout')}
      </Button>
    </Group>
  );
}

/** INICIO, then client/division, full name, company (and role), language, logout; compact once minimized. */
export function AppHeader(props: Props) {
  const { wall, minimized } = props;
  return (
    <Stack gap={0} h="100%" data-testid="app-header" data-minimized={minimized ? 'true' : 'false'}>
      <Group h={wall ? '100%' : headerTop(minimized)} px="md" justify="space-between" wrap="nowrap">
        <HeaderBrand {...props} />
        <Group gap="lg" wrap="nowrap">
          <HeaderProfile />
          {!wall && <HeaderTools />}
          <HeaderSession wall={wall} />
        </Group>
      </Group>
      {!wall && (
        // below sm the menus do not fit (390 px): the burger's side menu holds them
        <Group h={HEADER_MENU} px="md" className={classes.menuBar} visibleFrom="sm">
          <HeaderMenu />
        </Group>
      )}
    </Stack>
  );
}
