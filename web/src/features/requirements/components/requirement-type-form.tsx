import { Button, Group, Modal, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REQUIREMENT_ENTITIES,
  REQUIREMENT_KINDS,
  type CommandResult,
  type RequirementApplicability,
  type RequirementTypeRow,
} from '@faena/contracts';
import { newCommandId } from '../../../lib/command-id';
import { notifyError } from '../../../lib/notify';
import { saveRequirementType } from '../api/requirements.api';
import { ApplicabilityPickers } from './applicability-pickers';

type Draft = Omit<RequirementTypeRow, 'version'>;
const EMPTY: Draft = {
  code: '',
  description: '',
  entity: 'P',
  kind: 'S',
  notifyDaysBefore: 15,
  active: true,
  applicability: { clientIds: [], contractIds: [], positionTypeIds: [], zoneIds: [] },
};
/** The type's own fields (a grid row also carries RowIndex and version). */
const draftOf = (row: RequirementTypeRow): Draft => ({
  code: row.code,
  description: row.description,
  entity: row.entity,
  kind: row.kind,
  notifyDaysBefore: row.notifyDaysBefore,
  active: row.active,
  applicability: row.applicability,
});

interface Props {
  type: RequirementTypeRow | null;
  onSaved: (result: CommandResult) => unknown;
  onClose: () => void;
}

/** Defines a requirement type or updates it (the code is the key): settings and where it applies. */
export function RequirementTypeForm({ type, onSaved, onClose }: Props) {
  const { t } = useTranslation('requirements');
  const [draft, setDraft] = useState<Draft>(type ? draftOf(type) : EMPTY);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setList = (key: keyof RequirementApplicability, ids: string[]) =>
    set({ applicability: { ...draft.applicability, [key]: ids } });
  const save = async () => {
    setBusy(true);
    try {
      await onSaved(await saveRequirementType({ commandId: newCommandId(), ...draft }));
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  const options = (values: readonly string[], ns: string) =>
    values.map((v) => ({ value: v, label: t(`${ns}.${v}`) }));
  return (
    <Modal opened onClose={onClose} title={t('types.form')} size="lg">
      <Stack gap="xs" data-testid="requirement-type-form">
        <TextInput
          label={t('types.code')}
          value={draft.code}
          disabled={type !== null}
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
        <Group grow>
          <Select
            label={t('types.entity')}
            data={options(REQUIREMENT_ENTITIES, 'entities')}
            value={draft.entity}
            allowDeselect={false}
            onChange={(v) => v && set({ entity: v as Draft['entity'] })}
          />
          <Select
            label={t('types.kind')}
            data={options(REQUIREMENT_KINDS, 'kinds')}
            value={draft.kind}
            allowDeselect={false}
            onChange={(v) => v && set({ kind: v as Draft['kind'] })}
          />
          <NumberInput
            label={t('types.notifyDaysBefore')}
            min={0}
            max={365}
            value={draft.notifyDaysBefore}
            onChange={(v) => set({ notifyDaysBefore: typeof v === 'number' ? v : 0 })}
          />
        </Group>
        <Switch
          label={t('types.active')}
          checked={draft.active}
          onChange={(e) => set({ active: e.currentTarget.checked })}
        />
        <ApplicabilityPickers value={draft.applicability} onChange={setList} />
        <Group justify="end">
          <Button variant="default" onClick={onClose}>
            {t('types.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void save()} data-testid="type-save">
            {t('types.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
