import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuthenticateBodySchema, type LoginResult } from '@faena/contracts';
import { errorText } from '../../../../lib/notify';
import { authenticate } from '../api/authenticate';
import { flowFailure, login, LoginFlowError } from '../api/login.api';
import { LOGIN_DELAY_MS } from '../lib/login-rules';
import { useLoginFlow } from '../stores/login-flow.store';

/** Step 1 of the sign-in flow: the credentials form. */
export const CredentialsSchema = AuthenticateBodySchema.pick({ username: true, password: true });
type FormInput = { username: string; password: string };

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A server without the complete flow answers 404 to its first call. */
const isMinimalServer = (err: unknown) => err instanceof LoginFlowError && err.status === 404;

/**
 * The credentials form: after the sign-in delay, the flow's first call; on a server without the
 * complete flow, the minimal sign-in (first profile chosen).
 */
export function useCredentialsForm(onSignedIn: (result: LoginResult) => void) {
  const { t } = useTranslation('auth');
  const [failure, setFailure] = useState<string | null>(null);
  const flow = useLoginFlow();
  const form = useForm<FormInput>({
    resolver: zodResolver(CredentialsSchema),
    defaultValues: { username: flow.username, password: '' },
  });
  const signInMinimal = async (values: FormInput) => {
    try {
      onSignedIn(await authenticate(values));
    } catch (inner) {
      setFailure(errorText(inner));
    }
  };
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    await wait(LOGIN_DELAY_MS);
    try {
      flow.afterLogin(values.username, await login(values.username, values.password));
    } catch (err) {
      if (isMinimalServer(err)) return signInMinimal(values);
      setFailure(flowFailure(err, t('common:networkError')));
    }
  });
  return { form, submit, failure, flow };
}
