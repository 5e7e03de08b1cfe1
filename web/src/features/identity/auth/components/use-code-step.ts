import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmCode, flowFailure, resendCode } from '../api/login.api';
import { canSendCode } from '../lib/login-rules';
import { useLoginFlow } from '../stores/login-flow.store';

interface Messages {
  setFailure: (failure: string | null) => void;
  setInfo: (info: string) => void;
}

/** Asks for another code: the resent notice, or the failure. */
function useResend(username: string, { setFailure, setInfo }: Messages) {
  const { t } = useTranslation('auth');
  return async () => {
    setFailure(null);
    try {
      await resendCode(username);
      setInfo(t('code.resent'));
    } catch (err) {
      setFailure(flowFailure(err, t('common:networkError')));
    }
  };
}

/** The code step's state: `send` confirms the code, `resend` asks for another one. */
export function useCodeStep() {
  const { t } = useTranslation('auth');
  const { username, afterCode } = useLoginFlow();
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
      setFailure(flowFailure(err, t('common:networkError')));
    } finally {
      setBusy(false);
    }
  };
  const resend = useResend(username, { setFailure, setInfo });
  return { code, setCode, failure, info, busy, send, resend };
}
