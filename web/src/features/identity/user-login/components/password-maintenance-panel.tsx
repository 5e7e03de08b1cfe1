import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { usePasswordMaintenance } from './use-password-maintenance';

type Maintenance = ReturnType<typeof usePasswordMaintenance>;

/** The new password and its confirmation, disabled until the current password is confirmed. */
function MaintenanceFields({ form }: { form: Maintenance }) {
  const { t } = useTranslation('userLogin');
  return (
    <>
      <PasswordInput
        label={t('newPassword')}
        value={form.password}
        disabled={!form.editable}
        maxLength={50}
        onChange={(e) => form.setPassword(e.currentTarget.value)}
        error={form.issueText}
        data-testid="maint-password"
      />
      <PasswordInput
        label={t('confirmPassword')}
        value={form.confirm}
        disabled={!form.editable}
        onChange={(e) => form.setConfirm(e.currentTarget.value)}
        error={form.confirmText}
        data-testid="maint-confirm"
      />
    </>
  );
}

/** The password tab: the button that opens the popup (while locked), the fields, save and cancel. */
export function PasswordMaintenancePanel(props: { form: Maintenance; onUnlock: () => void }) {
  const { t } = useTranslation('userLogin');
  const { form, onUnlock } = props;
  return (
    <Stack maw={420}>
      {!form.editable && (
        <Button variant="light" onClick={onUnlock} data-testid="unlock-password-form">
          {t('confirmTitle')}
        </Button>
      )}
      <MaintenanceFields form={form} />
      <Group>
        <Button
          onClick={() => void form.save()}
          disabled={!form.editable}
          loading={form.busy}
          data-testid="maint-save"
        >
          {t('save')}
        </Button>
        <Button variant="default" onClick={form.cancel} disabled={!form.editable}>
          {t('cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
