import { Group, NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REQUIREMENT_ENTITIES, REQUIREMENT_KINDS, type RequirementTypeRow } from '@faena/contracts';

export type RequirementTypeDraft = Omit<RequirementTypeRow, 'version'>;

export interface DraftFieldsProps {
  draft: RequirementTypeDraft;
  set: (patch: Partial<RequirementTypeDraft>) => void;
  /** editing an existing type: its code is fixed */
  editing: boolean;
}

/** Code (upper-cased as typed), description, entity, kind, notice days and whether active. */
export function RequirementTypeFields({ draft, set, editing }: DraftFieldsProps) {
  const { t } = useTranslation('requirements');
  return (
    <>
      <TextInput
        label={t('types.code')}
        value={draft.code}
        disabled={editing}
        required
        onChange={(e) => set({ code: e.currentTarget.value.toUpperCase() })}
        data-testid="type-code"
      />
      <TextInput
        label={t('types.description')}
        value={draft.description}
        required
        onChange={(e) => set({ description: e.currentTarget.value })}
        data-testid="type-description"
      />
      <TypeSettings draft={draft} set={set} />
      <Switch
        label={t('types.active')}
        checked={draft.active}
        onChange={(e) => set({ active: e.currentTarget.checked })}
      />
    </>
  );
}

function TypeSettings({ draft, set }: Omit<DraftFieldsProps, 'editing'>) {
  const { t } = useTranslation('requirements');
  const options = (values: readonly string[], ns: string) =>
    values.map((v) => ({ value: v, label: t(`${ns}.${v}`) }));
  return (
    <Group grow>
      <Select
        label={t('types.entity')}
        data={options(REQUIREMENT_ENTITIES, 'entities')}
        value={draft.entity}
        allowDeselect={false}
        onChange={(v) => v && set({ entity: v as RequirementTypeDraft['entity'] })}
      />
      <Select
        label={t('types.kind')}
        data={options(REQUIREMENT_KINDS, 'kinds')}
        value={draft.kind}
        allowDeselect={false}
        onChange={(v) => v && set({ kind: v as RequirementTypeDraft['kind'] })}
      />
      <NumberInput
        label={t('types.notifyDaysBefore')}
        min={0}
        max={365}
        value={draft.notifyDaysBefore}
        onChange={(v) => set({ notifyDaysBefore: typeof v === 'number' ? v : 0 })}
      />
    </Group>
  );
}
