import { Alert, Button, Card, Group, PasswordInput, Stack, Tabs, Title } from '@mantine/core';
import { IconId, IconKey } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  maintenanceConfirmError,
  maintenancePasswordError,
  type LoginUserRecord,
  type MaintenanceIssue,
} from '@faena/contracts';
import { PageLoader } from '../../../../components/ui/page-loader';
import { errorText, notifyError, notifySuccess } from '../../../../lib/notify';
import { useSession } from '../../../../stores/session.store';
import { getLoginUser, updateLoginPassword } from '../api/user-login.api';
import { ConfirmPasswordModal } from './confirm-password-modal';
import { UserLoginData } from './user-login-data';

/** /seguridad/usuarioLogin: the user's own data (read-only) and password change behind the current-password popup. */
export function UserLoginPage() {
  const { t } = useTranslation('userLogin');
  const user = useSession((s) => s.user);
  const clientId = user?.profile.clientId ?? '';
  const userId = user?.username ?? '';
  const [record, setRecord] = useState<LoginUserRecord | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [popup, setPopup] = useState(false);
  const [editable, setEditable] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    getLoginUser(clientId, userId).then(setRecord, (err: unknown) => setFailed(errorText(err)));
  }, [clientId, userId]);
  useEffect(load, [load]);
  const level = record?.NivelSeguridadClave ?? 'B';
  const issue = maintenancePasswordError(password, level, record?.LongitudClave ?? 6);
  const confirmIssue = maintenanceConfirmError(password, confirm);
  const text = (i: MaintenanceIssue | null) =>
    touched && i ? t(i.key, { ns: 'common', n: i.n }) : undefined;
  const cancel = () => {
    setEditable(false);
    setPassword('');
    setConfirm('');
    setTouched(false);
  };
  const save = async () => {
    setTouched(true);
    if (issue || confirmIssue) return;
    setBusy(true);
    try {
      const outcome = await updateLoginPassword(clientId, userId, password);
      if (outcome === 'saved') notifySuccess(t('updated'));
      else notifyError(t(outcome === 'mustDiffer' ? 'mustDiffer' : 'saveError'));
    } catch (err) {
      notifyError(err);
    } finally {
      // shell spec §4: whatever the answer, the form is then cancelled and the record reloaded
      setBusy(false);
      cancel();
      load();
    }
  };
  if (failed)
    return (
      <Alert color="red" data-testid="user-login-error">
        {failed}
      </Alert>
    );
  if (!record) return <PageLoader />;
  return (
    <Card withBorder padding="lg" data-testid="user-login-page">
      <Title order={1} size="h3" mb="md">
        {t('title')}
      </Title>
      <Tabs
        orientation="vertical"
        defaultValue="data"
        onChange={(v) => v === 'password' && !editable && setPopup(true)}
      >
        <Tabs.List>
          <Tabs.Tab value="data" leftSection={<IconId size={16} />} data-testid="tab-data">
            {t('tabData')}
          </Tabs.Tab>
          <Tabs.Tab value="password" leftSection={<IconKey size={16} />} data-testid="tab-password">
            {t('tabPassword')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="data" pl="lg">
          <UserLoginData
            record={record}
            clientId={clientId}
            countryId={user?.profile.countryId ?? ''}
          />
        </Tabs.Panel>
        <Tabs.Panel value="password" pl="lg">
          <Stack maw={420}>
            {!editable && (
              <Button
                variant="light"
                onClick={() => setPopup(true)}
                data-testid="unlock-password-form"
              >
                {t('confirmTitle')}
              </Button>
            )}
            <PasswordInput
              label={t('newPassword')}
              value={password}
              disabled={!editable}
              maxLength={50}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={text(issue)}
              data-testid="maint-password"
            />
            <PasswordInput
              label={t('confirmPassword')}
              value={confirm}
              disabled={!editable}
              onChange={(e) => setConfirm(e.currentTarget.value)}
              error={text(confirmIssue)}
              data-testid="maint-confirm"
            />
            <Group>
              <Button
                onClick={() => void save()}
                disabled={!editable}
                loading={busy}
                data-testid="maint-save"
              >
                {t('save')}
              </Button>
              <Button variant="default" onClick={cancel} disabled={!editable}>
                {t('cancel')}
              </Button>
            </Group>
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <ConfirmPasswordModal
        opened={popup}
        clientId={clientId}
        userId={userId}
        onConfirmed={() => {
          setPopup(false);
          setEditable(true);
        }}
        onCancel={() => setPopup(false)}
      />
    </Card>
  );
}
