import { Select, SimpleGrid } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REQUEST_PICKED_FIELDS, type RequestPickedField } from '@faena/contracts';
import { notifyError } from '../../../../lib/notify';
import { listPickedOptions, type PickedOptions } from '../api/request-options.api';

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
  const { t } = useTranslation('requests');
  const options = usePickedOptions();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="request-picked">
      {REQUEST_PICKED_FIELDS.map((name) => (
        <Controller
          key={name}
          control={control as unknown as Control<PickedForm>}
          name={name}
          render={({ field }) => (
            <Select
              label={t(`form.${name}`)}
              data={options?.[name] ?? []}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              error={errorOf(name)}
              searchable
              required
              data-testid={`request-${name}`}
            />
          )}
        />
      ))}
    </SimpleGrid>
  );
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
