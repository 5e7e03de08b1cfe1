import {
  Button,
  Checkbox,
  Group,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, RequestRow, SaveDraftBody } from '@faena/contracts';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { saveDraft as saveDraftCall } from '../api/requests.api';
import { draftWith, hasChanges, type DraftChanges } from './draft-changes';

interface Props {
  drafts: RequestRow[];
  /** the grid reads its writes at the last command's position */
  onSaved: (position: number) => Promise<unknown>;
  save?: (body: SaveDraftBody) => Promise<CommandResult>;
}

const NO_CHANGES: DraftChanges = { startDate: '', endDate: '', field: 'reason', value: '' };

/**
 * Mass edit (EM): tick drafts, set the dates or a field, and each ticked draft is saved again
 * through its own command (one failing leaves the others saved), with a progress bar.
 */
export function DraftsBulkEdit({ drafts, onSaved, save = saveDraftCall }: Props) {
  const { t } = useTranslation('requests');
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [changes, setChanges] = useState<DraftChanges>(NO_CHANGES);
  const [done, setDone] = useState<number | null>(null);
  const chosen = drafts.filter((d) => selected.has(d.requestId));
  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => new Set(on ? [...prev, id] : [...prev].filter((p) => p !== id)));
  const set = (patch: Partial<DraftChanges>) => setChanges((c) => ({ ...c, ...patch }));

  const apply = async () => {
    let position = -1;
    let saved = 0;
    setDone(0);
    for (const draft of chosen) {
      try {
        position = Math.max(position, (await save(draftWith(draft, changes))).position);
        saved += 1;
      } catch (err) {
        notifyError(err, 'save');
      }
      setDone((n) => (n ?? 0) + 1);
    }
    if (position >= 0) await onSaved(position);
    setDone(null);
    setSelected(new Set());
    if (saved > 0) notifySuccess(t('bulkEdit.done', { count: saved }));
  };

  if (drafts.length === 0) return <Text c="dimmed">{t('bulkEdit.noDrafts')}</Text>;
  return (
    <Stack data-testid="drafts-bulk-edit">
      <Text size="sm" c="dimmed">
        {t('bulkEdit.hint')}
      </Text>
      <Paper withBorder p="xs">
        <Stack gap={6}>
          {drafts.map((d) => (
            <Checkbox
              key={d.requestId}
              label={`${d.code} · ${d.personName} · ${d.startDate || '—'} → ${d.endDate || '—'}`}
              checked={selected.has(d.requestId)}
              onChange={(e) => toggle(d.requestId, e.currentTarget.checked)}
              data-testid={`em-select-${d.requestId}`}
            />
          ))}
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          label={t('form.startDate')}
          value={changes.startDate}
          onChange={(e) => set({ startDate: e.currentTarget.value })}
          data-testid="em-start"
        />
        <TextInput
          type="date"
          label={t('form.endDate')}
          value={changes.endDate}
          onChange={(e) => set({ endDate: e.currentTarget.value })}
          data-testid="em-end"
        />
        <Select
          label={t('bulkEdit.field')}
          data={(['reason', 'observation'] as const).map((f) => ({
            value: f,
            label: t(`form.${f}`),
          }))}
          value={changes.field}
          onChange={(v) => set({ field: v === 'observation' ? 'observation' : 'reason' })}
          allowDeselect={false}
          data-testid="em-field"
        />
        <TextInput
          label={t('bulkEdit.value')}
          value={changes.value}
          onChange={(e) => set({ value: e.currentTarget.value })}
          data-testid="em-value"
        />
      </SimpleGrid>
      {done !== null && (
        <Progress value={(done / Math.max(chosen.length, 1)) * 100} data-testid="em-progress" />
      )}
      <Group justify="flex-end">
        <Button
          disabled={chosen.length === 0 || !hasChanges(changes) || done !== null}
          onClick={() => void apply()}
          data-testid="em-apply"
        >
          {t('bulkEdit.apply', { count: chosen.length })}
        </Button>
      </Group>
    </Stack>
  );
}
