import { Group, NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SCHEDULE_KINDS, type ScheduleKind } from '@faena/contracts';
import { fieldError } from '../../../../components/ui/field-error';
import type { ScheduleFormApi } from './use-schedule-form';

interface Props {
  form: ScheduleFormApi;
  kind: ScheduleKind;
  /** editing an existing schedule: its code is fixed */
  editing: boolean;
}

/** Code, kind (and the cycle's length for a cycle), description and whether active. */
export function ScheduleMainFields({ form, kind, editing }: Props) {
  const { t } = useTranslation('attendanceConfig');
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <>
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label={t('common.code')}
          required
          disabled={editing}
          error={fieldError(t, errors.code)}
          data-testid="att-schedule-code"
          {...register('code')}
        />
        <KindSelect form={form} />
        {kind === 'cycle' && <CycleLengthInput form={form} />}
      </Group>
      <TextInput
        label={t('common.description')}
        required
        error={fieldError(t, errors.description)}
        data-testid="att-schedule-description"
        {...register('description')}
      />
      <ActiveSwitch form={form} />
    </>
  );
}

/** The kind; leaving 'cycle' clears the cycle's length. */
function KindSelect({ form }: { form: ScheduleFormApi }) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Controller
      control={form.control}
      name="kind"
      render={({ field }) => (
        <Select
          label={t('schedules.kind')}
          required
          allowDeselect={false}
          data={SCHEDULE_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          value={field.value}
          onChange={(v) => {
            field.onChange(v ?? 'weekly');
            if (v !== 'cycle') form.setValue('cycleLength', null);
          }}
          data-testid="att-schedule-kind"
        />
      )}
    />
  );
}

function CycleLengthInput({ form }: { form: ScheduleFormApi }) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Controller
      control={form.control}
      name="cycleLength"
      render={({ field }) => (
        <NumberInput
          label={t('schedules.cycleLength')}
          required
          min={1}
          max={62}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
          error={fieldError(t, form.formState.errors.cycleLength)}
          data-testid="att-schedule-cycle"
        />
      )}
    />
  );
}

function ActiveSwitch({ form }: { form: ScheduleFormApi }) {
  const { t } = useTranslation('attendanceConfig');
  return (
    <Controller
      control={form.control}
      name="active"
      render={({ field }) => (
        <Switch
          label={t('common.active')}
          checked={field.value ?? true}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
        />
      )}
    />
  );
}
