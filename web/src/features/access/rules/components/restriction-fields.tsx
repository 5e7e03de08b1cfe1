import { Group, Select, Switch, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AddRestrictionBody, AddRestrictionBodySchema, ZoneRow } from '@faena/contracts';
import { DateField } from '../../../../components/forms/date-field';
import { fieldError } from '../../../../components/ui/field-error';

export type RestrictionFormInput = z.input<typeof AddRestrictionBodySchema>;
export type RestrictionFormState = UseFormReturn<RestrictionFormInput, unknown, AddRestrictionBody>;

/** The restriction's code and its type (from the restriction-types catalogue). */
export function RestrictionWhatFields({
  form,
  types,
}: {
  form: RestrictionFormState;
  types: Array<{ value: string; label: string }>;
}) {
  const { t } = useTranslation('accessRules');
  const errors = form.formState.errors;
  return (
    <>
      <TextInput
        label={t('common.code')}
        required
        error={fieldError(t, errors.code)}
        data-testid="restriction-code"
        {...form.register('code')}
      />
      <Controller
        control={form.control}
        name="restrictionType"
        render={({ field }) => (
          <Select
            label={t('restriction.type')}
            required
            searchable
            data={types}
            value={field.value || null}
            onChange={(v) => field.onChange(v ?? '')}
            error={fieldError(t, errors.restrictionType)}
            data-testid="restriction-type"
          />
        )}
      />
    </>
  );
}

/** Where: the zone, and optionally one of the chosen zone's doors. */
export function RestrictionPlaceFields({
  form,
  zones,
}: {
  form: RestrictionFormState;
  zones: ZoneRow[];
}) {
  const { t } = useTranslation('accessRules');
  const errors = form.formState.errors;
  const zoneId = useWatch({ control: form.control, name: 'zoneId' });
  const doors = zones.find((z) => z.zoneId === zoneId)?.doors ?? [];
  return (
    <>
      <Controller
        control={form.control}
        name="zoneId"
        render={({ field }) => (
          <Select
            label={t('restriction.zone')}
            required
            data={zones.map((z) => ({ value: z.zoneId, label: z.name }))}
            value={field.value || null}
            onChange={(v) => field.onChange(v ?? '')}
            error={fieldError(t, errors.zoneId)}
            data-testid="restriction-zone"
          />
        )}
      />
      <Controller
        control={form.control}
        name="doorId"
        render={({ field }) => (
          <Select
            label={t('restriction.door')}
            clearable
            data={doors.map((d) => ({ value: d.doorId, label: d.name }))}
            value={field.value ?? null}
            onChange={(v) => field.onChange(v ?? undefined)}
            error={fieldError(t, errors.doorId)}
          />
        )}
      />
    </>
  );
}

/** When: whole days between two dates, or (full day off) between two times on those days. */
export function RestrictionWhenFields({ form }: { form: RestrictionFormState }) {
  const { t } = useTranslation('accessRules');
  const errors = form.formState.errors;
  const fullDay = useWatch({ control: form.control, name: 'fullDay' });
  return (
    <>
      <Controller
        control={form.control}
        name="fullDay"
        render={({ field }) => (
          <Switch
            label={t('restriction.fullDay')}
            checked={field.value}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
          />
        )}
      />
      <Group grow align="flex-start" wrap="wrap">
        <DateField
          control={form.control}
          name="startDate"
          label={t('common.startDate')}
          required
          error={fieldError(t, errors.startDate)}
          testId="restriction-start"
        />
        <DateField
          control={form.control}
          name="endDate"
          label={t('common.endDate')}
          required
          error={fieldError(t, errors.endDate)}
          testId="restriction-end"
        />
      </Group>
      {!fullDay && (
        <Group grow align="flex-start" wrap="wrap">
          <TimeInput
            label={t('restriction.startTime')}
            error={fieldError(t, errors.startTime)}
            {...form.register('startTime')}
          />
          <TimeInput
            label={t('restriction.endTime')}
            error={fieldError(t, errors.endTime)}
            {...form.register('endTime')}
          />
        </Group>
      )}
    </>
  );
}
