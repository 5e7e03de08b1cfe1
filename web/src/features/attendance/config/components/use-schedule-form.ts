import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  SaveAttendanceScheduleBodySchema,
  type AttendanceScheduleRow,
  type CommandResult,
  type SaveAttendanceScheduleBody,
  type ScheduleDay,
  type ScheduleKind,
} from '@faena/contracts';
import { newCommandId } from '../../../../lib/command-id';
import { notifyError } from '../../../../lib/notify';
import { saveAttendanceSchedule } from '../api/attendance-config.api';
import { copyDay, dayNumbersOf, newDay } from './schedule-days';

export type ScheduleFormInput = z.input<typeof SaveAttendanceScheduleBodySchema>;
export type ScheduleFormApi = UseFormReturn<ScheduleFormInput, unknown, SaveAttendanceScheduleBody>;
export type ScheduleDaysModel = ReturnType<typeof useScheduleDays>;

export interface ScheduleFormProps {
  /** the schedule being edited (its code is fixed), or none for a new one */
  row?: AttendanceScheduleRow;
  onSaved: (result: CommandResult) => Promise<void> | void;
  onCancel: () => void;
  save?: typeof saveAttendanceSchedule;
}

const initial = (row?: AttendanceScheduleRow): ScheduleFormInput =>
  row
    ? {
        commandId: newCommandId(),
        code: row.code,
        description: row.description,
        kind: row.kind,
        cycleLength: row.cycleLength,
        days: row.days,
        active: row.active,
      }
    : {
        commandId: newCommandId(),
        code: '',
        description: '',
        kind: 'weekly',
        cycleLength: null,
        days: [1, 2, 3, 4, 5].map(newDay),
        active: true,
      };

/** The schedule's form, its days, and its submit: define a new schedule or update the row. */
export function useScheduleForm({
  row,
  onSaved,
  save = saveAttendanceSchedule,
}: ScheduleFormProps) {
  const form: ScheduleFormApi = useForm<ScheduleFormInput, unknown, SaveAttendanceScheduleBody>({
    resolver: zodResolver(SaveAttendanceScheduleBodySchema),
    defaultValues: initial(row),
  });
  const days = useScheduleDays(form);
  const onValid = form.handleSubmit(async (body) => {
    try {
      await onSaved(await save(row ? 'update' : 'define', body));
    } catch (err) {
      notifyError(err);
    }
  });
  return { form, days, onValid };
}

/** The days the kind offers, those not in the form yet, and each day's label. */
function useDayPlan(form: ScheduleFormApi, present: Set<number>) {
  const { t } = useTranslation('attendanceConfig');
  const kind: ScheduleKind = useWatch({ control: form.control, name: 'kind' });
  const cycleLength = useWatch({ control: form.control, name: 'cycleLength' }) ?? null;
  const offered = dayNumbersOf(kind, cycleLength);
  const named = kind === 'weekly' || kind === 'flexible';
  const dayLabel = (d: number) => (named ? t(`weekday.${d}`) : t('schedules.dayN', { n: d }));
  return { kind, offered, missing: offered.filter((d) => !present.has(d)), dayLabel };
}

/** The form's day rows, what the kind offers, and the row edits (copy, add, rest). */
export function useScheduleDays(form: ScheduleFormApi) {
  const { t } = useTranslation('attendanceConfig');
  const days = useFieldArray({ control: form.control, name: 'days' });
  const plan = useDayPlan(form, new Set(days.fields.map((d) => d.day)));
  return {
    ...plan,
    fields: days.fields,
    remove: days.remove,
    ...dayEdits({ t, form, replace: days.replace }),
  };
}

const REST_CLEARS = ['entry', 'exit', 'refreshmentStart', 'refreshmentEnd'] as const;

interface EditsCtx {
  t: TFunction;
  form: ScheduleFormApi;
  replace: (days: ScheduleDay[]) => void;
}

function dayEdits({ t, form, replace }: EditsCtx) {
  return {
    /** copies a day to the targets; the message when none was chosen */
    copy: (from: number, targets: number[]): string | null => {
      const result = copyDay(form.getValues('days'), from, targets);
      if ('error' in result) return t(result.error);
      replace(result.days);
      return null;
    },
    /** adds a new day, the rows kept in day order */
    add: (day: number) => {
      const next = [...(form.getValues('days') as ScheduleDay[]), newDay(day)];
      replace(next.sort((a, b) => a.day - b.day));
    },
    /** a rest day has no times */
    rest: (index: number, rest: boolean) => {
      if (!rest) return;
      for (const k of REST_CLEARS) form.setValue(`days.${index}.${k}`, null);
    },
  };
}
