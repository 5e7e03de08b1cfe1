import { Button, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DOOR_TYPES,
  DoorFieldsSchema,
  type CheckpointDoor,
  type CommandResult,
  type DoorFields,
} from '@faena/contracts';
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

/** Adds a door to a zone or edits one: name, entry type (E entry, S exit, A both), active. */
export function DoorForm({ zoneId, door, onSaved, onClose }: Props) {
  const { t } = useTranslation('checkpoints');
  const { control, register, handleSubmit, formState } = useForm<DoorFields>({
    resolver: zodResolver(DoorFieldsSchema),
    defaultValues: door
      ? { name: door.name, type: door.type, active: door.active }
      : { name: '', type: 'A', active: true },
  });
  const err = (name: keyof DoorFields) => fieldError(t, formState.errors[name]);
  const onValid = handleSubmit(async (fields) => {
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
  return (
    <Modal opened onClose={onClose} title={t(door ? 'door.edit' : 'door.new')}>
      <form onSubmit={(e) => void onValid(e)} noValidate data-testid="door-form">
        <Stack gap="xs">
          <TextInput
            label={t('door.name')}
            required
            error={err('name')}
            {...register('name')}
            data-testid="door-name"
          />
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
                error={err('type')}
                data-testid="door-type"
              />
            )}
          />
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
          <Group justify="end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={formState.isSubmitting} data-testid="door-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
