import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createPassword, flowFailure } from '../api/login.api';
import {
  isPasswordLevel,
  loginPasswordIssue,
  PASSWORD_CHANGE_DELAY_MS,
  repeatPasswordIssue,
  type RuleMessage,
} from '../lib/login-rules';
import { useLoginFlow } from '../stores/login-flow.store';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The save's answer: 0 saved, 2 the same password as before, else not saved. */
const SAVE_FAILURES: Record<number, string> = { 2: 'password.mustDiffer' };

/**
 * The new password and its repetition, with their issues under the client's rules (length and
 * level, 'B' by default); the issues' texts show once the form was submitted.
 */
function usePasswordFields() {
  const { t } = useTranslation('auth');
  const response = useLoginFlow((s) => s.response);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState(false);
  const level = isPasswordLevel(response?.nivelSeguridadClave) ? response.nivelSeguridadClave : 'B';
  const issue = loginPasswordIssue(password, response?.longitudClave ?? 0, level);
  const repeatIssue = repeatPasswordIssue(password, repeat);
  const text = (m: RuleMessage | null) => (touched && m ? t(m.key, m.values) : undefined);
  return {
    fields: { password, setPassword, repeat, setRepeat },
    issueText: text(issue),
    repeatText: text(repeatIssue),
    invalid: Boolean(issue || repeatIssue),
    setTouched,
  };
}

/** Saves the new password: back to sign-in with a notice, or the server's refusal. */
function useSavePassword(password: string, setFailure: (failure: string) => void) {
  const { t } = useTranslation('auth');
  const { username, response, token, reset } = useLoginFlow();
  return async () => {
    const result = await createPassword(token, {
      IdCliente: response?.division[0]?.IdCliente,
      IdUsuario: username,
      Clave: password,
    });
    if (result.id === 0) reset(t('password.changed'));
    else setFailure(t(SAVE_FAILURES[result.id] ?? 'password.saveError'));
  };
}

/** The change-password form's state: the fields, their issues once submitted, and `submit`. */
export function useChangePassword() {
  const { t } = useTranslation('auth');
  const { fields, issueText, repeatText, invalid, setTouched } = usePasswordFields();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = useSavePassword(fields.password, setFailure);
  const submit = async () => {
    setTouched(true);
    if (invalid) return;
    setBusy(true);
    setFailure(null);
    await wait(PASSWORD_CHANGE_DELAY_MS);
    try {
      await save();
    } catch (err) {
      setFailure(flowFailure(err, t('password.saveError')));
    } finally {
      setBusy(false);
    }
  };
  return { ...fields, issueText, repeatText, failure, busy, submit };
}
