import { Group, Select, Switch, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AddRestrictionBody, AddRestrictionBodySchema, ZoneRow } from '@faena/contracts';
import { PeriodFields } from '../../../../components/forms/period-fields';
import { fieldError } from '../../../../components/ui/field-error';

export type RestrictionFormInput = z.input<typeof AddRestrictionBodySchema>;
export type RestrictionFormState = UseFormReturn<RestrictionFormInput, unknown, AddRestrictionBody>;

type FieldProps = { form: RestrictionFormState };
type Choice = { value: string; label: string };

/** The restriction's type, from the restriction-types catalogue. */
function RestrictionTypeField({ form, types }: FieldProps & { types: Choice[] }) {
  const { t } = useTranslation('accessRules');
  const error = form.formState.errors.restrictionType;
  return (
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
          error={fieldError(t, error)}
          data-testid="restriction-type"
        />
      )}
    />
  );
}

/** The restriction's code and its type. */
export function RestrictionWhatFields({ form, types }: FieldProps & { types: Choice[] }) {
  const { t } = useTranslation('accessRules');
  return (
    <>
      <TextInput
        label={t('common.code')}
        required
        error={fieldError(t, form.formState.errors.code)}
        data-testid="restriction-code"
        {...form.register('code')}
      />
      <RestrictionTypeField form={form} types={types} />
    </>
  );
}

/** The zone restricted. */
function RestrictionZoneField({ form, zones }: FieldProps & { zones: ZoneRow[] }) {
  const { t } = useTranslation('accessRules');
  const error = form.formState.errors.zoneId;
  return (
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
          error={fieldError(t, error)}
          data-testid="restriction-zone"
        />
      )}
    />
  );
}

/** Optionally one door of the chosen zone. */
function RestrictionDoorField({ form, zones }: FieldProps & { zones: ZoneRow[] }) {
  const { t } = useTranslation('accessRules');
  const error = form.formState.errors.doorId;
  const zoneId = useWatch({ control: form.control, name: 'zoneId' });
  const doors = zones.find((z) => z.zoneId === zoneId)?.doors ?? [];
  return (
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
          error={fieldError(t, error)}
        />
      )}
    />
  );
}

/** Where: the zone, and optionally one of the chosen zone's doors. */
export function RestrictionPlaceFields({ form, zones }: FieldProps & { zones: ZoneRow[] }) {
  return (
    <>
      <RestrictionZoneField form={form} zones={zones} />
      <RestrictionDoorField form={form} zones={zones} />
    </>
  );
}

/** The days the restriction runs between. */
function RestrictionDates({ form }: FieldProps) {
  const { t } = useTranslation('accessRules');
  const errors = form.formState.errors;
  return (
    <PeriodFields
      control={form.control}
      start="startDate"
      end="endDate"
      labels={{ start: t('common.startDate'), end: t('common.endDate') }}
      errors={{ start: fieldError(t, errors.startDate), end: fieldError(t, errors.endDate) }}
      testIdPrefix="restriction"
    />
  );
}

/** The hours the restriction runs between on those days (when not whole days). */
function RestrictionTimes({ form }: FieldProps) {
  const { t } = useTranslation('accessRules');
  const errors = form.formState.errors;
  return (
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
  );
}

/** When: whole days between two dates, or (full day off) between two times on those days. */
export function RestrictionWhenFields({ form }: FieldProps) {
  const { t } = useTranslation('accessRules');
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
      <RestrictionDates form={form} />
      {!fullDay && <RestrictionTimes form={form} />}
    </>
  );
}
