import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult } from '@faena/contracts';
import { notifySuccess } from '../../../../lib/notify';

/**
 * The rule being edited in a rules grid's form (a row, or 'new'); saved, the grid reloads up to
 * the change, the form closes and "saved" shows.
 */
export function useRuleEditing<T>(refetch: (afterPosition?: number) => Promise<void>) {
  const { t } = useTranslation('accessRules');
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const saved = async ({ position }: CommandResult) => {
    await refetch(position);
    setEditing(null);
    notifySuccess(t('common.saved'));
  };
  return { editing, setEditing, saved };
}

/** The grid's New button. */
export function NewRuleButton({ onClick, testId }: { onClick: () => void; testId: string }) {
  const { t } = useTranslation('accessRules');
  return (
    <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onClick} data-testid={testId}>
      {t('common.new')}
    </Button>
  );
}

/** A row's Edit button. */
export function EditRuleButton({ onClick, testId }: { onClick: () => void; testId: string }) {
  const { t } = useTranslation('accessRules');
  return (
    <Button size="xs" variant="subtle" onClick={onClick} data-testid={testId}>
      {t('common.edit')}
    </Button>
  );
}
