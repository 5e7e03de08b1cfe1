import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftChanges } from './draft-changes';

interface ChangeProps {
  changes: DraftChanges;
  onChanges: Dispatch<SetStateAction<DraftChanges>>;
}

const DATES = [
  { name: 'startDate', label: 'form.startDate' },
  { name: 'endDate', label: 'form.endDate' },
] as const;

/** The new dates, and the field (reason or observation) with its new value. */
export function ChangeFields({ changes, onChanges }: ChangeProps) {
  const { t } = useTranslation('requests');
  const set = (patch: Partial<DraftChanges>) => onChanges((c) => ({ ...c, ...patch }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {DATES.map(({ name, label }) => (
        <TextInput
          key={name}
          type="date"
          label={t(label)}
          value={changes[name]}
          onChange={(e) => set({ [name]: e.currentTarget.value })}
          data-testid={`em-${name === 'startDate' ? 'start' : 'end'}`}
        />
      ))}
      <FieldChange changes={changes} set={set} />
    </SimpleGrid>
  );
}

interface FieldChangeProps {
  changes: DraftChanges;
  set: (patch: Partial<DraftChanges>) => void;
}

/** The field to change (reason or observation) and its new value. */
function FieldChange({ changes, set }: FieldChangeProps) {
  const { t } = useTranslation('requests');
  return (
    <>
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
    </>
  );
}
