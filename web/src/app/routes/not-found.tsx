import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';

/** How long the not-found page shows before it falls back to /error/error-v1. */
export const NOT_FOUND_FALLBACK_MS = 5000;

/** The spec's not-found page for any other path; its text is always Spanish. It then falls back to /error/error-v1. */
export function NotFound() {
  const { t } = useTranslation('common', { lng: 'es' });
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => void navigate('/error/error-v1', { replace: true }),
      NOT_FOUND_FALLBACK_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <Center mih="100vh" data-testid="not-found">
      <Stack align="center" gap="sm">
        <Title order={1} c="var(--mantine-color-anchor)">
          404
        </Title>
        <Text fw={700}>{t('notFound.title')}</Text>
        <Text c="dimmed">{t('notFound.message')}</Text>
        <Button component={Link} to="/error/error-v1" variant="subtle">
          {t('notFound.back')}
        </Button>
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
        <Title order={1} size="h2" data-testid="error-title">
          {t(`errorPage.${key}.title`)}
        </Title>
        <Text c="dimmed" data-testid="error-message">
          {t(`errorPage.${key}.message`)}
        </Text>
        <Button component={Link} to="/dashboard" data-testid="error-home">
          {t('errorPage.home')}
        </Button>
        {key === 'v6' && (
          <Button component={Link} to="/logout" variant="subtle" data-testid="error-signin">
            {t('errorPage.signIn')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
