import {
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Switch,
  TextInput,
} from '@mantine/core';
import { Controller, type Control, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ZoneFields } from '@faena/contracts';
import { fieldError } from '../../../../components/ui/field-error';
import type { Option } from '../api/checkpoints.api';
import { withStored } from './use-options';

export interface ZoneOptions {
  divisions: Option[];
  types: Option[];
  people: Option[];
}

/** The zone's name, division and capacity. */
export function ZoneMainFields(props: { form: UseFormReturn<ZoneFields>; divisions: Option[] }) {
  const { t } = useTranslation('checkpoints');
  const { control, register, formState } = props.form;
  const err = (name: keyof ZoneFields) =>
    fieldError(t, formState.errors[name] as FieldError | undefined);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label={t('zone.name')}
        required
        error={err('name')}
        {...register('name')}
        data-testid="zone-name"
      />
      <DivisionSelect control={control} divisions={props.divisions} error={err('divisionId')} />
      <CapacityInput control={control} error={err('capacity')} />
    </SimpleGrid>
  );
}

/** The zone's division, among the client's (a stored one no list names still shows). */
function DivisionSelect(props: {
  control: Control<ZoneFields>;
  divisions: Option[];
  error?: string;
}) {
  const { t } = useTranslation('checkpoints');
  return (
    <Controller
      control={props.control}
      name="divisionId"
      render={({ field }) => (
        <Select
          label={t('zone.division')}
          required
          searchable
          data={withStored(props.divisions, field.value ? [field.value] : [])}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          error={props.error}
          data-testid="zone-division"
        />
      )}
    />
  );
}

/** How many people the zone holds (a whole number from 1). */
function CapacityInput({ control, error }: { control: Control<ZoneFields>; error?: string }) {
  const { t } = useTranslation('checkpoints');
  return (
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
          error={error}
          data-testid="zone-capacity"
        />
      )}
    />
  );
}

/** Whether people and vehicles mark at the zone, and whether it is active. */
export function ZoneFlags({ control }: { control: Control<ZoneFields> }) {
  const { t } = useTranslation('checkpoints');
  return (
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
  );
}

/** The requirements asked at the zone and the people assigned to it. */
export function ZoneLists(props: { control: Control<ZoneFields>; options: ZoneOptions }) {
  const { t } = useTranslation('checkpoints');
  const { control, options } = props;
  return (
    <>
      <ListPicker
        control={control}
        name="requirementCodes"
        label={t('zone.requirements')}
        options={options.types}
      />
      <ListPicker
        control={control}
        name="assignedPersonIds"
        label={t('zone.people')}
        options={options.people}
        limit={50}
      />
    </>
  );
}

/** A searchable multiple choice of a list field (its test id `zone-requirements` or `zone-people`). */
function ListPicker(props: {
  control: Control<ZoneFields>;
  name: 'requirementCodes' | 'assignedPersonIds';
  label: string;
  options: Option[];
  limit?: number;
}) {
  const testId = props.name === 'requirementCodes' ? 'zone-requirements' : 'zone-people';
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <MultiSelect
          label={props.label}
          data={withStored(props.options, field.value)}
          value={field.value}
          onChange={field.onChange}
          searchable
          clearable
          limit={props.limit}
          data-testid={testId}
        />
      )}
    />
  );
}
