import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../lib/notify';
import { confirmCurrentPassword } from '../api/user-login.api';

export const POPUP_WIDTH = 350;
export const POPUP_HEIGHT = 200;
const MAX = 50;

/** The 350x200 popup asking the current password (confirmarClave) before the password form opens. */
export function ConfirmPasswordModal({
  opened,
  clientId,
  userId,
  onConfirmed,
  onCancel,
}: {
  opened: boolean;
  clientId: string;
  userId: string;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('userLogin');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!value) {
      setError(t('PASSWORDREQUIRED', { ns: 'common' }));
      return;
    }
    if (value.length > MAX) {
      setError(t('PASSWORDMAXLENGTH', { ns: 'common', n: MAX }));
      return;
    }
    setBusy(true);
    try {
      if (await confirmCurrentPassword(clientId, userId, value)) {
        setValue('');
        setError(null);
        onConfirmed();
      } else setError(t('INCORRECTPASSWORD'));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('confirmTitle')}
      size={POPUP_WIDTH}
      styles={{ content: { minHeight: POPUP_HEIGHT } }}
      data-testid="confirm-password-popup"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="xs">
          {error && (
            <Alert color="red" p={6} data-testid="confirm-password-error">
              {error}
            </Alert>
          )}
          <PasswordInput
            aria-label={t('currentPassword')}
            placeholder={t('currentPassword')}
            value={value}
            maxLength={MAX}
            onChange={(e) => setValue(e.currentTarget.value)}
            data-autofocus
            data-testid="confirm-password-input"
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={onCancel}>
              {t('cancel')}
            </Button>
            <Button type="submit" size="xs" loading={busy} data-testid="confirm-password-submit">
              {t('confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
