import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

/** The spec's not-found page; its text is always Spanish. */
export function NotFound() {
  const { t } = useTranslation('common', { lng: 'es' });
  return (
    <Center mih="100vh" data-testid="not-found">
      <Stack align="center" gap="sm">
        <Title order={1} c="orange.7">404</Title>
        <Text fw={700}>{t('notFound.title')}</Text>
        <Text c="dimmed">{t('notFound.message')}</Text>
        <Button component={Link} to="/error/error-v1" variant="subtle">{t('notFound.back')}</Button>
      </Stack>
    </Center>
  );
}

/** /error/error-v1 … v6: the spec's error page variants. */
export function ErrorPage() {
  const { variant = 'error-v1' } = useParams();
  const { t } = useTranslation('common');
  const key = /^error-v[1-6]$/.test(variant) ? variant.replace('error-', '') : 'v1';
  return (
    <Center mih="100vh" data-testid="error-page" data-variant={key}>
      <Stack align="center" gap="sm">
        <Title order={2} data-testid="error-title">{t(`errorPage.${key}.title`)}</Title>
        <Text c="dimmed" data-testid="error-message">{t(`errorPage.${key}.message`)}</Text>
        <Button component={Link} to="/dashboard" data-testid="error-home">{t('errorPage.home')}</Button>
        {key === 'v6' && <Button component={Link} to="/logout" variant="subtle" data-testid="error-signin">{t('errorPage.signIn')}</Button>}
      </Stack>
    </Center>
  );
}
