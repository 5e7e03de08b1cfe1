import { NumberInput, Select, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldError,
} from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CatalogField } from '@faena/contracts';
import { fieldError } from '../../../components/ui/field-error';
import { refOptions } from '../api/catalogs.api';
import { useLabel } from './use-lang';

type Values = Record<string, unknown>;
interface Option {
  value: string;
  label: string;
}
interface Props {
  field: CatalogField;
  control: Control<Values>;
  error: FieldError | undefined;
  required: boolean;
  readOnly: boolean;
}

/** Options of a ref field: the active items of the referenced catalogue. */
function useRefOptions(catalogId: string | undefined) {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    if (!catalogId) return;
    let live = true;
    refOptions(catalogId).then(
      (o) => live && setOptions(o),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [catalogId]);
  return options;
}

type Common = ReturnType<typeof commonProps>;
type Bound = ControllerRenderProps<Values>;

/** What every input of a declared field shares: label, required, read-only, error, test id. */
function commonProps({ field, error, required, readOnly }: Omit<Props, 'control'>, texts: Texts) {
  return {
    label: texts.label(field.label),
    required,
    readOnly,
    disabled: readOnly,
    error: fieldError(texts.t, error),
    'data-testid': `field-${field.name}`,
  };
}

interface Texts {
  t: TFunction<'catalogs'>;
  label: ReturnType<typeof useLabel>;
}

/** The choices of a list field: S/N, the declared options, or the referenced catalogue's items. */
function choicesOf(field: CatalogField, refs: Option[], { t, label }: Texts): Option[] {
  if (field.type === 'flag')
    return [
      { value: 'S', label: t('yes') },
      { value: 'N', label: t('no') },
    ];
  if (field.type === 'enum')
    return (field.options ?? []).map((o) => ({ value: o.value, label: label(o.label) }));
  return refs;
}

/** One declared field as an input: text, number, S/N, list or reference. */
export function CatalogFieldInput({ field, control, ...rest }: Props) {
  const { t } = useTranslation('catalogs');
  const label = useLabel();
  const refs = useRefOptions(field.type === 'ref' ? field.ref : undefined);
  const common = commonProps({ field, ...rest }, { t, label });
  const data = choicesOf(field, refs, { t, label });
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: f }) => {
        if (field.type === 'int') return <IntField common={common} field={field} bound={f} />;
        if (field.type === 'text') return <TextField common={common} field={field} bound={f} />;
        return (
          <Select
            {...common}
            data={data}
            value={typeof f.value === 'string' && f.value !== '' ? f.value : null}
            onChange={(v) => f.onChange(v ?? '')}
            clearable={!rest.required}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
        );
      }}
    />
  );
}

interface InputProps {
  common: Common;
  field: CatalogField;
  bound: Bound;
}

/** A whole number within the declared bounds; cleared is null. */
function IntField({ common, field, bound }: InputProps) {
  return (
    <NumberInput
      {...common}
      value={typeof bound.value === 'number' ? bound.value : ''}
      onChange={(v) => bound.onChange(typeof v === 'number' ? v : null)}
      allowDecimal={false}
      min={field.min}
      max={field.max}
    />
  );
}

/** A text up to the declared length. */
function TextField({ common, field, bound }: InputProps) {
  return (
    <TextInput
      {...common}
      value={typeof bound.value === 'string' ? bound.value : ''}
      onChange={(e) => bound.onChange(e.currentTarget.value)}
      onBlur={bound.onBlur}
      maxLength={field.max}
    />
  );
}
