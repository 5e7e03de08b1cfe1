import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { navItemsFor } from '../nav-items';
import { useSession } from '../../stores/session.store';
import { areaScreens, toRoute } from './menu';
import { menuLabel } from './menu-label';
import { useMenus } from './menu.store';

/**
 * The user's menu screens of the area, labelled as the menu labels them; without them, the
 * built-in navigation's of the area's path.
 */
function useAreaEntries(area: string): Array<{ path: string; label: string }> {
  const { t, i18n } = useTranslation('common');
  const records = useMenus((s) => s.records);
  const user = useSession((s) => s.user);
  const fromMenu = areaScreens(records, area).map((r) => ({
    path: toRoute(r.Ruta),
    label: menuLabel(r.IdMenu, r.Modulo, {
      lang: i18n.language,
      t: (k) => t(k),
      has: (k) => i18n.exists(k),
    }),
  }));
  return fromMenu.length > 0
    ? fromMenu
    : navItemsFor(user)
        .filter((i) => i.path.startsWith(`${area}/`))
        .map((i) => ({ path: i.path, label: t(i.labelKey) }));
}

/** A card per screen, the whole card a link to it. */
function AreaCards({ entries }: { entries: Array<{ path: string; label: string }> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {entries.map((e) => (
        <Card
          key={e.path}
          component={Link}
          to={e.path}
          withBorder
          padding="lg"
          data-testid="area-entry"
        >
          <Text fw={700}>{e.label}</Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The index of an area (/movilizacion, /desmovilizacion, …): a card per screen of it. */
export function AreaPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const area = `/${pathname.split('/')[1] ?? ''}`;
  const entries = useAreaEntries(area);
  return (
    <div data-testid="area-page">
      <Title order={1} size="h3" mb="md">
        {t(`areas.${area.slice(1)}`, { defaultValue: area.slice(1) })}
      </Title>
      {entries.length === 0 && (
        <Text c="dimmed" data-testid="area-empty">
          {t('areas.empty')}
        </Text>
      )}
      <AreaCards entries={entries} />
    </div>
  );
}
