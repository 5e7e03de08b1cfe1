import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CommandResult,
  type RequirementApplicability,
  type RequirementTypeRow,
} from '@faena/contracts';
import { newCommandId } from '../../../lib/command-id';
import { notifyError } from '../../../lib/notify';
import { saveRequirementType } from '../api/requirements.api';
import { ApplicabilityPickers } from './applicability-pickers';
import { RequirementTypeFields, type RequirementTypeDraft } from './requirement-type-form.fields';

type Draft = RequirementTypeDraft;
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
  const { draft, set, setList, busy, save } = useRequirementTypeDraft(type, onSaved);
  return (
    <Modal opened onClose={onClose} title={t('types.form')} size="lg">
      <Stack gap="xs" data-testid="requirement-type-form">
        <RequirementTypeFields draft={draft} set={set} editing={type !== null} />
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

/** The type being edited (a copy of the row, or an empty one), and its save. */
function useRequirementTypeDraft(type: RequirementTypeRow | null, onSaved: Props['onSaved']) {
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
  return { draft, set, setList, busy, save };
}
