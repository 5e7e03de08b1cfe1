import {
  ActionIcon,
  Button,
  Chip,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  SaveScheduleBodySchema,
  WEEKDAYS,
  type CommandResult,
  type SaveScheduleBody,
  type ScheduleRow,
} from '@faena/contracts';
import { DateField } from '../../../../components/forms/date-field';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { plusDays, today } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { saveSchedule } from '../api/access-rules.api';

type FormInput = z.input<typeof SaveScheduleBodySchema>;
const WORK_WEEK = [1, 2, 3, 4, 5];

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

/** An access schedule: code, division, validity and its daily intervals (several per day). */
export function ScheduleForm({ row, divisions, onSaved, onCancel, save = saveSchedule }: Props) {
  const { t } = useTranslation('accessRules');
  const form = useForm<FormInput, unknown, SaveScheduleBody>({
    resolver: zodResolver(SaveScheduleBodySchema),
    defaultValues: initial(row),
  });
  const { control, register, handleSubmit, formState } = form;
  const intervals = useFieldArray({ control, name: 'intervals' });
  const errors = formState.errors;
  const onValid = handleSubmit(async (body) => {
    try {
      await onSaved(await save(row ? 'update' : 'define', body));
    } catch (err) {
      notifyError(err);
    }
  });
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="schedule-form">
      <Stack>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('common.code')}
            required
            disabled={!!row}
            error={fieldError(t, errors.code)}
            data-testid="schedule-code"
            {...register('code')}
          />
          <Controller
            control={control}
            name="divisionId"
            render={({ field }) => (
              <Select
                label={t('schedules.division')}
                required
                data={divisions}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={fieldError(t, errors.divisionId)}
                data-testid="schedule-division"
              />
            )}
          />
        </Group>
        <TextInput
          label={t('schedules.description')}
          error={fieldError(t, errors.description)}
          {...register('description')}
        />
        <Group grow align="flex-start" wrap="wrap">
          <DateField
            control={control}
            name="startDate"
            label={t('common.startDate')}
            required
            error={fieldError(t, errors.startDate)}
            testId="schedule-start"
          />
          <DateField
            control={control}
            name="endDate"
            label={t('common.endDate')}
            required
            error={fieldError(t, errors.endDate)}
            testId="schedule-end"
          />
        </Group>
        <Text fw={500}>{t('schedules.intervals')}</Text>
        {intervals.fields.map((f, i) => (
          <Paper key={f.id} withBorder p="xs" data-testid={`interval-${i}`}>
            <Group align="flex-end" wrap="wrap">
              <TimeInput
                label={t('schedules.from')}
                error={fieldError(t, errors.intervals?.[i]?.from)}
                {...register(`intervals.${i}.from`)}
              />
              <TimeInput
                label={t('schedules.to')}
                error={fieldError(t, errors.intervals?.[i]?.to)}
                {...register(`intervals.${i}.to`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('common.remove')}
                disabled={intervals.fields.length === 1}
                onClick={() => intervals.remove(i)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <Controller
              control={control}
              name={`intervals.${i}.days`}
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
            {errors.intervals?.[i]?.days && (
              <Text c="red" size="xs">
                {fieldError(t, errors.intervals[i].days as never)}
              </Text>
            )}
          </Paper>
        ))}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => intervals.append({ from: '06:00', to: '18:00', days: WORK_WEEK })}
        >
          {t('schedules.addInterval')}
        </Button>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting} data-testid="schedule-submit">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
