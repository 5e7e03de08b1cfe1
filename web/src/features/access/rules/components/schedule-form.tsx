import { Group, Select, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SaveScheduleBodySchema,
  type CommandResult,
  type SaveScheduleBody,
  type ScheduleRow,
} from '@faena/contracts';
import { PeriodFields } from '../../../../components/forms/period-fields';
import { FormButtons } from '../../../../components/forms/form-buttons';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { plusDays, today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { saveSchedule } from '../api/access-rules.api';
import {
  ScheduleIntervals,
  WORK_WEEK,
  type ScheduleFormInput as FormInput,
  type ScheduleFormState,
} from './schedule-intervals';

const initial = (row?: ScheduleRow): FormInput =>
  row
    ? {
        commandId: newCommandId(),
        code: row.code,
        divisionId: row.divisionId,
        description: row.description,
        startDate: row.startDate,
        endDate: row.endDate,
        intervals: row.intervals,
      }
    : {
        commandId: newCommandId(),
        code: '',
        divisionId: '',
        description: '',
        startDate: today(),
        endDate: plusDays(today(), 365),
        intervals: [{ from: '06:00', to: '18:00', days: WORK_WEEK }],
      };

interface Props {
  /** the schedule being edited (its code is fixed), or none for a new one */
  row?: ScheduleRow;
  divisions: string[];
  onSaved: (result: CommandResult) => Promise<void> | void;
  onCancel: () => void;
  save?: typeof saveSchedule;
}

/** The schedule's form state and its submit: define a new schedule or update the row's. */
function useScheduleForm({ row, onSaved, save = saveSchedule }: Props): {
  form: ScheduleFormState;
  onValid: ReturnType<ScheduleFormState['handleSubmit']>;
} {
  const form = useForm<FormInput, unknown, SaveScheduleBody>({
    resolver: zodResolver(SaveScheduleBodySchema),
    defaultValues: initial(row),
  });
  const onValid = form.handleSubmit(async (body) => {
    try {
      await onSaved(await save(row ? 'update' : 'define', body));
    } catch (err) {
      notifyError(err);
    }
  });
  return { form, onValid };
}

/** The schedule's division, one of those with zones. */
function ScheduleDivisionField({
  form,
  divisions,
}: {
  form: ScheduleFormState;
  divisions: string[];
}) {
  const { t } = useTranslation('accessRules');
  const error = form.formState.errors.divisionId;
  return (
    <Controller
      control={form.control}
      name="divisionId"
      render={({ field }) => (
        <Select
          label={t('schedules.division')}
          required
          data={divisions}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          error={fieldError(t, error)}
          data-testid="schedule-division"
        />
      )}
    />
  );
}

/** The schedule's code (fixed once defined), division and description. */
function ScheduleHeadFields(props: {
  form: ScheduleFormState;
  editing: boolean;
  divisions: string[];
}) {
  const { t } = useTranslation('accessRules');
  const { form } = props;
  const errors = form.formState.errors;
  return (
    <>
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label={t('common.code')}
          required
          disabled={props.editing}
          error={fieldError(t, errors.code)}
          data-testid="schedule-code"
          {...form.register('code')}
        />
        <ScheduleDivisionField form={form} divisions={props.divisions} />
      </Group>
      <TextInput
        label={t('schedules.description')}
        error={fieldError(t, errors.description)}
        {...form.register('description')}
      />
    </>
  );
}

/** From when to when the schedule applies. */
function ScheduleDateFields({ form }: { form: ScheduleFormState }) {
  const { t } = useTranslation('accessRules');
  const errors = form.formState.errors;
  return (
    <PeriodFields
      control={form.control}
      start="startDate"
      end="endDate"
      labels={{ start: t('common.startDate'), end: t('common.endDate') }}
      errors={{ start: fieldError(t, errors.startDate), end: fieldError(t, errors.endDate) }}
      testIdPrefix="schedule"
    />
  );
}

/** An access schedule: code, division, validity and its daily intervals (several per day). */
export function ScheduleForm(props: Props) {
  const { t } = useTranslation('accessRules');
  const { form, onValid } = useScheduleForm(props);
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="schedule-form">
      <Stack>
        <ScheduleHeadFields form={form} editing={!!props.row} divisions={props.divisions} />
        <ScheduleDateFields form={form} />
        <ScheduleIntervals form={form} />
        <FormButtons
          cancel={t('common.cancel')}
          save={t('common.save')}
          onCancel={props.onCancel}
          saving={form.formState.isSubmitting}
          saveTestId="schedule-submit"
        />
      </Stack>
    </form>
  );
}
