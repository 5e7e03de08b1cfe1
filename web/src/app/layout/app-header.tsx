import { Anchor, Badge, Burger, Button, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { useSession } from '../../stores/session.store';
import { HOME_ITEM } from '../nav-items';

interface Props {
  mobileOpened: boolean;
  desktopOpened: boolean;
  onToggleMobile: () => void;
  onToggleDesktop: () => void;
  wall: boolean;
}

/** INICIO, then client/division, full name, company (and role), language, logout. */
export function AppHeader({ mobileOpened, desktopOpened, onToggleMobile, onToggleDesktop, wall }: Props) {
  const { t } = useTranslation('common');
  const user = useSession((s) => s.user);
  const profile = user?.profile;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        {!wall && (
          <>
            <Burger opened={mobileOpened} onClick={onToggleMobile} hiddenFrom="sm" size="sm" aria-label={t('shell.toggleMenu')} />
            <Burger opened={desktopOpened} onClick={onToggleDesktop} visibleFrom="sm" size="sm" aria-label={t('shell.toggleMenu')} data-testid="nav-toggle" />
          </>
        )}
        <Text fw={800} size="lg" c="orange.7">{t('appName')}</Text>
        <Anchor component={Link} to={HOME_ITEM.path} fw={700} size="sm" data-testid="menu-inicio">
          {t(HOME_ITEM.labelKey)}
        </Anchor>
      </Group>
      <Group gap="lg" wrap="nowrap">
        {profile && (
          <Stack gap={0} visibleFrom="sm" data-testid="header-profile">
            <Text size="xs" c="dimmed" data-testid="header-client">
              {t('shell.clientDivision', { client: profile.clientName, division: profile.divisionName })}
            </Text>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={600} data-testid="header-fullname">{user.nombreCompleto}</Text>
              {profile.companyName && <Text size="xs" c="dimmed" data-testid="header-company">{profile.companyName}</Text>}
              {profile.accreditationRole && <Badge size="xs" variant="light">{profile.accreditationRole}</Badge>}
            </Group>
          </Stack>
        )}
        <LanguageSwitch />
        <Button component={Link} to="/logout" variant="subtle" size="xs" leftSection={<IconLogout size={14} />} data-testid="logout">
          {t('shell.logout')}
        </Button>
      </Group>
    </Group>
  );
}
