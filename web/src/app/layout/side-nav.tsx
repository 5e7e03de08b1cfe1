import {
  Box,
  Collapse,
  createTheme,
  MantineThemeProvider,
  NavLink,
  ScrollArea,
  Text,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { withoutHome } from '../shell/menu';
import { useMenus } from '../shell/menu.store';
import { HOME_ITEM } from '../nav-items';
import { NavAccount } from './nav-account';
import { AllowedScreens, ServerMenu } from './side-nav-menu';

/** The side menu's width when open (px, scaled with the root font like every Mantine size). */
export const NAV_WIDTH = 250;
/** Its padding on each side (the navbar's `xs`). */
const NAV_PADDING = 10;

/** The side menu's submenus (accordion) open and close in 200 ms (domain spec §9). */
export const MENU_SLIDE_MS = 200;
/** NavLink takes no duration for its submenu's Collapse: this theme, scoped to the side menu, gives it. */
const submenuTheme = createTheme({
  components: {
    Collapse: Collapse.extend({ defaultProps: { transitionDuration: MENU_SLIDE_MS } }),
  },
});

/** The home link, always first. */
function SideHome({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const { t } = useTranslation('common');
  const Home = HOME_ITEM.icon;
  return (
    <NavLink
      component={Link}
      to={HOME_ITEM.path}
      label={t(HOME_ITEM.labelKey)}
      leftSection={<Home size={18} />}
      active={pathname === HOME_ITEM.path}
      onClick={onNavigate}
      data-testid="side-home"
    />
  );
}

/** The heading of the profile type (spec §6: administrator, authorizer, others). */
function SideHeading() {
  const { t } = useTranslation('common');
  const tipoPerfil = useMenus((s) => s.tipoPerfil);
  return (
    <Text size="xs" c="dimmed" fw={700} px="sm" pt="md" pb={4} data-testid="side-nav-heading">
      {t(`nav.heading.${tipoPerfil}`)}
    </Text>
  );
}

/**
 * The side menu: home link, the heading of the profile type (spec §6: administrator, authorizer,
 * others), then the server's menu three levels deep (else the screens the profile allows).
 */
export function SideNav({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const menus = withoutHome(useMenus((s) => s.menus));
  return (
    <MantineThemeProvider theme={submenuTheme}>
      {/*
        The menu keeps its full width while the navbar slides (5 px every 5 ms): the panel slides in
        and out clipped by the navbar's edge, instead of its labels reflowing into ellipses
        ("MOVILIZ…") at every step. Only vertical scrolling.
      */}
      <ScrollArea data-testid="side-nav" scrollbars="y">
        <Box miw={NAV_WIDTH - 2 * NAV_PADDING}>
          <SideHome pathname={pathname} onNavigate={onNavigate} />
          <SideHeading />
          {menus.length > 0 ? (
            <ServerMenu menus={menus} pathname={pathname} onNavigate={onNavigate} />
          ) : (
            <AllowedScreens pathname={pathname} onNavigate={onNavigate} />
          )}
          <NavAccount onNavigate={onNavigate} />
        </Box>
      </ScrollArea>
    </MantineThemeProvider>
  );
}
