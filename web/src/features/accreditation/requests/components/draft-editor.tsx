import { Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, RequestRow } from '@faena/contracts';
import { RequestForm } from './request-form';

interface Props {
  drafts: RequestRow[];
  onSubmitted: (result: CommandResult, kind: 'sent' | 'draft') => Promise<void> | void;
}

/** Edit mode (E): the form of one chosen draft, in the page (the first draft until one is chosen). */
export function DraftEditor({ drafts, onSubmitted }: Props) {
  const { t } = useTranslation('requests');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const draft = drafts.find((d) => d.requestId === chosenId) ?? drafts[0];
  if (!draft) return <Text c="dimmed">{t('bulkEdit.noDrafts')}</Text>;
  return (
    <Stack data-testid="draft-editor">
      <Select
        label={t('editMode.draft')}
        data={drafts.map((d) => ({ value: d.requestId, label: `${d.code} · ${d.personName}` }))}
        value={draft.requestId}
        onChange={(v) => setChosenId(v)}
        allowDeselect={false}
        data-testid="edit-mode-draft"
      />
      <RequestForm key={draft.requestId} draft={draft} onSubmitted={onSubmitted} />
    </Stack>
  );
}
