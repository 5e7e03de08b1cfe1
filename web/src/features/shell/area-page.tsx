import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { navItemsFor } from '../../app/nav-items';
import { useSession } from '../../stores/session.store';
import type { MenuItem } from './menu';
import { useMenus } from './menu.store';

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.submenu)]);

/** The index of an area (/movilizacion, /consultas, …): the menu entries under it. */
export function AreaPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const area = `/${pathname.split('/')[1] ?? ''}`;
  const menus = useMenus((s) => s.menus);
  const user = useSession((s) => s.user);
  const fromMenu = flatten(menus).filter((i) => i.page.startsWith(`${area}/`)).map((i) => ({ path: i.page, label: i.title }));
  const entries = fromMenu.length > 0 ? fromMenu : navItemsFor(user).filter((i) => i.path.startsWith(`${area}/`)).map((i) => ({ path: i.path, label: t(i.labelKey) }));
  return (
    <div data-testid="area-page">
      <Title order={3} mb="md">{t(`areas.${area.slice(1)}`, { defaultValue: area.slice(1) })}</Title>
      {entries.length === 0 && <Text c="dimmed" data-testid="area-empty">{t('areas.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {entries.map((e) => (
          <Card key={e.path} component={Link} to={e.path} withBorder padding="lg">
            <Text fw={700}>{e.label}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}
