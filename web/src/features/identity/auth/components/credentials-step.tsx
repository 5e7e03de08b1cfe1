import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LoginResult } from '@faena/contracts';
import { fieldError } from '../../../../components/ui/field-error';
import { useCredentialsForm } from './use-credentials-form';

type CredentialsState = ReturnType<typeof useCredentialsForm>;

/** The notice the flow left (a password changed, a recovery sent) and the sign-in failure. */
function CredentialsMessages({
  notice,
  failure,
}: {
  notice: string | null;
  failure: string | null;
}) {
  return (
    <>
      {notice && (
        <Alert color="green" data-testid="login-notice">
          {notice}
        </Alert>
      )}
      {failure && (
        <Alert
          color="red"
          icon={<IconAlertCircle size={16} />}
          tt="uppercase"
          data-testid="login-error"
        >
          {failure}
        </Alert>
      )}
    </>
  );
}

/** The username and password fields. */
function CredentialsFields({ form }: Pick<CredentialsState, 'form'>) {
  const { t } = useTranslation('auth');
  const { register, formState } = form;
  return (
    <>
      <TextInput
        label={t('username')}
        leftSection={<IconUser size={16} />}
        autoComplete="username"
        // the sign-in page opens on its user field, the first thing typed there
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        error={fieldError(t, formState.errors.username)}
        data-testid="login-username"
        {...register('username')}
      />
      <PasswordInput
        label={t('passwordField')}
        leftSection={<IconLock size={16} />}
        autoComplete="current-password"
        error={fieldError(t, formState.errors.password)}
        data-testid="login-password"
        {...register('password')}
      />
    </>
  );
}

/** The link to step 5, recovering the password. */
function ForgotLink({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Group justify="flex-end">
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={onClick}
        data-testid="login-forgot-link"
      >
        {t('forgotLink')}
      </Anchor>
    </Group>
  );
}

/** Step 1 of the sign-in flow: the credentials form. */
export function CredentialsStep({ onSignedIn }: { onSignedIn: (result: LoginResult) => void }) {
  const { t } = useTranslation('auth');
  const { form, submit, failure, flow } = useCredentialsForm(onSignedIn);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="login-form">
      <Stack>
        <CredentialsMessages notice={flow.notice} failure={failure} />
        <CredentialsFields form={form} />
        <ForgotLink onClick={() => flow.go('forgot')} />
        <Button
          type="submit"
          loading={form.formState.isSubmitting}
          fullWidth
          data-testid="login-submit"
        >
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
