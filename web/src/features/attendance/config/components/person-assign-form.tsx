import { Button, Group, Select, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Control, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  AssignPersonAttendanceBodySchema,
  type AssignPersonAttendanceBody,
  type AttendanceCompanyRow,
  type AttendancePersonRow,
  type CommandResult,
} from '@faena/contracts';
import { DateField } from '../../../../components/forms/date-field';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { plusDays, today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { assignPerson } from '../api/attendance-config.api';
import type { AttendanceOptions } from './use-attendance-options';

type AssignInput = z.input<typeof AssignPersonAttendanceBodySchema>;
type Option = { value: string; label: string };
type SelectName = 'payrollGroupCode' | 'specialConditionCode' | 'scheduleCode' | 'regimeId';
interface Fields {
  control: Control<AssignInput>;
  errors: FieldErrors<AssignInput>;
}

const optionsOf = (l: Array<{ code: string; description: string }>): Option[] =>
  l.map((x) => ({ value: x.code, label: `${x.code} · ${x.description}` }));

export interface AssignFormProps {
  row: AttendancePersonRow;
  company: AttendanceCompanyRow | undefined;
  options: AttendanceOptions;
  onChanged: (result: CommandResult) => Promise<void> | void;
}

/** Assign the person a payroll group, special condition, schedule and regime over a period. */
export function AssignForm(props: AssignFormProps) {
  const { t } = useTranslation('attendanceConfig');
  const { form, onValid } = useAssignForm(props);
  const fields = { control: form.control, errors: form.formState.errors };
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="assign-form">
      <Stack gap="sm">
        <AssignSelects {...fields} company={props.company} options={props.options} />
        <AssignDates {...fields} />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            disabled={!props.row.companyConfigured}
            data-testid="assign-submit"
          >
            {t('people.assign')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The current assignment's codes (empty without one), for a year from today. */
const assignDefaults = (row: AttendancePersonRow): AssignInput => ({
  commandId: newCommandId(),
  personId: row.personId,
  payrollGroupCode: row.current?.payrollGroupCode ?? '',
  specialConditionCode: row.current?.specialConditionCode ?? null,
  scheduleCode: row.current?.scheduleCode ?? '',
  regimeId: row.current?.regimeId ?? null,
  startDate: today(),
  endDate: plusDays(today(), 365),
});

function useAssignForm({ row, onChanged }: AssignFormProps) {
  const form = useForm<AssignInput, unknown, AssignPersonAttendanceBody>({
    resolver: zodResolver(AssignPersonAttendanceBodySchema),
    defaultValues: assignDefaults(row),
  });
  const onValid = form.handleSubmit(async (body) => {
    try {
      await onChanged(await assignPerson(body));
      form.reset({ ...body, commandId: newCommandId() });
    } catch (err) {
      notifyError(err);
    }
  });
  return { form, onValid };
}

type SelectsProps = Fields & Pick<AssignFormProps, 'company' | 'options'>;

function AssignSelects({ company, options, ...fields }: SelectsProps) {
  return (
    <>
      <Group grow align="flex-start" wrap="wrap">
        <AssignSelect
          {...fields}
          name="payrollGroupCode"
          data={optionsOf(company?.payrollGroups ?? [])}
          required
        />
        <AssignSelect
          {...fields}
          name="specialConditionCode"
          data={optionsOf(company?.specialConditions ?? [])}
        />
      </Group>
      <Group grow align="flex-start" wrap="wrap">
        <AssignSelect {...fields} name="scheduleCode" data={options.schedules} required />
        <AssignSelect {...fields} name="regimeId" data={options.regimes} />
      </Group>
    </>
  );
}

type SelectProps = Fields & { name: SelectName; data: Option[]; required?: boolean };

/** A code picker: a required one clears to '', an optional one to null. */
function AssignSelect({ control, errors, name, data, required = false }: SelectProps) {
  const { t } = useTranslation('attendanceConfig');
  const cleared = required ? '' : null;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={t(`people.${name}`)}
          required={required}
          clearable={!required}
          searchable
          data={data}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? cleared)}
          error={fieldError(t, errors[name])}
          data-testid={`assign-${name}`}
        />
      )}
    />
  );
}

function AssignDates({ control, errors }: Fields) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Group grow align="flex-start" wrap="wrap">
      <DateField
        control={control}
        name="startDate"
        label={t('common.startDate')}
        required
        error={fieldError(t, errors.startDate)}
        testId="assign-start"
      />
      <DateField
        control={control}
        name="endDate"
        label={t('common.endDate')}
        required
        error={fieldError(t, errors.endDate)}
        testId="assign-end"
      />
    </Group>
  );
}
