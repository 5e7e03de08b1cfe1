import { Checkbox, NumberInput, Select, TagsInput } from '@mantine/core';
import type { ReactElement } from 'react';
import type { ControllerRenderProps, FieldError, FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RecordCharacteristic } from '@faena/contracts';
import { fieldError } from '../../../components/ui/field-error';
import { CharacteristicsInput } from './characteristics-input';
import type { FieldSpec, Option, Props, Values } from './field-input';

/** What every input of a record field shares: label, required, error, disabled, test id. */
export interface CommonProps {
  label: string;
  required: boolean | undefined;
  error: string | undefined;
  disabled: boolean;
  'data-testid': string;
}

interface InputProps {
  common: CommonProps;
  field: ControllerRenderProps<Values>;
  /** the FieldInput's own props: the spec, its options and read-only state */
  props: Props;
}

export function errorAt(errors: FieldErrors<Values>, path: string): FieldError | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node as FieldError | undefined;
}

/** The options, plus the current value when the list does not hold it (a record of another country). */
const withValue = (data: Option[], value: unknown): Option[] =>
  typeof value === 'string' && value !== '' && !data.some((o) => o.value === value)
    ? [...data, { value, label: value }]
    : data;

/** A select's list: the companies, the spec's fixed options, or the loaded reference list. */
function optionsOf({ spec, companies, references = {} }: Props): Option[] {
  if (spec.options === 'companies') return companies;
  if (Array.isArray(spec.options)) return spec.options;
  return references[spec.name] ?? [];
}

function NumberField({ common, field }: InputProps) {
  return (
    <NumberInput
      {...common}
      value={(field.value as number | undefined) ?? ''}
      onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)}
    />
  );
}

function BoolField({ common, field }: InputProps) {
  return (
    <Checkbox
      mt="lg"
      {...common}
      checked={field.value === true}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
    />
  );
}

function SelectField({ common, field, props }: InputProps) {
  return (
    <Select
      {...common}
      searchable
      data={withValue(optionsOf(props), field.value)}
      value={(field.value as string) || null}
      onChange={(v) => field.onChange(v ?? '')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function TagsField({ common, field }: InputProps) {
  return (
    <TagsInput
      {...common}
      value={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
    />
  );
}

/** The characteristics' list; its error is the first characteristic's value error. */
function CharacteristicsField({ field, props }: InputProps) {
  const { t } = useTranslation('administration');
  const issue = (
    errorAt(props.errors, props.spec.name) as unknown as
      Array<{ value?: FieldError } | undefined> | undefined
  )?.find((e) => e?.value)?.value;
  return (
    <CharacteristicsInput
      value={(field.value as RecordCharacteristic[] | undefined) ?? []}
      onChange={field.onChange}
      error={fieldError(t, issue)}
      disabled={props.readOnly}
    />
  );
}

/** The kinds bound through a Controller, each with its input; the rest are registered inputs. */
export const CONTROLLED_INPUTS: Partial<
  Record<FieldSpec['kind'], (p: InputProps) => ReactElement>
> = {
  number: NumberField,
  bool: BoolField,
  select: SelectField,
  tags: TagsField,
  characteristics: CharacteristicsField,
};
