import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertCircle, IconLock, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuthenticateBodySchema, type LoginResult } from '@faena/contracts';
import { fieldError } from '../../../../components/ui/field-error';
import { errorText } from '../../../../lib/notify';
import { authenticate } from '../api/authenticate';
import { login, LoginFlowError } from '../api/login.api';
import { LOGIN_DELAY_MS } from '../lib/login-rules';
import { useLoginFlow } from '../stores/login-flow.store';

/** Step 1 of the sign-in flow: the credentials form. */
export const CredentialsSchema = AuthenticateBodySchema.pick({ username: true, password: true });
type FormInput = { username: string; password: string };

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function CredentialsStep({ onSignedIn }: { onSignedIn: (result: LoginResult) => void }) {
  const { t } = useTranslation('auth');
  const [failure, setFailure] = useState<string | null>(null);
  const flow = useLoginFlow();
  const { register, handleSubmit, formState } = useForm<FormInput>({
    resolver: zodResolver(CredentialsSchema),
    defaultValues: { username: flow.username, password: '' },
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    await wait(LOGIN_DELAY_MS);
    try {
      flow.afterLogin(values.username, await login(values.username, values.password));
    } catch (err) {
      if (err instanceof LoginFlowError && err.status === 404) {
        // a server without the complete flow: the minimal sign-in (first profile chosen)
        try {
          onSignedIn(await authenticate(values));
        } catch (inner) {
          setFailure(errorText(inner));
        }
        return;
      }
      setFailure(
        err instanceof LoginFlowError && err.message ? err.message : t('common:networkError'),
      );
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="login-form">
      <Stack>
        {flow.notice && (
          <Alert color="green" data-testid="login-notice">
            {flow.notice}
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
        <Group justify="flex-end">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => flow.go('forgot')}
            data-testid="login-forgot-link"
          >
            {t('forgotLink')}
          </Anchor>
        </Group>
        <Button type="submit" loading={formState.isSubmitting} fullWidth data-testid="login-submit">
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
