import { Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Control, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DOOR_TYPES,
  DoorFieldsSchema,
  type CheckpointDoor,
  type CommandResult,
  type DoorFields,
} from '@faena/contracts';
import { FormButtons } from '../../../../components/forms/form-buttons';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { notifyError } from '../../../../lib/notify';
import { addDoor, updateDoor } from '../api/checkpoints.api';

interface Props {
  zoneId: string;
  door: CheckpointDoor | null;
  onSaved: (result: CommandResult) => unknown;
  onClose: () => void;
}

/** The door's form: its values, or a new two-way active door; saved by add or update. */
function useDoorForm({ zoneId, door, onSaved }: Omit<Props, 'onClose'>) {
  const form = useForm<DoorFields>({
    resolver: zodResolver(DoorFieldsSchema),
    defaultValues: door
      ? { name: door.name, type: door.type, active: door.active }
      : { name: '', type: 'A', active: true },
  });
  const onValid = form.handleSubmit(async (fields) => {
    try {
      const commandId = newCommandId();
      await onSaved(
        door
          ? await updateDoor({ commandId, zoneId, doorId: door.doorId, ...fields })
          : await addDoor({ commandId, zoneId, ...fields }),
      );
    } catch (e) {
      notifyError(e);
    }
  });
  return { form, onValid };
}

/** Adds a door to a zone or edits one: name, entry type (E entry, S exit, A both), active. */
export function DoorForm(props: Props) {
  const { t } = useTranslation('checkpoints');
  const { form, onValid } = useDoorForm(props);
  const { control, register, formState } = form;
  return (
    <Modal opened onClose={props.onClose} title={t(props.door ? 'door.edit' : 'door.new')}>
      <form onSubmit={(e) => void onValid(e)} noValidate data-testid="door-form">
        <Stack gap="xs">
          <TextInput
            label={t('door.name')}
            required
            error={fieldError(t, formState.errors.name)}
            {...register('name')}
            data-testid="door-name"
          />
          <DoorTypeSelect control={control} error={formState.errors.type} />
          <ActiveSwitch control={control} />
          <FormButtons
            cancel={t('cancel')}
            save={t('save')}
            onCancel={props.onClose}
            saving={formState.isSubmitting}
            saveTestId="door-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** The door's entry type: E entry, S exit, A both. */
function DoorTypeSelect({ control, error }: { control: Control<DoorFields>; error?: FieldError }) {
  const { t } = useTranslation('checkpoints');
  return (
    <Controller
      control={control}
      name="type"
      render={({ field }) => (
        <Select
          label={t('door.type')}
          required
          allowDeselect={false}
          data={DOOR_TYPES.map((v) => ({ value: v, label: t(`entryType.${v}`) }))}
          value={field.value}
          onChange={(v) => field.onChange(v)}
          error={fieldError(t, error)}
          data-testid="door-type"
        />
      )}
    />
  );
}

/** Whether the door is in use. */
function ActiveSwitch({ control }: { control: Control<DoorFields> }) {
  const { t } = useTranslation('checkpoints');
  return (
    <Controller
      control={control}
      name="active"
      render={({ field }) => (
        <Switch
          label={t('door.active')}
          checked={field.value}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
          data-testid="door-active"
        />
      )}
    />
  );
}
