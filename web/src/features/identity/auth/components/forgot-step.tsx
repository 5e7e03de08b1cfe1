import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconMail, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginFlowError, recoverPassword } from '../api/login.api';
import { forgotIssues } from '../lib/login-rules';
import { useLoginFlow } from '../stores/login-flow.store';

/** Step 5: recover the password by username and e-mail. */
export function ForgotStep() {
  const { t } = useTranslation('auth');
  const { reset } = useLoginFlow();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const issues = forgotIssues(username, email);
  const submit = async () => {
    setTouched(true);
    if (issues.username || issues.email) return;
    setBusy(true);
    setInfo(null);
    try {
      await recoverPassword(username, email.trim());
      reset(t('forgot.sent'));
    } catch (err) {
      setInfo(
        err instanceof LoginFlowError && err.message ? err.message : t('common:networkError'),
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
      data-testid="forgot-step"
    >
      <Stack>
        {info && (
          <Alert color="blue" data-testid="forgot-info">
            {info}
          </Alert>
        )}
        <TextInput
          label={t('username')}
          leftSection={<IconUser size={16} />}
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
          error={touched && issues.username ? t(issues.username) : undefined}
          data-testid="forgot-username"
        />
        <TextInput
          label={t('forgot.email')}
          leftSection={<IconMail size={16} />}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={touched && issues.email ? t(issues.email) : undefined}
          data-testid="forgot-email"
        />
        <Button type="submit" loading={busy} data-testid="forgot-submit">
          {t('forgot.send')}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => reset()}
          data-testid="forgot-back"
        >
          {t('forgot.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
