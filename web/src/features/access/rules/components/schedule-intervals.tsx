import { ActionIcon, Button, Chip, Group, Paper, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { WEEKDAYS, type SaveScheduleBody, type SaveScheduleBodySchema } from '@faena/contracts';
import { fieldError } from '../../../../components/ui/field-error';
import { FilterBar } from '../../../../components/forms/filter-bar';

export type ScheduleFormInput = z.input<typeof SaveScheduleBodySchema>;
export type ScheduleFormState = UseFormReturn<ScheduleFormInput, unknown, SaveScheduleBody>;

export const WORK_WEEK = [1, 2, 3, 4, 5];

/** The weekdays an interval applies on, as chips (sorted numbers in the form). */
function IntervalDays({ form, index }: { form: ScheduleFormState; index: number }) {
  const { t } = useTranslation('accessRules');
  return (
    <>
      <Controller
        control={form.control}
        name={`intervals.${index}.days`}
        render={({ field }) => (
          <Chip.Group
            multiple
            value={field.value.map(String)}
            onChange={(v) => field.onChange(v.map(Number).sort())}
          >
            <Group gap={4} mt="xs" aria-label={t('schedules.days')}>
              {WEEKDAYS.map((d) => (
                <Chip key={d} value={String(d)} size="xs">
                  {t(`weekday.${d}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
      />
      <IntervalDaysError form={form} index={index} />
    </>
  );
}

/** Why the interval's weekdays are wrong, if they are. */
function IntervalDaysError({ form, index }: { form: ScheduleFormState; index: number }) {
  const { t } = useTranslation('accessRules');
  const error = form.formState.errors.intervals?.[index]?.days;
  if (!error) return null;
  return (
    <Text c="red" size="xs">
      {fieldError(t, error as never)}
    </Text>
  );
}

/** The interval's from and to hours. */
function IntervalTimes({ form, index }: { form: ScheduleFormState; index: number }) {
  const { t } = useTranslation('accessRules');
  const errors = form.formState.errors.intervals?.[index];
  return (
    <>
      <TimeInput
        label={t('schedules.from')}
        error={fieldError(t, errors?.from)}
        {...form.register(`intervals.${index}.from`)}
      />
      <TimeInput
        label={t('schedules.to')}
        error={fieldError(t, errors?.to)}
        {...form.register(`intervals.${index}.to`)}
      />
    </>
  );
}

/** One interval: from, to, its remove button (not for the last one left) and its weekdays. */
function IntervalRow(props: {
  form: ScheduleFormState;
  index: number;
  removable: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('accessRules');
  const { form, index } = props;
  return (
    <Paper withBorder p="xs" data-testid={`interval-${index}`}>
      <FilterBar>
        <IntervalTimes form={form} index={index} />
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('common.remove')}
          disabled={!props.removable}
          onClick={props.onRemove}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </FilterBar>
      <IntervalDays form={form} index={index} />
    </Paper>
  );
}

/** A schedule's daily intervals (several per day), each editable, and the button adding one. */
export function ScheduleIntervals({ form }: { form: ScheduleFormState }) {
  const { t } = useTranslation('accessRules');
  const intervals = useFieldArray({ control: form.control, name: 'intervals' });
  return (
    <>
      <Text fw={500}>{t('schedules.intervals')}</Text>
      {intervals.fields.map((f, i) => (
        <IntervalRow
          key={f.id}
          form={form}
          index={i}
          removable={intervals.fields.length > 1}
          onRemove={() => intervals.remove(i)}
        />
      ))}
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} />}
        onClick={() => intervals.append({ from: '06:00', to: '18:00', days: WORK_WEEK })}
      >
        {t('schedules.addInterval')}
      </Button>
    </>
  );
}
