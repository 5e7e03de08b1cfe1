import { Group, NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  JUSTIFICATION_ORIGINS,
  JUSTIFICATION_PERIODS,
  type SaveJustificationTypeBodySchema,
} from '@faena/contracts';
import { fieldError } from '../../../../components/ui/field-error';

export type JustificationTypeInput = z.input<typeof SaveJustificationTypeBodySchema>;

export interface JustificationFieldsProps {
  control: Control<JustificationTypeInput>;
  register: UseFormRegister<JustificationTypeInput>;
  errors: FieldErrors<JustificationTypeInput>;
  /** editing an existing type: its code is fixed */
  editing: boolean;
}

const FLAGS = ['paid', 'applyInFuture', 'requiresObservation', 'active'] as const;
const numberOrZero = (v: string | number) => (typeof v === 'number' ? v : 0);

/** Code and reference code side by side, then the description. */
export function JustificationTextFields({ register, errors, editing }: JustificationFieldsProps) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <>
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label={t('common.code')}
          required
          disabled={editing}
          error={fieldError(t, errors.code)}
          data-testid="jt-code"
          {...register('code')}
        />
        <TextInput
          label={t('justifications.referenceCode')}
          error={fieldError(t, errors.referenceCode)}
          {...register('referenceCode')}
        />
      </Group>
      <TextInput
        label={t('common.description')}
        required
        error={fieldError(t, errors.description)}
        data-testid="jt-description"
        {...register('description')}
      />
    </>
  );
}

/** The origin and the period the times are counted over. */
export function JustificationSelects({ control, errors }: JustificationFieldsProps) {
  const { t } = useTranslation('attendanceConfig');
  const origins = JUSTIFICATION_ORIGINS.map((o) => ({ value: o, label: t(`origin.${o}`) }));
  const periods = JUSTIFICATION_PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }));
  return (
    <Group grow align="flex-start" wrap="wrap">
      <Controller
        control={control}
        name="origin"
        render={({ field }) => (
          <Select
            label={t('justifications.origin')}
            required
            allowDeselect={false}
            data={origins}
            value={field.value}
            onChange={(v) => field.onChange(v ?? 'P')}
            error={fieldError(t, errors.origin)}
          />
        )}
      />
      <PeriodSelect control={control} errors={errors} data={periods} />
    </Group>
  );
}

type SelectFieldProps = Pick<JustificationFieldsProps, 'control' | 'errors'> & {
  data: Array<{ value: string; label: string }>;
};

function PeriodSelect({ control, errors, data }: SelectFieldProps) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Controller
      control={control}
      name="timesPeriod"
      render={({ field }) => (
        <Select
          label={t('justifications.timesPeriod')}
          required
          allowDeselect={false}
          data={data}
          value={field.value}
          onChange={(v) => field.onChange(v ?? 'W')}
          error={fieldError(t, errors.timesPeriod)}
        />
      )}
    />
  );
}

/** The maximum times per period and the maximum hours. */
export function JustificationLimits(props: JustificationFieldsProps) {
  return (
    <Group grow align="flex-start" wrap="wrap">
      <MaxTimesInput {...props} />
      <MaxHoursInput {...props} />
    </Group>
  );
}

function MaxTimesInput({ control, errors }: JustificationFieldsProps) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Controller
      control={control}
      name="maxTimes"
      render={({ field }) => (
        <NumberInput
          label={t('justifications.maxTimes')}
          required
          min={1}
          max={31}
          allowDecimal={false}
          value={field.value}
          onChange={(v) => field.onChange(numberOrZero(v))}
          error={fieldError(t, errors.maxTimes)}
          data-testid="jt-max-times"
        />
      )}
    />
  );
}

function MaxHoursInput({ control, errors }: JustificationFieldsProps) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Controller
      control={control}
      name="maxHours"
      render={({ field }) => (
        <NumberInput
          label={t('justifications.maxHours')}
          required
          min={0.25}
          max={24}
          step={0.25}
          decimalScale={2}
          value={field.value}
          onChange={(v) => field.onChange(numberOrZero(v))}
          error={fieldError(t, errors.maxHours)}
          data-testid="jt-max-hours"
        />
      )}
    />
  );
}

/** The yes/no flags, a switch each. */
export function JustificationFlags({ control }: Pick<JustificationFieldsProps, 'control'>) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Group wrap="wrap">
      {FLAGS.map((flag) => (
        <Controller
          key={flag}
          control={control}
          name={flag}
          render={({ field }) => (
            <Switch
              label={t(`justifications.${flag}`)}
              checked={!!field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              data-testid={`jt-${flag}`}
            />
          )}
        />
      ))}
    </Group>
  );
}
