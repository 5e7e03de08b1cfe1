import { Checkbox, NumberInput, PasswordInput, Select, TagsInput, TextInput } from '@mantine/core';
import {
  Controller,
  type Control,
  type FieldError,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RecordCharacteristic } from '@faena/contracts';
import { fieldError } from '../../../components/ui/field-error';
import { CharacteristicsInput } from './characteristics-input';

export type Values = Record<string, unknown>;
export type Option = { value: string; label: string };
/** The reference lists a select may show (the spec's system calls, read through the local cache). */
export type ReferenceOptions =
  'documentTypes' | 'bloodTypes' | 'civilStatus' | 'drivingLicences' | 'divisions' | 'functions';

/** One form field of an administration record; `label` is a key of the administration namespace. */
export interface FieldSpec {
  name: string;
  kind:
    | 'text'
    | 'email'
    | 'date'
    | 'number'
    | 'bool'
    | 'select'
    | 'tags'
    | 'password'
    | 'characteristics';
  label: string;
  required?: boolean;
  /** fixed options, the companies, or a reference list (of the country in `countryField`, for those by country) */
  options?: Option[] | 'companies' | ReferenceOptions;
  countryField?: string;
  /** the form's yes/no field whose value filters a list by contractor (Contratista S/N) */
  contractorField?: string;
  /** not editable after registration (the record's key) */
  fixed?: boolean;
}

interface Props {
  spec: FieldSpec;
  control: Control<Values>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  companies: Option[];
  /** the loaded options of the form's reference-list fields, by field name */
  references?: Record<string, Option[]>;
  readOnly: boolean;
}

/** The options, plus the current value when the list does not hold it (a record of another country). */
const withValue = (data: Option[], value: unknown): Option[] =>
  typeof value === 'string' && value !== '' && !data.some((o) => o.value === value)
    ? [...data, { value, label: value }]
    : data;

function errorAt(errors: FieldErrors<Values>, path: string): FieldError | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node as FieldError | undefined;
}

/** A Mantine input bound to react-hook-form; its error is the translated key of the contracts' schema. */
export function FieldInput({
  spec,
  control,
  register,
  errors,
  companies,
  references = {},
  readOnly,
}: Props) {
  const { t } = useTranslation('administration');
  const common = {
    label: t(spec.label),
    required: spec.required,
    error: fieldError(t, errorAt(errors, spec.name)),
    disabled: readOnly,
    'data-testid': `field-${spec.name}`,
  };
  switch (spec.kind) {
    case 'number':
      return (
        <Controller
          name={spec.name}
          control={control}
          render={({ field }) => (
            <NumberInput
              {...common}
              value={(field.value as number | undefined) ?? ''}
              onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)}
            />
          )}
        />
      );
    case 'bool':
      return (
        <Controller
          name={spec.name}
          control={control}
          render={({ field }) => (
            <Checkbox
              mt="lg"
              {...common}
              checked={field.value === true}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
      );
    case 'select': {
      const data =
        spec.options === 'companies'
          ? companies
          : Array.isArray(spec.options)
            ? spec.options
            : (references[spec.name] ?? []);
      return (
        <Controller
          name={spec.name}
          control={control}
          render={({ field }) => (
            <Select
              {...common}
              searchable
              data={withValue(data, field.value)}
              value={(field.value as string) || null}
              onChange={(v) => field.onChange(v ?? '')}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
      );
    }
    case 'tags':
      return (
        <Controller
          name={spec.name}
          control={control}
          render={({ field }) => (
            <TagsInput
              {...common}
              value={(field.value as string[] | undefined) ?? []}
              onChange={field.onChange}
            />
          )}
        />
      );
    case 'characteristics': {
      const issue = (
        errorAt(errors, spec.name) as unknown as
          Array<{ value?: FieldError } | undefined> | undefined
      )?.find((e) => e?.value)?.value;
      return (
        <Controller
          name={spec.name}
          control={control}
          render={({ field }) => (
            <CharacteristicsInput
              value={(field.value as RecordCharacteristic[] | undefined) ?? []}
              onChange={field.onChange}
              error={fieldError(t, issue)}
              disabled={readOnly}
            />
          )}
        />
      );
    }
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" {...register(spec.name)} />;
    default:
      return (
        <TextInput
          {...common}
          type={spec.kind === 'date' ? 'date' : spec.kind === 'email' ? 'email' : 'text'}
          {...register(spec.name)}
        />
      );
  }
}
