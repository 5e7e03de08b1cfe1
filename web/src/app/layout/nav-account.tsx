import { Button, Divider, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../stores/session.store';
import { ProfileSwitch } from './profile-switch';
import { ShellLanguageSwitch } from './shell-language-switch';

/**
 * On a phone the header keeps only the burger, the name and the quick actions: the side menu
 * holds who is signed in, the profile switch, the language and sign-out (hidden from sm up,
 * where the header shows them).
 */
export function NavAccount({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('common');
  const user = useSession((s) => s.user);
  return (
    <Stack gap="xs" hiddenFrom="sm" pt="md" data-testid="nav-account">
      <Divider />
      {user && (
        <Text size="sm" fw={600} px="sm">
          {user.nombreCompleto}
        </Text>
      )}
      {user && <ProfileSwitch user={user} testId="nav-profile-switch" />}
      <ShellLanguageSwitch testId="nav-language-switch" />
      <Button
        component={Link}
        to="/logout"
        variant="light"
        size="md"
        leftSection={<IconLogout size={18} />}
        onClick={onNavigate}
        data-testid="nav-logout"
      >
        {t('shell.logout')}
      </Button>
    </Stack>
  );
}
