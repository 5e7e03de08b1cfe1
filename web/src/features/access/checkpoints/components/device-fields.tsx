import { NumberInput, Select, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import {
  Controller,
  type Control,
  type FieldError,
  type FieldPath,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DeviceFields } from '@faena/contracts';
import { fieldError } from '../../../../components/ui/field-error';

type Name = FieldPath<DeviceFields>;
/** The error of a (nested) field: its message is the contracts' i18n key. */
function errorAt(errors: object, name: Name): FieldError | undefined {
  let at: unknown = errors;
  for (const part of name.split('.')) at = (at as Record<string, unknown> | undefined)?.[part];
  return at as FieldError | undefined;
}

/** A select's value: numbers as text, '' as none. */
const choiceOf = (v: unknown): string | null =>
  typeof v === 'number' ? String(v) : typeof v === 'string' && v !== '' ? v : null;

interface FieldProps {
  control: Control<DeviceFields>;
  name: Name;
  label: string;
  error: string | undefined;
  required?: boolean;
}

export function TextField({ control, name, label, error, required = true }: FieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextInput
          label={label}
          required={required}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(e) => field.onChange(e.currentTarget.value)}
          onBlur={field.onBlur}
          error={error}
          data-testid={`device-${name}`}
        />
      )}
    />
  );
}

export function IntField({ control, name, label, error }: FieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          required
          allowDecimal={false}
          value={field.value as number}
          onChange={(v) => field.onChange(typeof v === 'number' ? v : Number.NaN)}
          error={error}
          data-testid={`device-${name}`}
        />
      )}
    />
  );
}

export function ChoiceField({
  control,
  name,
  label,
  error,
  options,
  numeric = false,
}: FieldProps & { options: Array<{ value: string; label: string }>; numeric?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          required
          searchable
          allowDeselect={false}
          data={options}
          value={choiceOf(field.value)}
          onChange={(v) => field.onChange(numeric ? Number(v) : (v ?? ''))}
          error={error}
          data-testid={`device-${name}`}
        />
      )}
    />
  );
}

/** A field's props: its control, name, label (`device.<name>` unless given) and translated error. */
export type FieldAt = (name: Name, label?: string) => FieldProps;

export function useFieldAt(form: UseFormReturn<DeviceFields>): FieldAt {
  const { t } = useTranslation('checkpoints');
  const { control, formState } = form;
  return (name, label = `device.${name}`) => ({
    control,
    name,
    label: t(label),
    error: fieldError(t, errorAt(formState.errors, name)),
  });
}

/** A list's choices: each value, followed by its name in `ns` when the list has names. */
export const choices = (t: TFunction, values: readonly (string | number)[], ns?: string) =>
  values.map((v) => ({ value: String(v), label: ns ? `${v} · ${t(`${ns}.${v}`)}` : String(v) }));
