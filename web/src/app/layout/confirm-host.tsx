import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../lib/confirm';

/** The confirm dialog of lib/confirm: title "Confirmar", buttons "SI" / "NO" unless the caller names them. */
export function ConfirmHost() {
  const { t } = useTranslation('session');
  const open = useConfirm((s) => s.open);
  const answer = useConfirm((s) => s.answer);
  return (
    <Modal
      opened={open !== null}
      onClose={() => answer(false)}
      title={open?.title ?? t('dialog.confirmTitle')}
      centered
      size="sm"
      data-testid="confirm-dialog"
    >
      <Text size="sm" mb="lg" data-testid="confirm-message">
        {open?.message}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => answer(false)} data-testid="confirm-no">
          {open?.cancelLabel ?? t('dialog.no')}
        </Button>
        <Button onClick={() => answer(true)} data-testid="confirm-yes">
          {open?.confirmLabel ?? t('dialog.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
