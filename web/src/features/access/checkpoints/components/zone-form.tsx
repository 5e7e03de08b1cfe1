import {
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZoneFieldsSchema,
  type CheckpointRow,
  type CommandResult,
  type ZoneFields,
} from '@faena/contracts';
import { fieldError } from '../../../../components/ui/field-error';
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
import { useOptions, withStored } from './use-options';

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

/** Registers a zone of the client or edits one: validated with the contracts' schema. */
export function ZoneForm({ zone, onSaved, onClose }: Props) {
  const { t } = useTranslation('checkpoints');
  const clientId = useSession((s) => s.user?.profile.clientId ?? '');
  const divisions = useOptions(useCallback(() => divisionOptions(clientId), [clientId]));
  const types = useOptions(requirementTypeOptions);
  const people = useOptions(personOptions);
  const { control, register, handleSubmit, formState } = useForm<ZoneFields>({
    resolver: zodResolver(ZoneFieldsSchema),
    defaultValues: zone ? fieldsOf(zone) : EMPTY,
  });
  const err = (name: keyof ZoneFields) =>
    fieldError(t, formState.errors[name] as FieldError | undefined);
  const onValid = handleSubmit(async (fields) => {
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
  return (
    <Modal opened onClose={onClose} title={t(zone ? 'zone.edit' : 'zone.new')} size="lg">
      <form onSubmit={(e) => void onValid(e)} noValidate data-testid="zone-form">
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('zone.name')}
              required
              error={err('name')}
              {...register('name')}
              data-testid="zone-name"
            />
            <Controller
              control={control}
              name="divisionId"
              render={({ field }) => (
                <Select
                  label={t('zone.division')}
                  required
                  searchable
                  data={withStored(divisions, field.value ? [field.value] : [])}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  error={err('divisionId')}
                  data-testid="zone-division"
                />
              )}
            />
            <Controller
              control={control}
              name="capacity"
              render={({ field }) => (
                <NumberInput
                  label={t('zone.capacity')}
                  required
                  min={1}
                  allowDecimal={false}
                  value={field.value}
                  onChange={(v) => field.onChange(typeof v === 'number' ? v : Number.NaN)}
                  error={err('capacity')}
                  data-testid="zone-capacity"
                />
              )}
            />
          </SimpleGrid>
          <Group>
            {(['personMarking', 'vehicleMarking', 'active'] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <Switch
                    label={t(`zone.${name}`)}
                    checked={field.value}
                    onChange={(e) => field.onChange(e.currentTarget.checked)}
                    data-testid={`zone-${name}`}
                  />
                )}
              />
            ))}
          </Group>
          <Controller
            control={control}
            name="requirementCodes"
            render={({ field }) => (
              <MultiSelect
                label={t('zone.requirements')}
                data={withStored(types, field.value)}
                value={field.value}
                onChange={field.onChange}
                searchable
                clearable
                data-testid="zone-requirements"
              />
            )}
          />
          <Controller
            control={control}
            name="assignedPersonIds"
            render={({ field }) => (
              <MultiSelect
                label={t('zone.people')}
                data={withStored(people, field.value)}
                value={field.value}
                onChange={field.onChange}
                searchable
                clearable
                limit={50}
                data-testid="zone-people"
              />
            )}
          />
          <Group justify="end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={formState.isSubmitting} data-testid="zone-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
