import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '../../../../components/forms/form-buttons';
import { ScheduleMainFields } from './schedule-form.fields';
import { AddDaySelect, DaysError, ScheduleDaysTable } from './schedule-days-table';
import { useScheduleForm, type ScheduleFormProps } from './use-schedule-form';

/**
 * An attendance schedule (spec §3): code, kind (flexible, weekly, cycle, automatic) and its days,
 * one row each: turn D/N, rest, entry and exit, refreshment, flexible minutes, tolerances and
 * overtime thresholds. A day's row can be copied to other days.
 */
export function ScheduleForm(props: ScheduleFormProps) {
  const { t } = useTranslation('attendanceConfig');
  const { form, days, onValid } = useScheduleForm(props);
  const { control, formState } = form;
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="attendance-schedule-form">
      <Stack>
        <ScheduleMainFields form={form} kind={days.kind} editing={!!props.row} />
        <Text fw={500}>{t('schedules.days')}</Text>
        <DaysError errors={formState.errors} />
        <ScheduleDaysTable control={control} errors={formState.errors} days={days} />
        <AddDaySelect days={days} />
        <FormButtons
          cancel={t('common.cancel')}
          save={t('common.save')}
          onCancel={props.onCancel}
          saving={formState.isSubmitting}
          saveTestId="att-schedule-submit"
        />
      </Stack>
    </form>
  );
}
