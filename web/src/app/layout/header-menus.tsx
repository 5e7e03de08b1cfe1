import { Anchor, Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconDots } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withoutHome, type MenuItem } from '../shell/menu';
import { useMenus } from '../shell/menu.store';
import { useMenuLabel } from '../shell/menu-label';
import { HOME_ITEM } from '../nav-items';

/** A header dropdown opened by hover closes 500 ms after the pointer leaves it (domain spec §9). */
export const DROPDOWN_CLOSE_MS = 500;

/** Space between the bar's items and the width kept for the "more" button (px). */
const BAR_GAP = 10;
const MORE_WIDTH = 96;

/**
 * How many of the roots, in order, fit `available` px (each root's width plus the gap); when not all
 * do, room is kept for the "more" button that lists the rest. Unmeasured (0 px): all of them.
 */
export function fittingCount(widths: readonly number[], available: number): number {
  if (available <= 0) return widths.length;
  const total = widths.reduce((sum, w) => sum + w + BAR_GAP, 0);
  if (total <= available) return widths.length;
  let used = 0;
  for (const [i, w] of widths.entries()) {
    if (used + w + BAR_GAP + MORE_WIDTH > available) return i;
    used += w + BAR_GAP;
  }
  return widths.length;
}

/** The roots that fit the bar, measured on every resize (a root's width is kept once measured). */
function useFittingRoots(count: number) {
  const barRef = useRef<HTMLDivElement>(null);
  const widths = useRef<number[]>([]);
  const [fit, setFit] = useState(count);
  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) return undefined;
    const measure = () => {
      bar.querySelectorAll<HTMLElement>('[data-menu-root]').forEach((el, i) => {
        if (el.offsetWidth > 0) widths.current[i] = el.offsetWidth;
      });
      const home = bar.querySelector<HTMLElement>('[data-testid="menu-inicio"]')?.offsetWidth ?? 0;
      const known = Array.from({ length: count }, (_, i) => widths.current[i] ?? 0);
      setFit(bar.clientWidth > 0 ? fittingCount(known, bar.clientWidth - home - BAR_GAP) : count);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(bar);
    return () => observer?.disconnect();
  }, [count]);
  return { barRef, fit };
}

const dropdownStyle = { overflowY: 'auto' } as const;
const DROPDOWN_MAX_HEIGHT = 'calc(100vh - 80px)';

/** A menu entry's link (the home page when it has none). */
function useLeaf() {
  const label = useMenuLabel();
  return (item: MenuItem) => (
    <Menu.Item key={item.info.IdMenu} component={Link} to={item.page || HOME_ITEM.path}>
      {label(item)}
    </Menu.Item>
  );
}

/** A root's dropdown entries: its leaves, and each submenu as a label over its leaves. */
function useEntries() {
  const label = useMenuLabel();
  const leaf = useLeaf();
  return (root: MenuItem): ReactNode[] =>
    root.submenu.flatMap((child) =>
      child.submenu.length === 0
        ? [leaf(child)]
        : [
            <Menu.Label key={`l${child.info.IdMenu}`}>{label(child)}</Menu.Label>,
            ...child.submenu.map(leaf),
          ],
    );
}

/** A root of the bar: a link, or a hover dropdown of its submenus. */
function RootEntry({ root }: { root: MenuItem }) {
  const label = useMenuLabel();
  const entries = useEntries();
  if (root.submenu.length === 0)
    return (
      <Anchor component={Link} to={root.page || HOME_ITEM.path} fw={600} size="sm">
        {label(root)}
      </Anchor>
    );
  return (
    <Menu trigger="hover" closeDelay={DROPDOWN_CLOSE_MS} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          rightSection={<IconChevronDown size={12} />}
          data-testid={`header-menu-${root.info.IdMenu}`}
        >
          {label(root)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={DROPDOWN_MAX_HEIGHT} style={dropdownStyle}>
        {entries(root)}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The "more" menu: the roots that do not fit the bar, each under its label. */
function MoreMenu({ rest }: { rest: MenuItem[] }) {
  const { t } = useTranslation('common');
  const label = useMenuLabel();
  const leaf = useLeaf();
  const entries = useEntries();
  return (
    <Menu trigger="hover" closeDelay={DROPDOWN_CLOSE_MS} withinPortal position="bottom-end">
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          rightSection={<IconDots size={14} />}
          style={{ flexShrink: 0 }}
          data-testid="header-menu-more"
        >
          {t('menuMore')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={DROPDOWN_MAX_HEIGHT} style={dropdownStyle}>
        {rest.map((root) => [
          <Menu.Label key={`r${root.info.IdMenu}`} fw={700}>
            {label(root)}
          </Menu.Label>,
          ...(root.submenu.length === 0 ? [leaf(root)] : entries(root)),
          <Menu.Divider key={`d${root.info.IdMenu}`} />,
        ])}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The header menu: INICIO first, then the server's root items with their submenus; the roots that
 * do not fit the bar (an administrator holds a dozen areas) move to a "more" menu at its end.
 */
export function HeaderMenu() {
  const { t } = useTranslation('common');
  const menus = withoutHome(useMenus((s) => s.menus));
  const { barRef, fit } = useFittingRoots(menus.length);
  const rest = menus.slice(fit);
  return (
    <Group
      gap={BAR_GAP}
      wrap="nowrap"
      ref={barRef}
      style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}
      data-testid="header-menu"
    >
      <Anchor component={Link} to={HOME_ITEM.path} fw={700} size="sm" data-testid="menu-inicio">
        {t(HOME_ITEM.labelKey)}
      </Anchor>
      {menus.map((root, i) => (
        <div
          key={root.info.IdMenu}
          data-menu-root
          style={{ display: i < fit ? undefined : 'none', flexShrink: 0 }}
        >
          <RootEntry root={root} />
        </div>
      ))}
      {rest.length > 0 && <MoreMenu rest={rest} />}
    </Group>
  );
}
