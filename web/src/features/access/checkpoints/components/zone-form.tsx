import { Modal, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZoneFieldsSchema,
  type CheckpointRow,
  type CommandResult,
  type ZoneFields,
} from '@faena/contracts';
import { FormButtons } from '../../../../components/forms/form-buttons';
import { newCommandId } from '../../../../lib/command-id';
import { notifyError } from '../../../../lib/notify';
import { useSession } from '../../../../stores/session.store';
import {
  divisionOptions,
  personOptions,
  registerZone,
  requirementTypeOptions,
  updateZone,
} from '../api/checkpoints.api';
import { useOptions } from './use-options';
import { ZoneFlags, ZoneLists, ZoneMainFields, type ZoneOptions } from './zone-fields';

const EMPTY: ZoneFields = {
  name: '',
  divisionId: '',
  capacity: 1,
  personMarking: true,
  vehicleMarking: true,
  requirementCodes: [],
  assignedPersonIds: [],
  active: true,
};
const fieldsOf = (z: CheckpointRow): ZoneFields => ({
  name: z.name,
  divisionId: z.divisionId,
  capacity: z.capacity,
  personMarking: z.personMarking,
  vehicleMarking: z.vehicleMarking,
  requirementCodes: z.requirementCodes,
  assignedPersonIds: z.assignedPersonIds,
  active: z.active,
});

interface Props {
  zone: CheckpointRow | null;
  onSaved: (result: CommandResult) => unknown;
  onClose: () => void;
}

/** The zone's form: its values or a new zone's, saved by register or update. */
function useZoneForm({ zone, onSaved }: Omit<Props, 'onClose'>) {
  const form = useForm<ZoneFields>({
    resolver: zodResolver(ZoneFieldsSchema),
    defaultValues: zone ? fieldsOf(zone) : EMPTY,
  });
  const onValid = form.handleSubmit(async (fields) => {
    try {
      const commandId = newCommandId();
      await onSaved(
        zone
          ? await updateZone({ commandId, zoneId: zone.zoneId, ...fields })
          : await registerZone({ commandId, ...fields }),
      );
    } catch (e) {
      notifyError(e);
    }
  });
  return { form, onValid };
}

/** The pickers' options: the client's divisions, the requirement types and the people. */
function useZoneOptions(): ZoneOptions {
  const clientId = useSession((s) => s.user?.profile.clientId ?? '');
  const divisions = useOptions(useCallback(() => divisionOptions(clientId), [clientId]));
  const types = useOptions(requirementTypeOptions);
  const people = useOptions(personOptions);
  return { divisions, types, people };
}

/** Registers a zone of the client or edits one: validated with the contracts' schema. */
export function ZoneForm({ zone, onSaved, onClose }: Props) {
  const { t } = useTranslation('checkpoints');
  const options = useZoneOptions();
  const { form, onValid } = useZoneForm({ zone, onSaved });
  return (
    <Modal opened onClose={onClose} title={t(zone ? 'zone.edit' : 'zone.new')} size="lg">
      <form onSubmit={(e) => void onValid(e)} noValidate data-testid="zone-form">
        <Stack gap="xs">
          <ZoneMainFields form={form} divisions={options.divisions} />
          <ZoneFlags control={form.control} />
          <ZoneLists control={form.control} options={options} />
          <FormButtons
            cancel={t('cancel')}
            save={t('save')}
            onCancel={onClose}
            saving={form.formState.isSubmitting}
            saveTestId="zone-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}
