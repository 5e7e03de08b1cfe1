import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../lib/notify';
import { confirmCurrentPassword } from '../api/user-login.api';

/** The longest password the popup takes. */
export const CONFIRM_MAX = 50;

interface ConfirmTarget {
  clientId: string;
  userId: string;
  onConfirmed: () => void;
}

/** The typed password's issue before it is sent: required, at most CONFIRM_MAX characters. */
function useValueIssue() {
  const { t } = useTranslation('userLogin');
  return (value: string): string | null => {
    if (!value) return t('PASSWORDREQUIRED', { ns: 'common' });
    if (value.length > CONFIRM_MAX) return t('PASSWORDMAXLENGTH', { ns: 'common', n: CONFIRM_MAX });
    return null;
  };
}

/** The popup's state: the current password, the error, and `submit` (confirmarClave). */
export function useConfirmPassword({ clientId, userId, onConfirmed }: ConfirmTarget) {
  const { t } = useTranslation('userLogin');
  const valueIssue = useValueIssue();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmed = () => {
    setValue('');
    setError(null);
    onConfirmed();
  };
  const submit = async () => {
    const issue = valueIssue(value);
    if (issue) {
      setError(issue);
      return;
    }
    setBusy(true);
    try {
      if (await confirmCurrentPassword(clientId, userId, value)) confirmed();
      else setError(t('INCORRECTPASSWORD'));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return { value, setValue, error, busy, submit };
}
