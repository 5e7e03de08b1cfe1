import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuItem } from '../shell/menu';
import { useMenuLabel } from '../shell/menu-label';
import { useSession } from '../../stores/session.store';
import { HOME_ITEM, navItemsFor } from '../nav-items';

interface MenuNodeProps {
  item: MenuItem;
  pathname: string;
  onNavigate: () => void;
}

const isActive = (item: MenuItem, pathname: string) =>
  item.page !== '' && (pathname === item.page || pathname.startsWith(`${item.page}/`));

/** A menu entry without submenu: a link to its page. */
function MenuLeaf({ item, pathname, onNavigate }: MenuNodeProps) {
  const label = useMenuLabel();
  return (
    <NavLink
      component={Link}
      to={item.page || HOME_ITEM.path}
      label={label(item)}
      active={isActive(item, pathname)}
      onClick={onNavigate}
      data-testid={`menu-${item.info.IdMenu}`}
    />
  );
}

/** A menu entry with submenu: opens on its own, and from the start when it holds the page. */
function MenuBranch({ item, pathname, onNavigate }: MenuNodeProps) {
  const label = useMenuLabel();
  return (
    <NavLink
      label={label(item)}
      defaultOpened={item.submenu.some((c) => pathname.startsWith(c.page || '\u0000'))}
      data-testid={`menu-${item.info.IdMenu}`}
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

function MenuNode(props: MenuNodeProps) {
  return props.item.submenu.length > 0 ? <MenuBranch {...props} /> : <MenuLeaf {...props} />;
}

interface MenuListProps {
  pathname: string;
  onNavigate: () => void;
}

/** The server's menu, three levels deep. */
export function ServerMenu({ menus, pathname, onNavigate }: MenuListProps & { menus: MenuItem[] }) {
  return menus.map((item) => (
    <MenuNode key={item.info.IdMenu} item={item} pathname={pathname} onNavigate={onNavigate} />
  ));
}

/** The screens the profile allows (before or without the server's menu). */
export function AllowedScreens({ pathname, onNavigate }: MenuListProps) {
  const { t } = useTranslation('common');
  const user = useSession((s) => s.user);
  return navItemsFor(user).map((item) => (
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
  ));
}
