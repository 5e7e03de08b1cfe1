import { NumberInput, Select, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, type Control, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CatalogField } from '@faena/contracts';
import { fieldError } from '../../../components/ui/field-error';
import { refOptions } from '../api/catalogs.api';
import { useLabel } from './use-lang';

type Values = Record<string, unknown>;
interface Props {
  field: CatalogField;
  control: Control<Values>;
  error: FieldError | undefined;
  required: boolean;
  readOnly: boolean;
}

/** Options of a ref field: the active items of the referenced catalogue. */
function useRefOptions(catalogId: string | undefined) {
  const [options, setOptions] = useState<Array<{ value: string; label: string }>>([]);
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

/** One declared field as an input: text, number, S/N, list or reference. */
export function CatalogFieldInput({ field, control, error, required, readOnly }: Props) {
  const { t } = useTranslation('catalogs');
  const label = useLabel();
  const refs = useRefOptions(field.type === 'ref' ? field.ref : undefined);
  const common = {
    label: label(field.label),
    required,
    readOnly,
    disabled: readOnly,
    error: fieldError(t, error),
    'data-testid': `field-${field.name}`,
  };
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: f }) => {
        if (field.type === 'int') {
          return (
            <NumberInput
              {...common}
              value={typeof f.value === 'number' ? f.value : ''}
              onChange={(v) => f.onChange(typeof v === 'number' ? v : null)}
              allowDecimal={false}
              min={field.min}
              max={field.max}
            />
          );
        }
        if (field.type === 'text') {
          return (
            <TextInput
              {...common}
              value={typeof f.value === 'string' ? f.value : ''}
              onChange={(e) => f.onChange(e.currentTarget.value)}
              onBlur={f.onBlur}
              maxLength={field.max}
            />
          );
        }
        const data =
          field.type === 'flag'
            ? [
                { value: 'S', label: t('yes') },
                { value: 'N', label: t('no') },
              ]
            : field.type === 'enum'
              ? (field.options ?? []).map((o) => ({ value: o.value, label: label(o.label) }))
              : refs;
        return (
          <Select
            {...common}
            data={data}
            value={typeof f.value === 'string' && f.value !== '' ? f.value : null}
            onChange={(v) => f.onChange(v ?? '')}
            clearable={!required}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
        );
      }}
    />
  );
}
