import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconMail, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLoginFlow } from '../stores/login-flow.store';
import { onFormSubmit } from './form-submit';
import { useForgotStep } from './use-forgot-step';

/** The username and e-mail fields, their issues shown once submitted. */
function ForgotFields({ state }: { state: ReturnType<typeof useForgotStep> }) {
  const { t } = useTranslation('auth');
  const { username, setUsername, email, setEmail, issues, issueText } = state;
  return (
    <>
      <TextInput
        label={t('username')}
        leftSection={<IconUser size={16} />}
        value={username}
        onChange={(e) => setUsername(e.currentTarget.value)}
        error={issueText(issues.username)}
        data-testid="forgot-username"
      />
      <TextInput
        label={t('forgot.email')}
        leftSection={<IconMail size={16} />}
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
        error={issueText(issues.email)}
        data-testid="forgot-email"
      />
    </>
  );
}

/** Step 5: recover the password by username and e-mail. */
export function ForgotStep() {
  const { t } = useTranslation('auth');
  const { reset } = useLoginFlow();
  const state = useForgotStep();
  return (
    <form onSubmit={onFormSubmit(state.submit)} noValidate data-testid="forgot-step">
      <Stack>
        {state.info && (
          <Alert color="blue" data-testid="forgot-info">
            {state.info}
          </Alert>
        )}
        <ForgotFields state={state} />
        <Button type="submit" loading={state.busy} data-testid="forgot-submit">
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
