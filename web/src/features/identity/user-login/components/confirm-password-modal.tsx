import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONFIRM_MAX, useConfirmPassword } from './use-confirm-password';

export const POPUP_WIDTH = 350;
export const POPUP_HEIGHT = 200;

interface Props {
  opened: boolean;
  clientId: string;
  userId: string;
  onConfirmed: () => void;
  onCancel: () => void;
}

type ConfirmState = ReturnType<typeof useConfirmPassword>;

/** The error, the current password, cancel and confirm. */
function ConfirmFields({ state, onCancel }: { state: ConfirmState; onCancel: () => void }) {
  const { t } = useTranslation('userLogin');
  return (
    <Stack gap="xs">
      {state.error && (
        <Alert color="red" p={6} data-testid="confirm-password-error">
          {state.error}
        </Alert>
      )}
      <PasswordInput
        aria-label={t('currentPassword')}
        placeholder={t('currentPassword')}
        value={state.value}
        maxLength={CONFIRM_MAX}
        onChange={(e) => state.setValue(e.currentTarget.value)}
        data-autofocus
        data-testid="confirm-password-input"
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" size="xs" loading={state.busy} data-testid="confirm-password-submit">
          {t('confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The 350x200 popup asking the current password (confirmarClave) before the password form opens. */
export function ConfirmPasswordModal({ opened, onCancel, ...target }: Props) {
  const { t } = useTranslation('userLogin');
  const state = useConfirmPassword(target);
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
          void state.submit();
        }}
        noValidate
      >
        <ConfirmFields state={state} onCancel={onCancel} />
      </form>
    </Modal>
  );
}
