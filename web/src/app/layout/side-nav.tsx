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
import { withoutHome, type MenuItem } from '../shell/menu';
import { useMenus } from '../shell/menu.store';
import { useMenuLabel } from '../shell/menu-label';
import { useSession } from '../../stores/session.store';
import { HOME_ITEM, navItemsFor } from '../nav-items';
import { NavAccount } from './nav-account';

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

function MenuNode({
  item,
  pathname,
  onNavigate,
}: {
  item: MenuItem;
  pathname: string;
  onNavigate: () => void;
}) {
  const label = useMenuLabel();
  const open = item.submenu.length > 0;
  const active =
    item.page !== '' && (pathname === item.page || pathname.startsWith(`${item.page}/`));
  const testId = `menu-${item.info.IdMenu}`;
  if (!open) {
    return (
      <NavLink
        component={Link}
        to={item.page || HOME_ITEM.path}
        label={label(item)}
        active={active}
        onClick={onNavigate}
        data-testid={testId}
      />
    );
  }
  return (
    <NavLink
      label={label(item)}
      defaultOpened={item.submenu.some((c) => pathname.startsWith(c.page || '\u0000'))}
      data-testid={testId}
    >
      {item.submenu.map((child) => (
        <MenuNode
          key={child.info.IdMenu}
          item={child}
          pathname={pathname}
          onNavigate={onNavigate}
        />
      ))}
    </NavLink>
  );
}

/**
 * The side menu: home link, the heading of the profile type (spec §6: administrator, authorizer,
 * others), then the server's menu three levels deep (else the screens the profile allows).
 */
export function SideNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const menus = withoutHome(useMenus((s) => s.menus));
  const tipoPerfil = useMenus((s) => s.tipoPerfil);
  const Home = HOME_ITEM.icon;
  return (
    <MantineThemeProvider theme={submenuTheme}>
      {/*
        The menu keeps its full width while the navbar slides (5 px every 5 ms): the panel slides in
        and out clipped by the navbar's edge, instead of its labels reflowing into ellipses
        ("MOVILIZ…") at every step. Only vertical scrolling.
      */}
      <ScrollArea data-testid="side-nav" scrollbars="y">
        <Box miw={NAV_WIDTH - 2 * NAV_PADDING}>
          <NavLink
            component={Link}
            to={HOME_ITEM.path}
            label={t(HOME_ITEM.labelKey)}
            leftSection={<Home size={18} />}
            active={pathname === HOME_ITEM.path}
            onClick={onNavigate}
            data-testid="side-home"
          />
          <Text size="xs" c="dimmed" fw={700} px="sm" pt="md" pb={4} data-testid="side-nav-heading">
            {t(`nav.heading.${tipoPerfil}`)}
          </Text>
          {menus.length > 0
            ? menus.map((item) => (
                <MenuNode
                  key={item.info.IdMenu}
                  item={item}
                  pathname={pathname}
                  onNavigate={onNavigate}
                />
              ))
            : navItemsFor(user).map((item) => (
                <NavLink
                  key={item.path}
                  component={Link}
                  to={item.path}
                  label={t(item.labelKey)}
                  leftSection={<item.icon size={18} />}
                  active={pathname.startsWith(item.path)}
                  data-testid={item.testId}
                  onClick={onNavigate}
                />
              ))}
          <NavAccount onNavigate={onNavigate} />
        </Box>
      </ScrollArea>
    </MantineThemeProvider>
  );
}
