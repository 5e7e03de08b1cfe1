import { Alert, Card, Tabs, Title } from '@mantine/core';
import { IconId, IconKey } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../../../components/ui/data-grid-cards';
import { PageLoader } from '../../../../components/ui/page-loader';
import { useSession } from '../../../../stores/session.store';
import { ConfirmPasswordModal } from './confirm-password-modal';
import { PasswordMaintenancePanel } from './password-maintenance-panel';
import { useLoginUser, usePasswordMaintenance } from './use-password-maintenance';
import { UserLoginData } from './user-login-data';

interface TabsProps {
  data: ReactNode;
  password: ReactNode;
  onPasswordTab: () => void;
}

/**
 * The vertical tabs (spec): the user's data, and the password (choosing it asks the current one).
 * On a phone they sit on top, so that the fields keep the screen's width.
 */
function UserLoginTabs({ data, password, onPasswordTab }: TabsProps) {
  const { t } = useTranslation('userLogin');
  const phone = usePhone();
  const inset = phone ? 0 : 'lg';
  return (
    <Tabs
      orientation={phone ? 'horizontal' : 'vertical'}
      defaultValue="data"
      onChange={(v) => v === 'password' && onPasswordTab()}
    >
      <Tabs.List>
        <Tabs.Tab value="data" leftSection={<IconId size={16} />} data-testid="tab-data">
          {t('tabData')}
        </Tabs.Tab>
        <Tabs.Tab value="password" leftSection={<IconKey size={16} />} data-testid="tab-password">
          {t('tabPassword')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="data" pl={inset} pt={phone ? 'md' : 0}>
        {data}
      </Tabs.Panel>
      <Tabs.Panel value="password" pl={inset} pt={phone ? 'md' : 0}>
        {password}
      </Tabs.Panel>
    </Tabs>
  );
}

/** The signed-in user's ids: client, user and country. */
function useSessionIds() {
  const user = useSession((s) => s.user);
  return {
    clientId: user?.profile.clientId ?? '',
    userId: user?.username ?? '',
    countryId: user?.profile.countryId ?? '',
  };
}

/** The record's failure, or the loader while it loads. */
function RecordPending({ failed }: { failed: string | null }) {
  if (!failed) return <PageLoader />;
  return (
    <Alert color="red" data-testid="user-login-error">
      {failed}
    </Alert>
  );
}

/** The current-password popup: confirming it closes the popup and unlocks the form. */
function useConfirmPopup(onConfirmed: () => void) {
  const [opened, setOpened] = useState(false);
  return {
    opened,
    open: () => setOpened(true),
    close: () => setOpened(false),
    confirmed: () => {
      setOpened(false);
      onConfirmed();
    },
  };
}

/** /seguridad/usuarioLogin: the user's own data (read-only) and password change behind the current-password popup. */
export function UserLoginPage() {
  const { t } = useTranslation('userLogin');
  const { clientId, userId, countryId } = useSessionIds();
  const { record, failed, load } = useLoginUser(clientId, userId);
  const form = usePasswordMaintenance({ clientId, userId, record, load });
  const popup = useConfirmPopup(() => form.setEditable(true));
  if (failed || !record) return <RecordPending failed={failed} />;
  return (
    <Card withBorder padding="lg" data-testid="user-login-page">
      <Title order={1} size="h3" mb="md">
        {t('title')}
      </Title>
      <UserLoginTabs
        data={<UserLoginData record={record} clientId={clientId} countryId={countryId} />}
        password={<PasswordMaintenancePanel form={form} onUnlock={popup.open} />}
        onPasswordTab={() => !form.editable && popup.open()}
      />
      <ConfirmPasswordModal
        opened={popup.opened}
        clientId={clientId}
        userId={userId}
        onConfirmed={popup.confirmed}
        onCancel={popup.close}
      />
    </Card>
  );
}
