import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  API,
  APPLICATION,
  type CaptchaChallenge,
  type SessionUser,
  type TokenPair,
} from '@faena/contracts';
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

/** Unlocks with the password: a captcha token, then the unlock call for the user's profile. */
async function unlockTokens(user: SessionUser, password: string): Promise<TokenPair> {
  const { token: tokenClient } = await http.get<CaptchaChallenge>(API.captchaChallenge.path, {
    action: 'submit',
  });
  return http.post<TokenPair>(API.unlock.path, {
    tokenClient,
    username: user.username,
    password,
    idPerfil: user.profile.profileId,
    idAplicacion: APPLICATION.idAplicacion,
    idTipoAplicacion: APPLICATION.idTipoAplicacion,
  });
}

/** The lock's error, cleared after LOCK_ERROR_MS. */
function useLockError() {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!error) return undefined;
    const timer = window.setTimeout(() => setError(null), LOCK_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [error]);
  return [error, setError] as const;
}

/** The lock screen's form: the password, the error, and `submit`, which unlocks the session. */
export function useUnlock(user: SessionUser | null) {
  const { t } = useTranslation('session');
  const [password, setPassword] = useState('');
  const [error, setError] = useLockError();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!password) {
      setError(t('lock.required'));
      return;
    }
    if (!user) return;
    setBusy(true);
    try {
      useSession.getState().setTokens(await unlockTokens(user, password));
      setPassword('');
      useSessionUi.getState().unlock();
    } catch (err) {
      setError(lockErrorText(err, t('common:networkError')));
    } finally {
      setBusy(false);
    }
  };
  return { password, setPassword, error, busy, submit };
}
