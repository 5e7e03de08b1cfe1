import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isPasswordLevel,
  loginPasswordIssue,
  PASSWORD_CHANGE_DELAY_MS,
  repeatPasswordIssue,
  type RuleMessage,
} from '../lib/login-rules';
import { createPassword, LoginFlowError } from '../api/login.api';
import { useLoginFlow } from '../stores/login-flow.store';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Step 3: a new password (first sign-in or expired), checked with the contracts' login-flow rules. */
export function ChangePasswordStep() {
  const { t } = useTranslation('auth');
  const { username, response, token, reason, reset } = useLoginFlow();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const level = isPasswordLevel(response?.nivelSeguridadClave) ? response.nivelSeguridadClave : 'B';
  const issue = loginPasswordIssue(password, response?.longitudClave ?? 0, level);
  const repeatIssue = repeatPasswordIssue(password, repeat);
  const text = (m: RuleMessage | null) => (touched && m ? t(m.key, m.values) : undefined);
  const submit = async () => {
    setTouched(true);
    if (issue || repeatIssue) return;
    setBusy(true);
    setFailure(null);
    await wait(PASSWORD_CHANGE_DELAY_MS);
    try {
      const result = await createPassword(token, {
        IdCliente: response?.division[0]?.IdCliente,
        IdUsuario: username,
        Clave: password,
      });
      if (result.id === 0) reset(t('password.changed'));
      else setFailure(result.id === 2 ? t('password.mustDiffer') : t('password.saveError'));
    } catch (err) {
      setFailure(
        err instanceof LoginFlowError && err.message ? err.message : t('password.saveError'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
      data-testid="change-password-step"
    >
      <Stack>
        <Alert color="yellow" data-testid="change-password-reason">
          {reason === 'expired' ? t('password.expired') : t('password.first')}
        </Alert>
        {failure && (
          <Alert color="red" data-testid="change-password-error">
            {failure}
          </Alert>
        )}
        <Text fw={600}>{t('password.title')}</Text>
        <PasswordInput
          label={t('password.new')}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={text(issue)}
          data-testid="new-password"
        />
        <PasswordInput
          label={t('password.repeat')}
          value={repeat}
          onChange={(e) => setRepeat(e.currentTarget.value)}
          error={text(repeatIssue)}
          data-testid="repeat-password"
        />
        <Button type="submit" loading={busy} data-testid="change-password-submit">
          {t('password.save')}
        </Button>
        <Button variant="subtle" onClick={() => reset()}>
          {t('backToSignIn')}
        </Button>
      </Stack>
    </form>
  );
}
