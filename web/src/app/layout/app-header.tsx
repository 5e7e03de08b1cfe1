import { Badge, Burger, Button, Group, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery, useWindowScroll } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../stores/session.store';
import { useMenus } from '../shell/menu.store';
import classes from './app-layout.module.css';
import { HeaderMenu, ProfileSwitch, QuickActions } from './header-menus';
import { GlobalSearch, GlobalSearchButton } from '../search/global-search';
import { ShellLanguageSwitch } from './shell-language-switch';

export const HEADER_TOP = 60;

/** Whether the header shows the accreditation role (see the comment where it is used). */
export const isAuthorizer = (esAutorizador: boolean, characteristics: readonly string[]): boolean =>
  esAutorizador || characteristics.includes('CPAAUT');
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

/** INICIO, then client/division, full name, company (and role), language, logout; compact once minimized. */
export function AppHeader({
  mobileOpened,
  desktopOpened,
  onToggleMobile,
  onToggleDesktop,
  wall,
  minimized,
}: Props) {
  const { t } = useTranslation('common');
  const user = useSession((s) => s.user);
  const profile = user?.profile;
  const esAutorizador = useMenus((s) => s.esAutorizador);
  return (
    <Stack gap={0} h="100%" data-testid="app-header" data-minimized={minimized ? 'true' : 'false'}>
      <Group h={wall ? '100%' : headerTop(minimized)} px="md" justify="space-between" wrap="nowrap">
        <Group gap="md" wrap="nowrap">
          {!wall && (
            <>
              <Burger
                opened={mobileOpened}
                onClick={onToggleMobile}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('shell.toggleMenu')}
                data-testid="nav-toggle-mobile"
              />
              <Burger
                opened={desktopOpened}
                onClick={onToggleDesktop}
                visibleFrom="sm"
                size="sm"
                aria-label={t('shell.toggleMenu')}
                data-testid="nav-toggle"
              />
            </>
          )}
          <Text fw={800} size={minimized ? 'md' : 'lg'} c="var(--mantine-color-anchor)">
            {t('appName')}
          </Text>
        </Group>
        <Group gap="lg" wrap="nowrap">
          {profile && (
            <Stack gap={0} visibleFrom="sm" data-testid="header-profile">
              <Text size="xs" c="dimmed" data-testid="header-client">
                {t('shell.clientDivision', {
                  client: profile.clientName,
                  division: profile.divisionName,
                })}
              </Text>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={600} data-testid="header-fullname">
                  {user.nombreCompleto}
                </Text>
                {profile.companyName && (
                  <Text size="xs" c="dimmed" data-testid="header-company">
                    {profile.companyName}
                  </Text>
                )}
                {/*
                The spec keeps the session store's esAutorizador false whenever the profile has
                characteristics (it is then "administrator type"), yet says "authorizers with an
                accreditation role see the role in the header". We read the header rule as being
                about the profile, not the store flag: an authorizer is esAutorizador OR a profile
                holding the authorizer characteristic CPAAUT. The store keeps the spec's semantics.
              */}
                {isAuthorizer(esAutorizador, profile.characteristics) &&
                  profile.accreditationRole && (
                    <Badge size="xs" variant="light" data-testid="header-role">
                      {profile.accreditationRole}
                    </Badge>
                  )}
              </Group>
            </Stack>
          )}
          {!wall && user && (
            <Group visibleFrom="sm">
              <ProfileSwitch user={user} />
            </Group>
          )}
          {!wall && user && (
            // every width, the phone's too (the header's menus collapse into the burger there)
            <>
              <GlobalSearchButton />
              <GlobalSearch />
            </>
          )}
          {!wall && <QuickActions />}
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
