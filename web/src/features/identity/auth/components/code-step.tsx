import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmCode, LoginFlowError, resendCode } from '../api/login.api';
import { canSendCode, normalizeCode } from '../lib/login-rules';
import { useLoginFlow } from '../stores/login-flow.store';

/** Step 4: the 4-digit verification code sent by phone or e-mail. */
export function CodeStep() {
  const { t } = useTranslation('auth');
  const { username, response, afterCode, reset } = useLoginFlow();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!canSendCode(code) || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const tokens = await confirmCode(username, code);
      afterCode(tokens.accessToken);
    } catch (err) {
      setFailure(
        err instanceof LoginFlowError && err.message ? err.message : t('common:networkError'),
      );
    } finally {
      setBusy(false);
    }
  };
  const resend = async () => {
    setFailure(null);
    try {
      await resendCode(username);
      setInfo(t('code.resent'));
    } catch (err) {
      setFailure(
        err instanceof LoginFlowError && err.message ? err.message : t('common:networkError'),
      );
    }
  };
  return (
    <Stack data-testid="code-step">
      {failure && (
        <Alert color="red" tt="uppercase" data-testid="code-error">
          {failure}
        </Alert>
      )}
      <Text size="sm" data-testid="code-info">
        {response?.flagTelefono === 'S' ? t('code.sentPhone') : t('code.sentMail')}
      </Text>
      {info && (
        <Text size="sm" c="green" data-testid="code-resent">
          {info}
        </Text>
      )}
      <TextInput label={t('username')} value={username} readOnly data-testid="code-username" />
      <TextInput
        label={t('code.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(normalizeCode(e.currentTarget.value))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void send();
        }}
        data-testid="code-input"
      />
      <Button
        onClick={() => void send()}
        disabled={!canSendCode(code)}
        loading={busy}
        data-testid="code-submit"
      >
        {t('code.send')}
      </Button>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => void resend()}
        data-testid="code-resend"
      >
        {t('code.resend')}
      </Anchor>
      <Anchor component="button" type="button" size="sm" onClick={() => reset()}>
        {t('backToSignIn')}
      </Anchor>
    </Stack>
  );
}
