import { Button, Group, MultiSelect, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MassDemobilizationBodySchema, type MassDemobilizationBody } from '@faena/contracts';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { useSession } from '../../../../stores/session.store';
import { accreditedWorkers, companyOptions, type PickOption } from '../api/mass-demobilization.api';
import { CessationFields } from './cessation-fields';

type FormInput = z.input<typeof MassDemobilizationBodySchema>;
const NONE: PickOption[] = [];

interface Props {
  onSubmit: (body: MassDemobilizationBody, names: Map<string, string>) => Promise<void>;
}

/** The accredited workers of one company, loaded when it is chosen. */
function useWorkers(companyId: string | null): PickOption[] {
  const clientId = useSession((s) => s.user?.profile.clientId ?? '');
  const [loaded, setLoaded] = useState<{ companyId: string; workers: PickOption[] } | null>(null);
  useEffect(() => {
    let live = true;
    if (companyId)
      accreditedWorkers(companyId, clientId).then(
        (workers) => live && setLoaded({ companyId, workers }),
        notifyError,
      );
    return () => {
      live = false;
    };
  }, [companyId, clientId]);
  return loaded && loaded.companyId === companyId ? loaded.workers : NONE;
}

/**
 * A mass demobilization: a company, its accredited workers (all by default, any can be left out),
 * one cessation reason, date and observation for all; validated with the contracts' schema.
 */
export function MassDemobilizationForm({ onSubmit }: Props) {
  const { t } = useTranslation('demobilization');
  const [companies, setCompanies] = useState<PickOption[]>([]);
  const [companyId, setCompanyId] = useState<string | null>(null);
  useEffect(() => void companyOptions().then(setCompanies, notifyError), []);
  const workers = useWorkers(companyId);
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
  const { control, handleSubmit, setValue, formState } = form;
  const personIds = useWatch({ control, name: 'personIds' });
  useEffect(
    () =>
      setValue(
        'personIds',
        workers.map((w) => w.value),
      ),
    [workers, setValue],
  );
  const submit = handleSubmit(async (body) => {
    await onSubmit(body, new Map(workers.map((w) => [w.value, w.label])));
    setValue('commandId', newCommandId()); // a new mass demobilization is a new command
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="mass-form">
        <Stack gap="sm">
          <MultiSelect
            label={t('mass.company')}
            data={companies}
            value={companyId ? [companyId] : []}
            onChange={(v) => setCompanyId(v.at(-1) ?? null)}
            searchable
            data-testid="mass-company"
          />
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
          <CessationFields testIdPrefix="mass" />
          <Group justify="flex-end">
            <Button type="submit" loading={formState.isSubmitting} data-testid="mass-submit">
              {t('mass.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
