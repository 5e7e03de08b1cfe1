import {
  ActionIcon,
  Button,
  Checkbox,
  Chip,
  Group,
  NumberInput,
  Popover,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
} from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  SaveAttendanceScheduleBodySchema,
  SCHEDULE_KINDS,
  TURNS,
  type AttendanceScheduleRow,
  type CommandResult,
  type SaveAttendanceScheduleBody,
  type ScheduleDay,
  type ScheduleKind,
} from '@faena/contracts';
import { fieldError } from '../../../../components/ui/field-error';
import { newCommandId } from '../../../../lib/command-id';
import { notifyError } from '../../../../lib/notify';
import { saveAttendanceSchedule } from '../api/attendance-config.api';
import { copyDay, dayNumbersOf, newDay } from './schedule-days';

type FormInput = z.input<typeof SaveAttendanceScheduleBodySchema>;
type DayField = keyof ScheduleDay;

const initial = (row?: AttendanceScheduleRow): FormInput =>
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

interface Props {
  /** the schedule being edited (its code is fixed), or none for a new one */
  row?: AttendanceScheduleRow;
  onSaved: (result: CommandResult) => Promise<void> | void;
  onCancel: () => void;
  save?: typeof saveAttendanceSchedule;
}

/**
 * An attendance schedule (spec §3): code, kind (flexible, weekly, cycle, automatic) and its days,
 * one row each: turn D/N, rest, entry and exit, refreshment, flexible minutes, tolerances and
 * overtime thresholds. A day's row can be copied to other days.
 */
