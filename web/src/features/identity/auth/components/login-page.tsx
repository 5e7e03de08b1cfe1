import { ActionIcon, Anchor, Box, Card, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandLinkedin, IconMail, IconMenu2 } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { APPLICATION, type LoginResult } from '@faena/contracts';
import { LanguageSwitch } from '../../../../components/ui/language-switch';
import { useSession } from '../../../../stores/session.store';
import { readConfirm } from '../lib/login-rules';
import { useLoginFlow, type LoginStep } from '../stores/login-flow.store';
import { ChangePasswordStep } from './change-password-step';
import { ChooserStep } from './chooser-step';
import { CodeStep } from './code-step';
import { CredentialsStep } from './credentials-step';
import { ForgotStep } from './forgot-step';
import classes from './login-page.module.css';

export const GALLERY_INTERVAL_MS = 5000;
const SLIDES = 4;
export const CONTACT_MAIL = 'contacto@faena.example';

/** The background gallery: auto-play, looping, every 5000 ms. */
function useGallery(): number {
  const [slide, setSlide] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setSlide((s) => (s + 1) % SLIDES), GALLERY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return slide;
}

const TITLES: Record<LoginStep, string> = {
  credentials: 'title',
  chooser: 'chooserTitle',
  changePassword: 'password.heading',
  code: 'code.title',
  forgot: 'forgot.title',
};

const STEPS: Record<LoginStep, (onSignedIn: (result: LoginResult) => void) => ReactNode> = {
  credentials: (onSignedIn) => <CredentialsStep onSignedIn={onSignedIn} />,
  chooser: (onSignedIn) => <ChooserStep onSignedIn={onSignedIn} />,
  changePassword: () => <ChangePasswordStep />,
  code: () => <CodeStep />,
  forgot: () => <ForgotStep />,
};

/** Signing in stores the session and opens the dashboard. */
function useOnSignedIn() {
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);
  return ({ accessToken, refreshToken, user }: LoginResult) => {
    signIn({ accessToken, refreshToken }, user);
    void navigate('/dashboard', { replace: true });
  };
}

/** The hero's top bar: the side panel's button and the app's name, then the contact. */
function LoginTopbar({ onOpenPanel }: { onOpenPanel: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Group justify="space-between" className={classes.topbar}>
      <Group gap="xs">
        <ActionIcon
          variant="subtle"
          color="white"
          onClick={onOpenPanel}
          aria-label={t('panel.open')}
          data-testid="login-panel-open"
        >
          <IconMenu2 size={20} />
        </ActionIcon>
        <Text className={classes.brand}>{t('common:appName')}</Text>
      </Group>
      <Group gap="sm">
        <Anchor href={`mailto:${CONTACT_MAIL}`} c="white" size="sm" data-testid="login-contact">
          <Group gap={4} component="span">
            <IconMail size={16} />
            {CONTACT_MAIL}
          </Group>
        </Anchor>
        <IconBrandFacebook size={18} aria-hidden />
        <IconBrandLinkedin size={18} aria-hidden />
      </Group>
    </Group>
  );
}

/** The gallery header: the top bar over the current slide, and the hero text. */
function LoginHero({ slide, onOpenPanel }: { slide: number; onOpenPanel: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Box component="header" className={classes.hero} data-slide={slide} data-testid="login-gallery">
      <LoginTopbar onOpenPanel={onOpenPanel} />
      <Title order={1} className={classes.heroText} data-testid="login-hero">
        {t('hero')}
      </Title>
    </Box>
  );
}

/** The card: the step's title and the language, the confirm notice, the step, the version. */
function LoginCard() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const confirm = readConfirm(params.get('confirm'));
  const step = useLoginFlow((s) => s.step);
  const onSignedIn = useOnSignedIn();
  return (
    <Card withBorder shadow="md" padding="xl" radius="md" maw={420} w="100%" mx="auto">
      <Group justify="space-between" mb="lg">
        <Title order={2} size="h3">
          {t(TITLES[step])}
        </Title>
        <LanguageSwitch />
      </Group>
      {confirm && (
        <Text size="sm" c="dimmed" mb="sm" data-testid="login-confirm">
          {t('confirmReceived')}
        </Text>
      )}
      {STEPS[step](onSignedIn)}
      <Text size="xs" c="dimmed" ta="center" mt="lg" data-testid="login-version">
        {t('version', { version: APPLICATION.version })}
      </Text>
    </Card>
  );
}

/** The side panel: the app's name and version. */
function LoginPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('common:appName')}
      size="xs"
      data-testid="login-panel"
    >
      <Stack gap="xs">
        <Text fw={700} data-testid="login-panel-name">
          {t('panel.name')}
        </Text>
        <Text size="sm" c="dimmed" data-testid="login-panel-version">
          {APPLICATION.version}
        </Text>
      </Stack>
    </Drawer>
  );
}

/** The sign-in page: the five-step flow, language, side panel, gallery, hero and contact header. */
export function LoginPage() {
  const slide = useGallery();
  const [panel, setPanel] = useState(false);
  return (
    <Box className={classes.page} data-testid="login-page" data-slide={slide}>
      <LoginHero slide={slide} onOpenPanel={() => setPanel(true)} />
      <Stack component="main" className={classes.panel} justify="center">
        <LoginCard />
      </Stack>
      <LoginPanel opened={panel} onClose={() => setPanel(false)} />
    </Box>
  );
}
