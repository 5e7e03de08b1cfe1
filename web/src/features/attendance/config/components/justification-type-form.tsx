import { Button, Group, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  JUSTIFICATION_ORIGINS,
  JUSTIFICATION_PERIODS,
  SaveJustificationTypeBodySchema,
  type CommandResult,
  type JustificationTypeRow,
  type SaveJustificationTypeBody,
} from '@faena/contracts';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { notifyError } from '../../../../lib/notify';
import { saveJustificationType } from '../api/attendance-config.api';

type FormInput = z.input<typeof SaveJustificationTypeBodySchema>;

const initial = (row?: JustificationTypeRow): FormInput =>
  row
    ? {
        commandId: newCommandId(),
        code: row.code,
        description: row.description,
        origin: row.origin,
        paid: row.paid,
        applyInFuture: row.applyInFuture,
        timesPeriod: row.timesPeriod,
        maxTimes: row.maxTimes,
        maxHours: row.maxHours,
        requiresObservation: row.requiresObservation,
        referenceCode: row.referenceCode,
        active: row.active,
      }
    : {
        commandId: newCommandId(),
        code: '',
        description: '',
        origin: 'P',
        paid: false,
        applyInFuture: false,
        timesPeriod: 'W',
        maxTimes: 1,
        maxHours: 8,
        requiresObservation: false,
        referenceCode: '',
        active: true,
      };

const FLAGS = ['paid', 'applyInFuture', 'requiresObservation', 'active'] as const;

/** A justification type (spec §3): origin, paid, apply in future, times per week or day, maximum hours, requires observation, reference code. */
export function JustificationTypeForm(props: {
  row?: JustificationTypeRow;
  onSaved: (result: CommandResult) => Promise<void> | void;
  onCancel: () => void;
  save?: typeof saveJustificationType;
}) {
  const { row, save = saveJustificationType } = props;
  const { t } = useTranslation('attendanceConfig');
  const form = useForm<FormInput, unknown, SaveJustificationTypeBody>({
    resolver: zodResolver(SaveJustificationTypeBodySchema),
    defaultValues: initial(row),
  });
  const { control, register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const onValid = handleSubmit(async (body) => {
    try {
      await props.onSaved(await save(row ? 'update' : 'define', body));
    } catch (err) {
      notifyError(err);
    }
  });
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="justification-type-form">
      <Stack>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('common.code')}
            required
            disabled={!!row}
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
        <Group grow align="flex-start" wrap="wrap">
          <Controller
            control={control}
            name="origin"
            render={({ field }) => (
              <Select
                label={t('justifications.origin')}
                required
                allowDeselect={false}
                data={JUSTIFICATION_ORIGINS.map((o) => ({ value: o, label: t(`origin.${o}`) }))}
                value={field.value}
                onChange={(v) => field.onChange(v ?? 'P')}
                error={fieldError(t, errors.origin)}
              />
            )}
          />
          <Controller
            control={control}
            name="timesPeriod"
            render={({ field }) => (
              <Select
                label={t('justifications.timesPeriod')}
                required
                allowDeselect={false}
                data={JUSTIFICATION_PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
                value={field.value}
                onChange={(v) => field.onChange(v ?? 'W')}
                error={fieldError(t, errors.timesPeriod)}
              />
            )}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
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
                onChange={(v) => field.onChange(typeof v === 'number' ? v : 0)}
                error={fieldError(t, errors.maxTimes)}
                data-testid="jt-max-times"
              />
            )}
          />
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
                onChange={(v) => field.onChange(typeof v === 'number' ? v : 0)}
                error={fieldError(t, errors.maxHours)}
                data-testid="jt-max-hours"
              />
            )}
          />
        </Group>
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
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting} data-testid="jt-submit">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
