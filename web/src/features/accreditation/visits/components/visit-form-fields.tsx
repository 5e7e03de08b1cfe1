import { Button, Group, MultiSelect, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SubmitVisitBody, VisitFormInput, VisitZone } from '@faena/contracts';
import { PeriodFields } from '../../../../components/forms/period-fields';
import { PersonField } from '../../../../components/person-picker/person-field';
import { today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { listVisitZones } from '../api/visits.api';

export type FormInput = VisitFormInput & { commandId: string };
export type ErrorOf = (name: keyof FormInput) => string | undefined;
type VisitFormApi = UseFormReturn<FormInput, unknown, SubmitVisitBody>;

/** The visit's days (bounded by the client's maximum) and its observation. */
export function VisitWhen({ form, err }: { form: VisitFormApi; err: ErrorOf }) {
  const { t } = useTranslation('visits');
  return (
    <>
      <PeriodFields
        control={form.control}
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
    </>
  );
}

interface HostProps {
  form: VisitFormApi;
  initialName: string | null;
  error: string | undefined;
}

/** The host: a person of the site, shown with their document. */
export function HostField({ form, initialName, error }: HostProps) {
  const { t } = useTranslation('visits');
  const [hostName, setHostName] = useState<string | null>(initialName);
  return (
    <Controller
      control={form.control}
      name="hostId"
      render={() => (
        <PersonField
          label={t('form.host')}
          personName={hostName}
          error={error}
          testId="visit-host"
          onChange={(p) => {
            setHostName(`${p.fullName} · ${p.documentNumber}`);
            form.setValue('hostId', p.personId, { shouldValidate: true });
          }}
        />
      )}
    />
  );
}

interface ZonesProps {
  form: VisitFormApi;
  loadZones: (() => Promise<VisitZone[]>) | undefined;
  error: string | undefined;
}

/** The zones the visit may enter (the client's, loaded once). */
export function ZonesField({ form, loadZones = listVisitZones, error }: ZonesProps) {
  const { t } = useTranslation('visits');
  const [zones, setZones] = useState<VisitZone[]>([]);
  useEffect(() => {
    loadZones().then(setZones, notifyError);
  }, [loadZones]);
  return (
    <Controller
      control={form.control}
      name="zoneIds"
      render={({ field }) => (
        <MultiSelect
          label={t('form.zones')}
          required
          data={zones.map((z) => ({ value: z.zoneId, label: z.name }))}
          value={field.value}
          onChange={field.onChange}
          error={error}
          searchable
          data-testid="visit-zones"
        />
      )}
    />
  );
}

export function VisitActions({
  onCancel,
  submitting,
}: {
  onCancel?: (() => void) | undefined;
  submitting: boolean;
}) {
  const { t } = useTranslation('visits');
  return (
    <Group justify="flex-end">
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      )}
      <Button type="submit" loading={submitting} data-testid="visit-submit">
        {t('form.submit')}
      </Button>
    </Group>
  );
}
