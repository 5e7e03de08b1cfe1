import { Button, Group, MultiSelect, Stack, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  documentKey,
  SubmitVisitBodySchema,
  type CommandResult,
  type SubmitVisitBody,
  type VisitFormInput,
  type VisitZone,
} from '@faena/contracts';
import { PersonField } from '../../../../components/person-picker/person-field';
import { PeriodFields } from '../../../../components/forms/period-fields';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { plusDays, today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { listVisitZones, submitVisit } from '../api/visits.api';
import { emptyVisitor, VisitorList } from './visitor-list';

type FormInput = VisitFormInput & { commandId: string };

const emptyVisit = (hostId = ''): FormInput => ({
  commandId: newCommandId(),
  hostId,
  visitors: [emptyVisitor()],
  zoneIds: [],
  startDate: today(),
  endDate: plusDays(today(), 1),
  observation: '',
});

/** The spec's 'already on the visiting list' before sending: the first repeated document row. */
function repeatedRow(visitors: SubmitVisitBody['visitors']): number {
  const keys = visitors.map((v) => documentKey(v.documentType, v.documentNumber));
  return keys.findIndex((k, i) => keys.indexOf(k) !== i);
}

interface Props {
  onSubmitted: (result: CommandResult) => Promise<void> | void;
  onCancel?: () => void;
  submit?: (body: SubmitVisitBody) => Promise<CommandResult>;
  loadZones?: () => Promise<VisitZone[]>;
  /** a host already chosen (the form opened from a person) */
  initialHost?: { personId: string; name: string };
}

/** A visit request: the host (a worker), the visitors, the zones and the days. */
export function VisitForm({
  onSubmitted,
  onCancel,
  submit = submitVisit,
  loadZones = listVisitZones,
  initialHost,
}: Props) {
  const { t } = useTranslation('visits');
  const [hostName, setHostName] = useState<string | null>(initialHost?.name ?? null);
  const [zones, setZones] = useState<VisitZone[]>([]);
  useEffect(() => {
    loadZones().then(setZones, notifyError);
  }, [loadZones]);
  const form = useForm<FormInput, unknown, SubmitVisitBody>({
    resolver: zodResolver(SubmitVisitBodySchema),
    defaultValues: emptyVisit(initialHost?.personId),
  });
  const { control, handleSubmit, setValue, setError, formState } = form;
  const onValid = handleSubmit(async (body) => {
    const repeated = repeatedRow(body.visitors);
    if (repeated >= 0) {
      setError(`visitors.${repeated}.documentNumber`, { message: 'errors:visit.duplicateVisitor' });
      return;
    }
    try {
      await onSubmitted(await submit(body));
    } catch (err) {
      notifyError(err);
    }
  });
  const err = (name: keyof FormInput) => fieldError(t, formState.errors[name] as never);

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onValid(e)} noValidate data-testid="visit-form">
        <Stack>
          <Controller
            control={control}
            name="hostId"
            render={() => (
              <PersonField
                label={t('form.host')}
                personName={hostName}
                error={err('hostId')}
                testId="visit-host"
                onChange={(p) => {
                  setHostName(`${p.fullName} · ${p.documentNumber}`);
                  setValue('hostId', p.personId, { shouldValidate: true });
                }}
              />
            )}
          />
          <VisitorList />
          <Controller
            control={control}
            name="zoneIds"
            render={({ field }) => (
              <MultiSelect
                label={t('form.zones')}
                required
                data={zones.map((z) => ({ value: z.zoneId, label: z.name }))}
                value={field.value}
                onChange={field.onChange}
                error={err('zoneIds')}
                searchable
                data-testid="visit-zones"
              />
            )}
          />
          <PeriodFields
            control={control}
            start="startDate"
            end="endDate"
            labels={{ start: t('form.startDate'), end: t('form.endDate') }}
            errors={{ start: err('startDate'), end: err('endDate') }}
            minDate={today()}
            boundEnd
            testIdPrefix="visit"
          />
          <Textarea
            label={t('form.observation')}
            autosize
            minRows={2}
            data-testid="visit-observation"
            {...form.register('observation')}
          />
          <Group justify="flex-end">
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                {t('form.cancel')}
              </Button>
            )}
            <Button type="submit" loading={formState.isSubmitting} data-testid="visit-submit">
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