export function ScheduleForm({ row, onSaved, onCancel, save = saveAttendanceSchedule }: Props) {
  const { t } = useTranslation('attendanceConfig');
  const form = useForm<FormInput, unknown, SaveAttendanceScheduleBody>({
    resolver: zodResolver(SaveAttendanceScheduleBodySchema),
    defaultValues: initial(row),
  });
  const { control, register, handleSubmit, formState, setValue, getValues } = form;
  const days = useFieldArray({ control, name: 'days' });
  const kind: ScheduleKind = useWatch({ control, name: 'kind' });
  const cycleLength = useWatch({ control, name: 'cycleLength' }) ?? null;
  const errors = formState.errors;
  const offered = dayNumbersOf(kind, cycleLength);
  const present = new Set(days.fields.map((d) => d.day));
  const missing = offered.filter((d) => !present.has(d));
  const dayLabel = (d: number) =>
    kind === 'weekly' || kind === 'flexible' ? t(`weekday.${d}`) : t('schedules.dayN', { n: d });
  const onValid = handleSubmit(async (body) => {
    try {
      await onSaved(await save(row ? 'update' : 'define', body));
    } catch (err) {
      notifyError(err);
    }
  });
  const copy = (from: number, targets: number[]): string | null => {
    const result = copyDay(getValues('days'), from, targets);
    if ('error' in result) return t(result.error);
    days.replace(result.days);
    return null;
  };
  return (
    <form onSubmit={(e) => void onValid(e)} noValidate data-testid="attendance-schedule-form">
      <Stack>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('common.code')}
            required
            disabled={!!row}
            error={fieldError(t, errors.code)}
            data-testid="att-schedule-code"
            {...register('code')}
          />
          <Controller
            control={control}
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
                  if (v !== 'cycle') setValue('cycleLength', null);
                }}
                data-testid="att-schedule-kind"
              />
            )}
          />
          {kind === 'cycle' && (
            <Controller
              control={control}
              name="cycleLength"
              render={({ field }) => (
                <NumberInput
                  label={t('schedules.cycleLength')}
                  required
                  min={1}
                  max={62}
                  value={field.value ?? ''}
                  onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
                  error={fieldError(t, errors.cycleLength)}
                  data-testid="att-schedule-cycle"
                />
              )}
            />
          )}
        </Group>
        <TextInput
          label={t('common.description')}
          required
          error={fieldError(t, errors.description)}
          data-testid="att-schedule-description"
          {...register('description')}
        />
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Switch
              label={t('common.active')}
              checked={field.value ?? true}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
        <Text fw={500}>{t('schedules.days')}</Text>
        {errors.days?.message && (
          <Text c="red" size="sm">
            {fieldError(t, errors.days as never)}
          </Text>
        )}
        <Table.ScrollContainer minWidth={1100}>
          <Table striped withTableBorder fz="sm" data-testid="att-schedule-days">
            <Table.Thead>
              <Table.Tr>
                {[
                  'day',
                  'turn',
                  'rest',
                  'entry',
                  'exit',
                  'refreshmentStart',
                  'refreshmentEnd',
                  'flexibleMinutes',
                  'entryTolerance',
                  'exitTolerance',
                  'overtimeBefore',
                  'overtimeAfter',
                ].map((c) => (
                  <Table.Th key={c}>{t(`day.${c}`)}</Table.Th>
                ))}
                <Table.Th>{t('common.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.fields.map((f, i) => (
                <DayRow
                  key={f.id}
                  index={i}
                  day={f.day}
                  label={dayLabel(f.day)}
                  control={control}
                  errors={errors}
                  targets={offered.filter((d) => d !== f.day)}
                  dayLabel={dayLabel}
                  onCopy={(targets) => copy(f.day, targets)}
                  onRemove={days.fields.length > 1 ? () => days.remove(i) : undefined}
                  onRest={(rest) => {
                    if (!rest) return;
                    for (const k of [
                      'entry',
                      'exit',
                      'refreshmentStart',
                      'refreshmentEnd',
                    ] as const)
                      setValue(`days.${i}.${k}`, null);
                  }}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {missing.length > 0 && (
          <Group gap="xs">
            <Select
              aria-label={t('schedules.addDay')}
              placeholder={t('schedules.addDay')}
              data={missing.map((d) => ({ value: String(d), label: dayLabel(d) }))}
              value={null}
              onChange={(v) => {
                if (!v) return;
                const next = [...(getValues('days') as ScheduleDay[]), newDay(Number(v))];
                days.replace(next.sort((a, b) => a.day - b.day));
              }}
              leftSection={<IconPlus size={14} />}
              data-testid="att-schedule-add-day"
            />
          </Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting} data-testid="att-schedule-submit">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface DayRowProps {
  index: number;
  day: number;
  label: string;
  control: Control<FormInput>;
  errors: FieldErrors<FormInput>;
  targets: number[];
  dayLabel: (d: number) => string;
  onCopy: (targets: number[]) => string | null;
  onRemove?: (() => void) | undefined;
  onRest: (rest: boolean) => void;
}

const TIMES = ['entry', 'exit', 'refreshmentStart', 'refreshmentEnd'] as const;
const MINUTES = [
  ['flexibleMinutes', 240],
  ['entryTolerance', 120],
  ['exitTolerance', 120],
  ['overtimeBefore', 720],
  ['overtimeAfter', 720],
] as const;

function DayRow(p: DayRowProps) {
  const { t } = useTranslation('attendanceConfig');
  const rest = useWatch({ control: p.control, name: `days.${p.index}.rest` });
  const errorOf = (k: DayField) => {
    const e = p.errors.days?.[p.index]?.[k];
    return fieldError(t, e);
  };
  return (
    <Table.Tr data-testid={`att-day-${p.day}`}>
      <Table.Td>
        <Text size="sm" fw={500}>
          {p.label}
        </Text>
        {errorOf('day') && (
          <Text c="red" size="xs">
            {errorOf('day')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Controller
          control={p.control}
          name={`days.${p.index}.turn`}
          render={({ field }) => (
            <Select
              aria-label={t('day.turn')}
              w={70}
              allowDeselect={false}
              data={TURNS.map((x) => ({ value: x, label: x }))}
              value={field.value}
              onChange={(v) => field.onChange(v ?? 'D')}
              data-testid={`att-day-${p.day}-turn`}
            />
          )}
        />
      </Table.Td>
      <Table.Td>
        <Controller
          control={p.control}
          name={`days.${p.index}.rest`}
          render={({ field }) => (
            <Checkbox
              aria-label={t('day.rest')}
              checked={field.value}
              onChange={(e) => {
                field.onChange(e.currentTarget.checked);
                p.onRest(e.currentTarget.checked);
              }}
              data-testid={`att-day-${p.day}-rest`}
            />
          )}
        />
      </Table.Td>
      {TIMES.map((k) => (
        <Table.Td key={k}>
          <Controller
            control={p.control}
            name={`days.${p.index}.${k}`}
            render={({ field }) => (
              <TimeInput
                aria-label={t(`day.${k}`)}
                w={96}
                disabled={rest}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.currentTarget.value || null)}
                error={errorOf(k)}
                data-testid={`att-day-${p.day}-${k}`}
              />
            )}
          />
        </Table.Td>
      ))}
      {MINUTES.map(([k, max]) => (
        <Table.Td key={k}>
          <Controller
            control={p.control}
            name={`days.${p.index}.${k}`}
            render={({ field }) => (
              <NumberInput
                aria-label={t(`day.${k}`)}
                w={76}
                min={0}
                max={max}
                allowDecimal={false}
                value={field.value}
                onChange={(v) => field.onChange(typeof v === 'number' ? v : 0)}
                error={errorOf(k)}
                data-testid={`att-day-${p.day}-${k}`}
              />
            )}
          />
        </Table.Td>
      ))}
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <CopyDay day={p.day} targets={p.targets} dayLabel={p.dayLabel} onCopy={p.onCopy} />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('common.remove')}
            disabled={!p.onRemove}
            onClick={p.onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** "Copy this day to…": the target days as chips; none chosen answers the spec's message. */
function CopyDay(props: {
  day: number;
  targets: number[];
  dayLabel: (d: number) => string;
  onCopy: (targets: number[]) => string | null;
}) {
  const { t } = useTranslation('attendanceConfig');
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          aria-label={t('schedules.copyDay')}
          onClick={() => {
            setOpened((o) => !o);
            setChosen([]);
            setError(null);
          }}
          data-testid={`att-day-${props.day}-copy`}
        >
          <IconCopy size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown data-testid="att-copy-panel">
        <Stack gap="xs" maw={280}>
          <Text size="sm" fw={500}>
            {t('schedules.copyTo', { day: props.dayLabel(props.day) })}
          </Text>
          <Chip.Group multiple value={chosen} onChange={setChosen}>
            <Group gap={4}>
              {props.targets.map((d) => (
                <Chip key={d} value={String(d)} size="xs" data-testid={`att-copy-target-${d}`}>
                  {props.dayLabel(d)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {error && (
            <Text c="red" size="xs" data-testid="att-copy-error">
              {error}
            </Text>
          )}
          <Button
            size="xs"
            onClick={() => {
              const failed = props.onCopy(chosen.map(Number));
              setError(failed);
              if (!failed) setOpened(false);
            }}
            data-testid="att-copy-apply"
          >
            {t('schedules.copy')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
