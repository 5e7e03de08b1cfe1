import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertCircle, IconLock, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuthenticateBodySchema, type LoginResult } from '@faena/contracts';
import { fieldError } from '../../../components/ui/field-error';
import { errorText } from '../../../lib/notify';
import { authenticate } from '../api/authenticate';

/** Step 1 of the sign-in flow: the credentials form. */
export const CredentialsSchema = AuthenticateBodySchema.pick({ username: true, password: true });
type FormInput = { username: string; password: string };

export function CredentialsStep({ onSignedIn }: { onSignedIn: (result: LoginResult) => void }) {
  const { t } = useTranslation('auth');
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<FormInput>({
    resolver: zodResolver(CredentialsSchema),
    defaultValues: { username: '', password: '' },
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onSignedIn(await authenticate(values));
    } catch (err) {
      setFailure(errorText(err));
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="login-form">
      <Stack>
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={16} />} tt="uppercase" data-testid="login-error">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('username')}
          leftSection={<IconUser size={16} />}
          autoComplete="username"
          autoFocus
          error={fieldError(t, formState.errors.username)}
          data-testid="login-username"
          {...register('username')}
        />
        <PasswordInput
          label={t('password')}
          leftSection={<IconLock size={16} />}
          autoComplete="current-password"
          error={fieldError(t, formState.errors.password)}
          data-testid="login-password"
          {...register('password')}
        />
        <Button type="submit" loading={formState.isSubmitting} fullWidth data-testid="login-submit">
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
