import { NavLink, ScrollArea, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../stores/session.store';
import { HOME_ITEM, navItemsFor } from '../nav-items';

/** The screens the profile's permissions allow, plus the home link. */
export function SideNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const Home = HOME_ITEM.icon;
  return (
    <ScrollArea data-testid="side-nav">
      <NavLink component={Link} to={HOME_ITEM.path} label={t(HOME_ITEM.labelKey)} leftSection={<Home size={18} />} active={pathname === HOME_ITEM.path} onClick={onNavigate} />
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} px="sm" pt="md" pb={4}>
        {t('nav.section')}
      </Text>
      {navItemsFor(user).map((item) => (
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
    </ScrollArea>
  );
}
