import { Button, Group, MultiSelect, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, FormProvider, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MassDemobilizationBodySchema, type MassDemobilizationBody } from '@faena/contracts';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { today } from '../../../../lib/format';
import type { PickOption } from '../api/mass-demobilization.api';
import { CessationFields } from './cessation-fields';
import { WorkerSource } from './worker-source';

type FormInput = z.input<typeof MassDemobilizationBodySchema>;

interface Props {
  onSubmit: (body: MassDemobilizationBody, names: Map<string, string>) => Promise<void>;
}

type MassForm = UseFormReturn<FormInput, unknown, MassDemobilizationBody>;

/** The form, the workers offered, and a submit that hands the body and the workers' names on. */
function useMassForm({ onSubmit }: Props) {
  const [workers, setWorkers] = useState<PickOption[]>([]);
  const form = useForm<FormInput, unknown, MassDemobilizationBody>({
    resolver: zodResolver(MassDemobilizationBodySchema),
    defaultValues: {
      commandId: newCommandId(),
      personIds: [],
      cessationReason: '',
      cessationDate: today(),
      observation: '',
    },
  });
  const takeWorkers = (next: PickOption[]) => {
    setWorkers(next);
    form.setValue(
      'personIds',
      next.map((w) => w.value),
    );
  };
  const submit = form.handleSubmit(async (body) => {
    await onSubmit(body, new Map(workers.map((w) => [w.value, w.label])));
    form.setValue('commandId', newCommandId()); // a new mass demobilization is a new command
  });
  return { form, workers, takeWorkers, submit };
}

/**
 * A mass demobilization: the accredited workers of a company, of a contract or of a file of
 * document numbers (all ticked by default, any can be left out),
 * one cessation reason, date and observation for all; validated with the contracts' schema.
 */
export function MassDemobilizationForm(props: Props) {
  const { t } = useTranslation('demobilization');
  const { form, workers, takeWorkers, submit } = useMassForm(props);
  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="mass-form">
        <Stack gap="sm">
          <WorkerSource onWorkers={takeWorkers} />
          <WorkersField form={form} workers={workers} />
          <CessationFields testIdPrefix="mass" />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting} data-testid="mass-submit">
              {t('mass.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

/** The workers to demobilize, all ticked by default; the label counts them. */
function WorkersField({ form, workers }: { form: MassForm; workers: PickOption[] }) {
  const { t } = useTranslation('demobilization');
  const { control, formState } = form;
  const personIds = useWatch({ control, name: 'personIds' });
  return (
    <Controller
      control={control}
      name="personIds"
      render={({ field }) => (
        <MultiSelect
          label={t('mass.workers', { count: personIds.length })}
          data={workers}
          value={field.value}
          onChange={field.onChange}
          searchable
          required
          error={fieldError(t, formState.errors.personIds as never)}
          data-testid="mass-workers"
        />
      )}
    />
  );
}
