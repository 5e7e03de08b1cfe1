import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  maintenanceConfirmError,
  maintenancePasswordError,
  type LoginUserRecord,
  type MaintenanceIssue,
} from '@faena/contracts';
import { errorText, notifyError, notifySuccess } from '../../../../lib/notify';
import { getLoginUser, updateLoginPassword } from '../api/user-login.api';

/** The signed-in user's login record, and `load` to read it again. */
export function useLoginUser(clientId: string, userId: string) {
  const [record, setRecord] = useState<LoginUserRecord | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const load = useCallback(() => {
    getLoginUser(clientId, userId).then(setRecord, (err: unknown) => setFailed(errorText(err)));
  }, [clientId, userId]);
  useEffect(load, [load]);
  return { record, failed, load };
}

/**
 * The new password and its confirmation, checked with the record's rules (level 'B' and 6
 * characters by default); the issues' texts show once saving was tried.
 */
function usePasswordFields(record: LoginUserRecord | null) {
  const { t } = useTranslation('userLogin');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const level = record?.NivelSeguridadClave ?? 'B';
  const issue = maintenancePasswordError(password, level, record?.LongitudClave ?? 6);
  const confirmIssue = maintenanceConfirmError(password, confirm);
  const text = (i: MaintenanceIssue | null) =>
    touched && i ? t(i.key, { ns: 'common', n: i.n }) : undefined;
  const clear = () => {
    setPassword('');
    setConfirm('');
    setTouched(false);
  };
  const fields = { password, setPassword, confirm, setConfirm };
  const texts = { issueText: text(issue), confirmText: text(confirmIssue) };
  return { fields, texts, invalid: Boolean(issue || confirmIssue), setTouched, clear };
}

/** Saves the new password and tells the outcome: updated, must differ, or not saved. */
function useSavePassword(clientId: string, userId: string) {
  const { t } = useTranslation('userLogin');
  return async (password: string) => {
    try {
      const outcome = await updateLoginPassword(clientId, userId, password);
      if (outcome === 'saved') notifySuccess(t('updated'));
      else notifyError(t(outcome === 'mustDiffer' ? 'mustDiffer' : 'saveError'));
    } catch (err) {
      notifyError(err);
    }
  };
}

interface Maintained {
  clientId: string;
  userId: string;
  record: LoginUserRecord | null;
  load: () => void;
}

/** The password form: locked until the current password is confirmed, then save or cancel. */
export function usePasswordMaintenance({ clientId, userId, record, load }: Maintained) {
  const { fields, texts, invalid, setTouched, clear } = usePasswordFields(record);
  const [editable, setEditable] = useState(false);
  const [busy, setBusy] = useState(false);
  const savePassword = useSavePassword(clientId, userId);
  const cancel = () => {
    setEditable(false);
    clear();
  };
  const save = async () => {
    setTouched(true);
    if (invalid) return;
    setBusy(true);
    try {
      await savePassword(fields.password);
    } finally {
      // shell spec §4: whatever the answer, the form is then cancelled and the record reloaded
      setBusy(false);
      cancel();
      load();
    }
  };
  return { ...fields, ...texts, editable, setEditable, busy, save, cancel };
}
