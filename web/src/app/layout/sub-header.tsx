import { Anchor, Breadcrumbs, Group, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { breadcrumb } from '../shell/menu';
import { useMenus } from '../shell/menu.store';
import { useMenuLabel } from '../shell/menu-label';

/**
 * Keeps the session store's selected menu title (spec §3) on the menu item of the current page
 * (the server's title; '' off the menu), whether or not the sub-header shows.
 */
export function useSelectedMenuTitle(): void {
  const { pathname } = useLocation();
  const menus = useMenus((s) => s.menus);
  const trail = breadcrumb(menus, pathname);
  const title = trail[trail.length - 1]?.title ?? '';
  useEffect(() => {
    if (useMenus.getState().title !== title) useMenus.getState().setTitle(title);
  }, [title]);
}

type TrailItem = ReturnType<typeof breadcrumb>[number];

/** A step of the breadcrumb: a link when the menu item is a page, plain text for a group. */
function Crumb({ item, label }: { item: TrailItem; label: string }) {
  return item.page ? (
    <Anchor component={Link} to={item.page} size="sm">
      {label}
    </Anchor>
  ) : (
    <Text size="sm">{label}</Text>
  );
}

/** The title and breadcrumb of the current page, derived from the menu. */
export function SubHeader() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const menus = useMenus((s) => s.menus);
  const label = useMenuLabel();
  const trail = breadcrumb(menus, pathname);
  const last = trail[trail.length - 1];
  const title = last && label(last);
  if (!title) return null;
  return (
    <Group justify="space-between" mb="md" data-testid="sub-header">
      <Title order={4} data-testid="sub-header-title">
        {title}
      </Title>
      <Breadcrumbs data-testid="breadcrumb">
        <Anchor component={Link} to="/dashboard" size="sm">
          {t('shell.breadcrumbHome')}
        </Anchor>
        {trail.map((item) => (
          <Crumb key={item.info.IdMenu} item={item} label={label(item)} />
        ))}
      </Breadcrumbs>
    </Group>
  );
}
