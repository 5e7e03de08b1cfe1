import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flowFailure, recoverPassword } from '../api/login.api';
import { forgotIssues } from '../lib/login-rules';
import { useLoginFlow } from '../stores/login-flow.store';

/** The recovery form's state: the fields, their issues once submitted, and `submit`. */
export function useForgotStep() {
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
      setInfo(flowFailure(err, t('common:networkError')));
    } finally {
      setBusy(false);
    }
  };
  const issueText = (issue: string | null | undefined) => (touched && issue ? t(issue) : undefined);
  return { username, setUsername, email, setEmail, issues, issueText, info, busy, submit };
}
