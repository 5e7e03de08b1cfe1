import { PasswordInput, TextInput } from '@mantine/core';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../components/ui/field-error';
import { CONTROLLED_INPUTS, errorAt, type CommonProps } from './controlled-inputs';

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

export interface Props {
  spec: FieldSpec;
  control: Control<Values>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  companies: Option[];
  /** the loaded options of the form's reference-list fields, by field name */
  references?: Record<string, Option[]>;
  readOnly: boolean;
}

/** The HTML input type of the kinds typed as text (the rest are text). */
const TEXT_TYPES: Partial<Record<FieldSpec['kind'], string>> = { date: 'date', email: 'email' };

/** A Mantine input bound to react-hook-form; its error is the translated key of the contracts' schema. */
export function FieldInput(props: Props) {
  const { spec, control, register, errors, readOnly } = props;
  const { t } = useTranslation('administration');
  const common: CommonProps = {
    label: t(spec.label),
    required: spec.required,
    error: fieldError(t, errorAt(errors, spec.name)),
    disabled: readOnly,
    'data-testid': `field-${spec.name}`,
  };
  const Input = CONTROLLED_INPUTS[spec.kind];
  if (Input)
    return (
      <Controller
        name={spec.name}
        control={control}
        render={({ field }) => <Input common={common} field={field} props={props} />}
      />
    );
  if (spec.kind === 'password')
    return <PasswordInput {...common} autoComplete="new-password" {...register(spec.name)} />;
  return <TextInput {...common} type={TEXT_TYPES[spec.kind] ?? 'text'} {...register(spec.name)} />;
}
