import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoginFlow } from '../stores/login-flow.store';
import { onFormSubmit } from './form-submit';
import { useChangePassword } from './use-change-password';

/** The new password and its repetition, their issues shown once submitted. */
function PasswordFields({ state }: { state: ReturnType<typeof useChangePassword> }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordInput
        label={t('password.new')}
        value={state.password}
        onChange={(e) => state.setPassword(e.currentTarget.value)}
        error={state.issueText}
        data-testid="new-password"
      />
      <PasswordInput
        label={t('password.repeat')}
        value={state.repeat}
        onChange={(e) => state.setRepeat(e.currentTarget.value)}
        error={state.repeatText}
        data-testid="repeat-password"
      />
    </>
  );
}

/** Why the password must change (first sign-in or expired), and the save's failure. */
function ChangeMessages({ failure }: { failure: string | null }) {
  const { t } = useTranslation('auth');
  const reason = useLoginFlow((s) => s.reason);
  return (
    <>
      <Alert color="yellow" data-testid="change-password-reason">
        {reason === 'expired' ? t('password.expired') : t('password.first')}
      </Alert>
      {failure && (
        <Alert color="red" data-testid="change-password-error">
          {failure}
        </Alert>
      )}
    </>
  );
}

/** Step 3: a new password (first sign-in or expired), checked with the contracts' login-flow rules. */
export function ChangePasswordStep() {
  const { t } = useTranslation('auth');
  const reset = useLoginFlow((s) => s.reset);
  const state = useChangePassword();
  return (
    <form onSubmit={onFormSubmit(state.submit)} noValidate data-testid="change-password-step">
      <Stack>
        <ChangeMessages failure={state.failure} />
        <Text fw={600}>{t('password.title')}</Text>
        <PasswordFields state={state} />
        <Button type="submit" loading={state.busy} data-testid="change-password-submit">
          {t('password.save')}
        </Button>
        <Button variant="subtle" onClick={() => reset()}>
          {t('backToSignIn')}
        </Button>
      </Stack>
    </form>
  );
}
