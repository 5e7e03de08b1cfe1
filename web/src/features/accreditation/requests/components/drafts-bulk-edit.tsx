import { Button, Checkbox, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult, RequestRow, SaveDraftBody } from '@faena/contracts';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { saveDraft as saveDraftCall } from '../api/requests.api';
import { ChangeFields } from './draft-change-fields';
import { draftWith, hasChanges, type DraftChanges } from './draft-changes';

interface Props {
  drafts: RequestRow[];
  /** the grid reads its writes at the last command's position */
  onSaved: (position: number) => Promise<unknown>;
  save?: (body: SaveDraftBody) => Promise<CommandResult>;
}

const NO_CHANGES: DraftChanges = { startDate: '', endDate: '', field: 'reason', value: '' };

interface ApplyArgs extends Pick<Props, 'onSaved'> {
  chosen: RequestRow[];
  changes: DraftChanges;
  save: NonNullable<Props['save']>;
}

/** Saves each chosen draft with the changes, one command each (a failure leaves the others), counting. */
function useApplyChanges({ chosen, changes, save, onSaved }: ApplyArgs, onDone: () => void) {
  const { t } = useTranslation('requests');
  const [done, setDone] = useState<number | null>(null);
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
    onDone();
    if (saved > 0) notifySuccess(t('bulkEdit.done', { count: saved }));
  };
  return { done, apply };
}

/**
 * Mass edit (EM): tick drafts, set the dates or a field, and each ticked draft is saved again
 * through its own command (one failing leaves the others saved), with a progress bar.
 */
export function DraftsBulkEdit({ drafts, onSaved, save = saveDraftCall }: Props) {
  const { t } = useTranslation('requests');
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [changes, setChanges] = useState<DraftChanges>(NO_CHANGES);
  const chosen = drafts.filter((d) => selected.has(d.requestId));
  const { done, apply } = useApplyChanges({ chosen, changes, save, onSaved }, () =>
    setSelected(new Set()),
  );
  if (drafts.length === 0) return <Text c="dimmed">{t('bulkEdit.noDrafts')}</Text>;
  return (
    <Stack data-testid="drafts-bulk-edit">
      <Text size="sm" c="dimmed">
        {t('bulkEdit.hint')}
      </Text>
      <DraftTicks drafts={drafts} selected={selected} onSelected={setSelected} />
      <ChangeFields changes={changes} onChanges={setChanges} />
      <ApplyBar
        done={done}
        count={chosen.length}
        ready={chosen.length > 0 && hasChanges(changes)}
        onApply={() => void apply()}
      />
    </Stack>
  );
}

interface ApplyProps {
  done: number | null;
  count: number;
  ready: boolean;
  onApply: () => void;
}

/** While saving, how many of the chosen drafts are done; the button that applies the changes. */
function ApplyBar({ done, count, ready, onApply }: ApplyProps) {
  const { t } = useTranslation('requests');
  return (
    <>
      {done !== null && (
        <Progress value={(done / Math.max(count, 1)) * 100} data-testid="em-progress" />
      )}
      <Group justify="flex-end">
        <Button disabled={!ready || done !== null} onClick={onApply} data-testid="em-apply">
          {t('bulkEdit.apply', { count })}
        </Button>
      </Group>
    </>
  );
}

interface TicksProps {
  drafts: RequestRow[];
  selected: ReadonlySet<string>;
  onSelected: Dispatch<SetStateAction<ReadonlySet<string>>>;
}

/** A tick per draft: its code, person and dates. */
function DraftTicks({ drafts, selected, onSelected }: TicksProps) {
  const toggle = (id: string, on: boolean) =>
    onSelected((prev) => new Set(on ? [...prev, id] : [...prev].filter((p) => p !== id)));
  return (
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
  );
}
