import { Button, Group, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Control, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  ApplyJustificationBodySchema,
  type ApplyJustificationBody,
  type AttendancePersonRow,
  type CommandResult,
} from '@faena/contracts';
import { DateField } from '../../../../components/forms/date-field';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { applyJustification } from '../api/attendance-config.api';
import type { AttendanceOptions } from './use-attendance-options';

type ApplyInput = z.input<typeof ApplyJustificationBodySchema>;
interface Fields {
  control: Control<ApplyInput>;
  errors: FieldErrors<ApplyInput>;
}

export interface ApplyFormProps {
  row: AttendancePersonRow;
  options: AttendanceOptions;
  onChanged: (result: CommandResult) => Promise<void> | void;
}

/** Apply a justification to the person: its type, the date, hours (else the whole day), an observation. */
export function ApplyForm(props: ApplyFormProps) {
  const { t } = useTranslation('attendanceConfig');
  const { form, onValid } = useApplyForm(props);
  const { control, register, formState } = form;
  const errors = formState.errors;
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="apply-form">
      <Stack gap="sm">
        <ApplyFields control={control} errors={errors} options={props.options} />
        <Textarea
          label={t('people.observation')}
          autosize
          minRows={2}
          error={fieldError(t, errors.observation)}
          data-testid="apply-observation"
          {...register('observation')}
        />
        <ApplyButton saving={formState.isSubmitting} />
      </Stack>
    </form>
  );
}

function ApplyFields({ options, ...fields }: Fields & { options: AttendanceOptions }) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Group grow align="flex-start" wrap="wrap">
      <JustificationTypeSelect {...fields} options={options} />
      <DateField
        control={fields.control}
        name="date"
        label={t('people.date')}
        required
        error={fieldError(t, fields.errors.date)}
        testId="apply-date"
      />
      <HoursInput {...fields} />
    </Group>
  );
}

function useApplyForm({ row, onChanged }: ApplyFormProps) {
  const form = useForm<ApplyInput, unknown, ApplyJustificationBody>({
    resolver: zodResolver(ApplyJustificationBodySchema),
    defaultValues: {
      commandId: newCommandId(),
      personId: row.personId,
      date: today(),
      justificationCode: '',
      hours: null,
      observation: '',
    },
  });
  const onValid = form.handleSubmit(async (body) => {
    try {
      await onChanged(await applyJustification(body));
      form.reset({ ...body, commandId: newCommandId(), observation: '' });
    } catch (err) {
      notifyError(err);
    }
  });
  return { form, onValid };
}

function JustificationTypeSelect({
  control,
  errors,
  options,
}: Fields & { options: AttendanceOptions }) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Controller
      control={control}
      name="justificationCode"
      render={({ field }) => (
        <Select
          label={t('people.justificationType')}
          required
          searchable
          data={options.justificationTypes}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          error={fieldError(t, errors.justificationCode)}
          data-testid="apply-type"
        />
      )}
    />
  );
}

function HoursInput({ control, errors }: Fields) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Controller
      control={control}
      name="hours"
      render={({ field }) => (
        <NumberInput
          label={t('people.hoursLabel')}
          description={t('people.hoursHint')}
          min={0.25}
          max={24}
          step={0.25}
          decimalScale={2}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
          error={fieldError(t, errors.hours)}
          data-testid="apply-hours"
        />
      )}
    />
  );
}

function ApplyButton({ saving }: { saving: boolean }) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={saving} data-testid="apply-submit">
        {t('people.apply')}
      </Button>
    </Group>
  );
}
