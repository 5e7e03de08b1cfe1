import { Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { APPLICATION, type LoginResult } from '@faena/contracts';
import { LanguageSwitch } from '../../../components/ui/language-switch';
import { useSession } from '../../../stores/session.store';
import { CredentialsStep } from './credentials-step';
import classes from './login-page.module.css';

/**
 * The sign-in page. This release has the credentials step only (first profile chosen by the
 * server); the profile chooser, password change, two-factor and forgot-password steps plug in
 * beside CredentialsStep.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);
  const onSignedIn = ({ accessToken, refreshToken, user }: LoginResult) => {
    signIn({ accessToken, refreshToken }, user);
    void navigate('/dashboard', { replace: true });
  };
  return (
    <Box className={classes.page} data-testid="login-page">
      <Box className={classes.hero}>
        <Text className={classes.brand}>{t('common:appName')}</Text>
        <Title order={1} className={classes.heroText} data-testid="login-hero">{t('hero')}</Title>
      </Box>
      <Stack className={classes.panel} justify="center">
        <Card withBorder shadow="md" padding="xl" radius="md" maw={420} w="100%" mx="auto">
          <Group justify="space-between" mb="lg">
            <Title order={3}>{t('title')}</Title>
            <LanguageSwitch />
          </Group>
          <CredentialsStep onSignedIn={onSignedIn} />
          <Text size="xs" c="dimmed" ta="center" mt="lg" data-testid="login-version">
            {t('version', { version: APPLICATION.version })}
          </Text>
        </Card>
      </Stack>
    </Box>
  );
}
