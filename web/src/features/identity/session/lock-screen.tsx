import {
  ActionIcon,
  Alert,
  Anchor,
  Avatar,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Text,
} from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API, APPLICATION, type CaptchaChallenge, type TokenPair } from '@faena/contracts';
import { ApiError } from '../../../lib/api-error';
import { http } from '../../../lib/http';
import { errorText } from '../../../lib/notify';
import { useSession } from '../../../stores/session.store';
import { LOCK_ERROR_MS } from './lock-state';
import { useSessionUi } from './session-ui.store';

/** Lock-screen failure (spec §8): the server's message, or "Error de conexión al servidor." with no response. */
export function lockErrorText(err: unknown, networkError: string): string {
  if (!(err instanceof ApiError) || err.status === 0) return networkError;
  return err.problem?.message || errorText(err);
}

/** The inactivity lock overlay: user id, avatar or initial, password, arrow, link back to login. */
export function LockScreen() {
  const { t } = useTranslation('session');
  const locked = useSessionUi((s) => s.locked);
  const user = useSession((s) => s.user);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!error) return undefined;
    const timer = window.setTimeout(() => setError(null), LOCK_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [error]);
  if (!locked || !user) return null;
  const submit = async () => {
    if (!password) {
      setError(t('lock.required'));
      return;
    }
    setBusy(true);
    try {
      const { token: tokenClient } = await http.get<CaptchaChallenge>(API.captchaChallenge.path, {
        action: 'submit',
      });
      const tokens = await http.post<TokenPair>(API.unlock.path, {
        tokenClient,
        username: user.username,
        password,
        idPerfil: user.profile.profileId,
        idAplicacion: APPLICATION.idAplicacion,
        idTipoAplicacion: APPLICATION.idTipoAplicacion,
      });
      useSession.getState().setTokens(tokens);
      setPassword('');
      useSessionUi.getState().unlock();
    } catch (err) {
      setError(lockErrorText(err, t('common:networkError')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      centered
      fullScreen
      closeOnEscape={false}
      data-testid="lock-screen"
    >
      <Stack align="center" justify="center" mih="80vh" gap="md">
        <Avatar src={user.pic} size={96} radius={96} color="orange" data-testid="lock-avatar">
          {user.username.charAt(0)}
        </Avatar>
        <Text fw={700} size="lg" data-testid="lock-user">
          {user.username}
        </Text>
        <Text c="dimmed" size="sm">
          {t('lock.title')}
        </Text>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          noValidate
        >
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <PasswordInput
              w={260}
              placeholder={t('lock.password')}
              aria-label={t('lock.password')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              data-testid="lock-password"
            />
            <ActionIcon
              type="submit"
              size={36}
              loading={busy}
              aria-label={t('lock.submit')}
              data-testid="lock-submit"
            >
              <IconArrowRight size={18} />
            </ActionIcon>
          </Group>
        </form>
        {error && (
          <Alert color="red" data-testid="lock-error">
            {error}
          </Alert>
        )}
        <Anchor
          component={Link}
          to="/logout"
          onClick={() => useSessionUi.getState().unlock()}
          data-testid="lock-back"
        >
          {t('lock.back')}
        </Anchor>
      </Stack>
    </Modal>
  );
}
