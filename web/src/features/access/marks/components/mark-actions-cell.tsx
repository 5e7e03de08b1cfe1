import { Button, Group } from '@mantine/core';
import { IconEdit, IconLock, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MarkRow } from '@faena/contracts';

export interface MarkActions {
  onEdit: (row: MarkRow) => void;
  onVoid: (row: MarkRow) => void;
  /** an automatic (device) or gate mark: read-only */
  onReadOnly: (row: MarkRow) => void;
}

/** A manual mark's Edit and Void buttons. */
function ManualMarkButtons({ mark, actions }: { mark: MarkRow; actions: MarkActions }) {
  const { t } = useTranslation('marks');
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-xs"
        variant="light"
        leftSection={<IconEdit size={12} />}
        onClick={() => actions.onEdit(mark)}
        data-testid={`mark-edit-${mark.markId}`}
      >
        {t('actions.edit')}
      </Button>
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        leftSection={<IconTrash size={12} />}
        onClick={() => actions.onVoid(mark)}
        data-testid={`mark-void-${mark.markId}`}
      >
        {t('actions.void')}
      </Button>
    </Group>
  );
}

/** A mark's actions: edit and void on a manual mark, the read-only lock on any other. */
export function MarkActionsCell({ mark, actions }: { mark: MarkRow; actions: MarkActions }) {
  const { t } = useTranslation('marks');
  if (mark.origin === 'MANUAL') return <ManualMarkButtons mark={mark} actions={actions} />;
  // device and gate marks are the record of what a door saw: the supervisor is told why
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      color="gray"
      leftSection={<IconLock size={12} />}
      onClick={() => actions.onReadOnly(mark)}
      data-testid={`mark-locked-${mark.markId}`}
    >
      {t('actions.readOnly')}
    </Button>
  );
}
