import { Select, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Controller, useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REQUEST_PICKED_FIELDS, type RequestPickedField } from '@faena/contracts';
import { notifyError } from '../../../../lib/notify';
import {
  listPickedOptions,
  type PickedOption,
  type PickedOptions,
} from '../api/request-options.api';

/** The form values the pickers write (the request form's own values include them). */
type PickedForm = Record<RequestPickedField, string | undefined>;

interface Props<F extends PickedForm> {
  control: Control<F>;
  /** the field's error text, if any */
  errorOf: (field: RequestPickedField) => string | undefined;
}

/**
 * The request's place, profile, organisational unit, cost center, position and function, each
 * picked from its list (spec §3): all required to send, any may wait in a draft.
 */
export function RequestPickedFields<F extends PickedForm>({ control, errorOf }: Props<F>) {
  const options = usePickedOptions();
  const form = control as unknown as Control<PickedForm>;
  const unit = useUnitCostCenter(form, options);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="request-picked">
      {REQUEST_PICKED_FIELDS.map((name) => (
        <Controller
          key={name}
          control={form}
          name={name}
          render={({ field }) => (
            <PickedSelect
              name={name}
              data={options?.[name] ?? []}
              value={field.value ?? ''}
              onChange={(v) => {
                field.onChange(v);
                if (name === 'organisationalUnit') unit.picked(v);
              }}
              error={errorOf(name)}
              notice={name === 'organisationalUnit' ? unit.notice : undefined}
            />
          )}
        />
      ))}
    </SimpleGrid>
  );
}

interface PickedSelectProps {
  name: RequestPickedField;
  data: PickedOption[];
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  notice: ReactNode;
}

function PickedSelect({ name, data, value, onChange, error, notice }: PickedSelectProps) {
  const { t } = useTranslation('requests');
  return (
    <Select
      label={t(`form.${name}`)}
      data={data}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      error={error}
      description={notice}
      searchable
      required
      data-testid={`request-${name}`}
    />
  );
}

/**
 * The organisational unit brings its cost center into the form; a unit without one is the spec's
 * warning (§8: 'an organizational unit has no cost center'), and the cost center is picked by hand.
 */
function useUnitCostCenter(control: Control<PickedForm>, options: PickedOptions | null) {
  const { t } = useTranslation('requests');
  const costCenter = useController({ control, name: 'costCenter' });
  const unitCode = useWatch({ control, name: 'organisationalUnit' });
  const unitOf = (code: string) => options?.organisationalUnit.find((o) => o.value === code);
  const picked = (code: string) => {
    const own = unitOf(code)?.costCenter;
    if (own && options?.costCenter.some((c) => c.value === own)) costCenter.field.onChange(own);
  };
  const unit = unitOf(unitCode ?? '');
  const notice =
    unit && !unit.costCenter ? (
      <Text span size="xs" c="orange.9" data-testid="request-unit-no-cost-center">
        {t('form.unitWithoutCostCenter')}
      </Text>
    ) : undefined;
  return { picked, notice };
}

function usePickedOptions(): PickedOptions | null {
  const [options, setOptions] = useState<PickedOptions | null>(null);
  useEffect(() => {
    let live = true;
    listPickedOptions()
      .then((o) => live && setOptions(o))
      .catch(notifyError);
    return () => {
      live = false;
    };
  }, []);
  return options;
}
